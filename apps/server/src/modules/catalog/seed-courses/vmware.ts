import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'VMware';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 2300,
    title: 'VMware vSphere: Install, Configure, Manage [V8]',
    provider,
    category: 'Virtualization',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Hands-on course on installing, configuring and managing VMware vSphere 8, including ESXi hosts and vCenter.',
    skills: ['ESXi', 'vCenter Server', 'Virtual machines', 'vSphere networking', 'vSphere storage'],
    duration: '5 days',
    link: search('VMware vSphere: Install, Configure, Manage V8'),
  },
  {
    id: 2301,
    title: 'VMware vSphere: Optimize and Scale [V8]',
    provider,
    category: 'Virtualization',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced course on configuring and optimizing vSphere 8 features for scalable, high-performing environments.',
    skills: ['Performance tuning', 'vSphere DRS', 'Distributed switches', 'Host profiles', 'Security'],
    duration: '5 days',
    link: search('VMware vSphere: Optimize and Scale V8'),
  },
  {
    id: 2302,
    title: 'VMware vSphere: Troubleshooting [V8]',
    provider,
    category: 'Virtualization',
    level: 'Advanced',
    price: 'Paid',
    description: 'Hands-on course on diagnosing and fixing common problems in vSphere 8 environments.',
    skills: ['Troubleshooting methodology', 'Log analysis', 'Networking issues', 'Storage issues'],
    link: search('VMware vSphere: Troubleshooting V8'),
  },
  {
    id: 2303,
    title: 'VMware NSX: Install, Configure, Manage [V4.x]',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Hands-on course on deploying and managing VMware NSX network virtualization and distributed security.',
    skills: ['NSX', 'Logical switching and routing', 'Distributed firewall', 'Micro-segmentation'],
    duration: '5 days',
    link: search('VMware NSX: Install, Configure, Manage'),
  },
  {
    id: 2304,
    title: 'VMware vSAN: Install, Configure, Manage [V8]',
    provider,
    category: 'Storage & Data Protection',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Hands-on course on deploying and managing software-defined storage with VMware vSAN 8.',
    skills: ['vSAN', 'Storage policies', 'Cluster configuration', 'Resilience', 'Monitoring'],
    link: search('VMware vSAN: Install, Configure, Manage V8'),
  },
  {
    id: 2305,
    title: 'VMware Certified Professional – Data Center Virtualization (VCP-DCV)',
    provider,
    category: 'Virtualization',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification validating the skills to install, configure and manage a vSphere environment.',
    skills: ['vSphere', 'vCenter', 'Virtual networking', 'Storage', 'Resource management'],
    link: search('VCP-DCV'),
  },
  {
    id: 2306,
    title: 'VMware Certified Professional – VMware Cloud Foundation Administrator (VCP-VCF Admin)',
    provider,
    category: 'Cloud Computing',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification on administering private cloud infrastructure built on VMware Cloud Foundation.',
    skills: ['VMware Cloud Foundation', 'SDDC Manager', 'Workload domains', 'Lifecycle management'],
    link: 'https://www.broadcom.com/support/education/vmware/certification/vcp-vcf-administrator',
  },
  {
    id: 2307,
    title: 'VMware Certified Advanced Professional – Data Center Virtualization Deploy (VCAP-DCV Deploy)',
    provider,
    category: 'Virtualization',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced certification with a lab-based exam on deploying and optimizing vSphere infrastructure.',
    skills: ['vSphere deployment', 'Performance optimization', 'Advanced networking', 'Troubleshooting'],
    link: 'https://www.broadcom.com/support/education/vmware/certification/vcap-dcv-deploy',
  },
  {
    id: 2308,
    title: 'VMware Certified Professional – Network Virtualization (VCP-NV)',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification on installing, configuring and administering VMware NSX environments.',
    skills: ['NSX', 'Network virtualization', 'Distributed firewall', 'Load balancing'],
    link: search('VCP-NV'),
  },
];
