import type { SeedCourse } from '@app/core/course';

const provider = 'VMware';

export const courses: SeedCourse[] = [
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
    link: 'https://www.broadcom.com/support/education/vmware/certification/vcp-dcv',
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
];
