import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Check Point';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5300,
    title: 'Check Point Certified Security Administrator (CCSA)',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Check Point certification on installing, configuring and managing Quantum security gateways and management servers.',
    skills: ['Security gateways', 'Security policies', 'SmartConsole', 'NAT', 'Logging and monitoring'],
    link: search('CCSA'),
  },
  {
    id: 5301,
    title: 'Check Point Certified Security Expert (CCSE)',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Check Point certification on advanced configuration, clustering, VPNs and upgrades of Check Point security.',
    skills: ['ClusterXL', 'Site-to-site VPN', 'Advanced policies', 'Upgrades', 'Automation'],
    link: search('CCSE'),
  },
  {
    id: 5302,
    title: 'Check Point Certified Troubleshooting Administrator (CCTA)',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Check Point certification on diagnosing and resolving common issues with Check Point security environments.',
    skills: ['Troubleshooting', 'Log analysis', 'Traffic inspection', 'Management server issues'],
    link: search('CCTA'),
  },
  {
    id: 5303,
    title: 'Check Point Certified Troubleshooting Expert (CCTE)',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Check Point certification on advanced troubleshooting of gateways, clusters, VPNs and management.',
    skills: [
      'Advanced troubleshooting',
      'Kernel debugging',
      'VPN troubleshooting',
      'Cluster troubleshooting',
    ],
    link: search('CCTE'),
  },
  {
    id: 5304,
    title: 'Check Point Certified Security Master (CCSM)',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced Check Point certification on optimizing and securing complex Check Point deployments.',
    skills: ['Performance optimization', 'Advanced threat prevention', 'Acceleration', 'Advanced security'],
    link: search('CCSM'),
  },
];
