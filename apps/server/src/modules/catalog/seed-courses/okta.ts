import type { SeedCourse } from '@app/core/course';

const provider = 'Okta';

export const courses: SeedCourse[] = [
  {
    id: 5700,
    title: 'Okta Certified Professional',
    provider,
    category: 'Identity & Access Management',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Okta certification on identity and access management concepts and everyday Okta administration tasks.',
    skills: ['Identity concepts', 'Single sign-on', 'Multi-factor authentication', 'User lifecycle'],
    link: 'https://www.okta.com/resources/professional-exam-study-guide/',
  },
  {
    id: 5701,
    title: 'Okta Certified Administrator',
    provider,
    category: 'Identity & Access Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Okta certification on configuring and managing an Okta org, including policies, provisioning and integrations.',
    skills: ['Okta administration', 'Sign-on policies', 'Provisioning', 'Directory integration'],
    link: 'https://www.okta.com/resources/administrator-exam-study-guide/',
  },
  {
    id: 5702,
    title: 'Okta Certified Consultant',
    provider,
    category: 'Identity & Access Management',
    level: 'Advanced',
    price: 'Paid',
    description: 'Okta certification for consultants on designing and implementing complex Okta deployments.',
    skills: ['Solution design', 'Federation', 'Lifecycle management', 'Advanced integrations'],
    link: 'https://okta.com/resources/consultant-exam-study-guide',
  },
  {
    id: 5703,
    title: 'Okta Certified Developer',
    provider,
    category: 'Identity & Access Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Okta certification for developers on building secure authentication and authorization into applications with Okta.',
    skills: ['OAuth 2.0', 'OpenID Connect', 'Okta APIs', 'Authentication flows'],
    link: 'https://www.okta.com/resources/developer-exam-study-guide/',
  },
];
