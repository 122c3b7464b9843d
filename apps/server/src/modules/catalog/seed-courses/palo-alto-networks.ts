import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Palo Alto Networks';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 3200,
    title: 'Palo Alto Networks Certified Cybersecurity Entry-level Technician (PCCET)',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level certification on cybersecurity, network security, cloud security and security operations fundamentals.',
    skills: ['Cybersecurity fundamentals', 'Network security', 'Cloud security', 'Security operations'],
    link: search('PCCET'),
  },
  {
    id: 3201,
    title: 'Palo Alto Networks Certified Cybersecurity Practitioner',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Foundational certification on cybersecurity concepts, network and endpoint security, cloud security and SOC basics.',
    skills: [
      'Threat landscape',
      'Network security',
      'Endpoint security',
      'Cloud security',
      'Security operations',
    ],
    link: search('Certified Cybersecurity Practitioner'),
  },
  {
    id: 3202,
    title: 'Palo Alto Networks Certified Network Security Administrator (PCNSA)',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Certification on deploying, configuring and operating Palo Alto Networks next-generation firewalls.',
    skills: ['Next-generation firewalls', 'Security policies', 'App-ID', 'User-ID', 'Threat prevention'],
    link: search('PCNSA'),
  },
  {
    id: 3203,
    title: 'Palo Alto Networks Certified Network Security Engineer (PCNSE)',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification on designing, deploying, operating and troubleshooting Palo Alto Networks firewalls and Panorama.',
    skills: ['Firewall deployment', 'Panorama', 'VPNs', 'High availability', 'Troubleshooting'],
    link: search('PCNSE'),
  },
  {
    id: 3204,
    title: 'Palo Alto Networks Certified Next-Generation Firewall Engineer',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Certification on deploying, configuring and integrating Palo Alto Networks next-generation firewalls at scale.',
    skills: ['Next-generation firewalls', 'Panorama', 'Network integration', 'Policy management'],
    link: search('Next-Generation Firewall Engineer'),
  },
  {
    id: 3205,
    title: 'Prisma Certified Cloud Security Engineer (PCCSE)',
    provider,
    category: 'Cloud Security',
    level: 'Advanced',
    price: 'Paid',
    description: 'Certification on securing cloud workloads and posture with Prisma Cloud.',
    skills: ['Prisma Cloud', 'Cloud security posture management', 'Workload protection', 'Compliance'],
    link: search('PCCSE'),
  },
  {
    id: 3206,
    title: 'Palo Alto Networks Certified Detection and Remediation Analyst (PCDRA)',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Certification on detecting, investigating and remediating threats with Cortex XDR.',
    skills: ['Cortex XDR', 'Threat detection', 'Incident investigation', 'Remediation'],
    link: search('PCDRA'),
  },
  {
    id: 3207,
    title: 'Palo Alto Networks Certified Security Automation Engineer (PCSAE)',
    provider,
    category: 'Security Operations',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Certification on automating security operations with Cortex XSOAR playbooks and integrations.',
    skills: ['Cortex XSOAR', 'Playbooks', 'Security automation', 'Integrations'],
    link: search('PCSAE'),
  },
  {
    id: 3208,
    title: 'Firewall Essentials: Configuration and Management (EDU-210)',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Instructor-led course on configuring and managing Palo Alto Networks next-generation firewalls.',
    skills: ['Firewall configuration', 'Security policies', 'NAT', 'Logging and reporting'],
    duration: '5 days',
    link: search('EDU-210'),
  },
  {
    id: 3209,
    title: 'Panorama: Managing Firewalls at Scale (EDU-220)',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Instructor-led course on centrally managing many firewalls with Panorama templates and device groups.',
    skills: ['Panorama', 'Templates and device groups', 'Centralized logging', 'Policy management'],
    link: search('EDU-220'),
  },
  {
    id: 3210,
    title: 'Palo Alto Networks Cybersecurity Professional Certificate',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Multi-course program from the Palo Alto Networks Cybersecurity Academy on network, cloud and SOC fundamentals.',
    skills: [
      'Network security fundamentals',
      'Cloud security fundamentals',
      'SOC fundamentals',
      'Threat prevention',
    ],
    link: search('Cybersecurity Professional Certificate'),
  },
];
