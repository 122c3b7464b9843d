import type { SeedCourse } from '@app/core/course';

const provider = 'HashiCorp';
const dev = (path: string) => `https://developer.hashicorp.com/${path}`;

export const courses: SeedCourse[] = [
  {
    // Facts confirmed at https://developer.hashicorp.com/certifications/infrastructure-automation
    // (Terraform Associate (003): 1 hour, $70.50 USD).
    id: 2900,
    title: 'HashiCorp Certified: Terraform Associate',
    provider,
    category: 'Infrastructure as Code',
    level: 'Intermediate',
    price: '$70.50 exam',
    description:
      'Certification on infrastructure as code concepts and using Terraform to write, plan, apply and manage infrastructure and state.',
    skills: ['Terraform', 'Infrastructure as code', 'Terraform state', 'Modules', 'HCP Terraform'],
    duration: '1-hour exam',
    link: dev('certifications/infrastructure-automation'),
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2901,
    title: 'HashiCorp Certified: Terraform Authoring and Operations Professional',
    provider,
    category: 'Infrastructure as Code',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Lab-based professional certification on authoring complex Terraform configurations and operating Terraform in production.',
    skills: ['Advanced Terraform', 'Module authoring', 'State management', 'Workflows', 'Troubleshooting'],
    link: 'https://developer.hashicorp.com/terraform/tutorials/pro-cert',
  },
  {
    // Facts confirmed at https://developer.hashicorp.com/certifications/security-automation
    // (Vault Associate (002): 1 hour, $70.50 USD).
    id: 2902,
    title: 'HashiCorp Certified: Vault Associate',
    provider,
    category: 'Cloud Security',
    level: 'Intermediate',
    price: '$70.50 exam',
    description:
      'Certification on Vault concepts, authentication methods, policies, tokens and secrets engines for managing secrets.',
    skills: [
      'HashiCorp Vault',
      'Secrets management',
      'Authentication methods',
      'Policies',
      'Encryption as a service',
    ],
    link: dev('certifications/security-automation'),
    duration: '1-hour exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Facts confirmed at https://www.hashicorp.com/certification/vault-operations-professional
    // ('$295 USD plus locally applicable taxes and fees', 4 hours, lab-based and multiple choice).
    id: 2903,
    title: 'HashiCorp Certified: Vault Operations Professional',
    provider,
    category: 'Cloud Security',
    level: 'Advanced',
    price: '$295 exam',
    description:
      'Lab-based professional certification on deploying, securing and operating Vault clusters in production.',
    skills: ['Vault clusters', 'High availability', 'Replication', 'Monitoring', 'Security hardening'],
    link: 'https://developer.hashicorp.com/vault/tutorials/ops-pro-cert',
    duration: '4-hour exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2904,
    title: 'Terraform Get Started - AWS',
    provider,
    category: 'Infrastructure as Code',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HashiCorp tutorial collection on installing Terraform and building, changing and destroying AWS infrastructure.',
    skills: ['Terraform CLI', 'AWS provider', 'Variables and outputs', 'Terraform state'],
    link: dev('terraform/tutorials/aws-get-started'),
  },
  {
    id: 2905,
    title: 'Terraform Get Started - Azure',
    provider,
    category: 'Infrastructure as Code',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HashiCorp tutorial collection on provisioning and managing Azure resources with Terraform.',
    skills: ['Terraform CLI', 'AzureRM provider', 'Variables and outputs', 'Remote state'],
    link: dev('terraform/tutorials/azure-get-started'),
  },
  {
    id: 2906,
    title: 'Terraform Get Started - Google Cloud',
    provider,
    category: 'Infrastructure as Code',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HashiCorp tutorial collection on provisioning and managing Google Cloud resources with Terraform.',
    skills: ['Terraform CLI', 'Google provider', 'Resource dependencies', 'Terraform state'],
    link: dev('terraform/tutorials/gcp-get-started'),
  },
  {
    id: 2907,
    title: 'Terraform Get Started - Docker',
    provider,
    category: 'Infrastructure as Code',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HashiCorp tutorial collection that uses Terraform to manage Docker containers locally, with no cloud account needed.',
    skills: ['Terraform basics', 'Docker provider', 'Plan and apply', 'Outputs'],
    link: dev('terraform/tutorials/docker-get-started'),
  },
  {
    id: 2908,
    title: 'Packer Get Started - Docker',
    provider,
    category: 'DevOps',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free HashiCorp tutorial collection on building, provisioning and post-processing Docker images with Packer.',
    skills: ['Packer', 'HCL templates', 'Provisioners', 'Image builds'],
    link: dev('packer/tutorials/docker-get-started'),
  },
];
