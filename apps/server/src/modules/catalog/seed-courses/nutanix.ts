import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Nutanix';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5400,
    title: 'Nutanix Hybrid Cloud Fundamentals (NHCF)',
    provider,
    category: 'Cloud Computing',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Nutanix University course on hyperconverged infrastructure and Nutanix Cloud Platform basics.',
    skills: ['Hyperconverged infrastructure', 'Nutanix Cloud Platform', 'Prism', 'AHV'],
    link: search('Nutanix Hybrid Cloud Fundamentals'),
  },
  {
    id: 5401,
    title: 'Nutanix Certified Associate (NCA)',
    provider,
    category: 'Virtualization',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Nutanix certification on the Nutanix Cloud Platform, AHV and basic cluster operations.',
    skills: ['Nutanix Cloud Platform', 'AHV', 'Prism Element', 'Virtual machine management'],
    link: search('Nutanix Certified Associate'),
  },
  {
    id: 5402,
    title: 'Nutanix Certified Professional - Multicloud Infrastructure (NCP-MCI)',
    provider,
    category: 'Virtualization',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Nutanix certification on deploying, administering and troubleshooting Nutanix infrastructure across clouds.',
    skills: ['Cluster management', 'Prism Central', 'Storage configuration', 'Networking', 'Data protection'],
    link: search('NCP-MCI'),
  },
  {
    id: 5403,
    title: 'Nutanix Certified Professional - Unified Storage (NCP-US)',
    provider,
    category: 'Storage & Data Protection',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Nutanix certification on deploying and managing Nutanix Files, Objects and Volumes.',
    skills: ['Nutanix Files', 'Nutanix Objects', 'Nutanix Volumes', 'Data lifecycle'],
    link: search('NCP-US'),
  },
  {
    id: 5404,
    title: 'Nutanix Certified Professional - Database Automation (NCP-DB)',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Nutanix certification on provisioning and managing databases with Nutanix Database Service.',
    skills: ['Nutanix Database Service', 'Database provisioning', 'Copy data management', 'Automation'],
    link: search('NCP-DB'),
  },
  {
    id: 5405,
    title: 'Nutanix Certified Professional - End User Computing (NCP-EUC)',
    provider,
    category: 'Virtualization',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Nutanix certification on deploying virtual desktop and application delivery solutions on Nutanix.',
    skills: ['Virtual desktops', 'Citrix on Nutanix', 'Frame', 'Performance tuning'],
    link: search('NCP-EUC'),
  },
  {
    id: 5406,
    title: 'Nutanix Certified Professional - Multicloud Automation (NCP-MCA)',
    provider,
    category: 'Infrastructure as Code',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Nutanix certification on automating infrastructure and application lifecycles with Nutanix Cloud Manager.',
    skills: ['Self-service automation', 'Blueprints', 'Runbooks', 'APIs'],
    link: search('NCP-MCA'),
  },
  {
    id: 5407,
    title: 'Nutanix Certified Master - Multicloud Infrastructure (NCM-MCI)',
    provider,
    category: 'Virtualization',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced, performance-based Nutanix certification on optimizing and troubleshooting complex Nutanix environments.',
    skills: [
      'Performance optimization',
      'Advanced troubleshooting',
      'Security hardening',
      'Business continuity',
    ],
    link: search('NCM-MCI'),
  },
];
