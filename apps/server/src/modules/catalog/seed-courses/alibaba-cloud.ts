import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Alibaba Cloud';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5600,
    title: 'Alibaba Cloud Certified Associate (ACA) - Cloud Computing',
    provider,
    category: 'Cloud Computing',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Alibaba Cloud associate certification on cloud computing basics and core services such as ECS, OSS and SLB.',
    skills: ['Elastic Compute Service', 'Object Storage Service', 'Server Load Balancer', 'Cloud basics'],
    link: search('ACA Cloud Computing'),
  },
  {
    id: 5601,
    title: 'Alibaba Cloud Certified Associate (ACA) - Big Data',
    provider,
    category: 'Big Data',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Alibaba Cloud associate certification on big data concepts and Alibaba Cloud big data products.',
    skills: ['MaxCompute', 'DataWorks', 'Big data concepts', 'Data processing'],
    link: search('ACA Big Data'),
  },
  {
    id: 5602,
    title: 'Alibaba Cloud Certified Associate (ACA) - Cloud Security',
    provider,
    category: 'Cloud Security',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Alibaba Cloud associate certification on cloud security basics and Alibaba Cloud security products.',
    skills: ['Cloud security concepts', 'Anti-DDoS', 'Web Application Firewall', 'Security Center'],
    link: search('ACA Cloud Security'),
  },
  {
    id: 5603,
    title: 'Alibaba Cloud Certified Professional (ACP) - Cloud Computing',
    provider,
    category: 'Cloud Computing',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Alibaba Cloud professional certification on designing, deploying and operating solutions on Alibaba Cloud.',
    skills: ['ECS', 'VPC', 'Auto Scaling', 'ApsaraDB RDS', 'Architecture design'],
    link: search('ACP Cloud Computing'),
  },
  {
    id: 5604,
    title: 'Alibaba Cloud Certified Professional (ACP) - Big Data',
    provider,
    category: 'Big Data',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Alibaba Cloud professional certification on building big data solutions with MaxCompute, DataWorks and related services.',
    skills: ['MaxCompute', 'DataWorks', 'E-MapReduce', 'Data warehousing'],
    link: search('ACP Big Data'),
  },
  {
    id: 5605,
    title: 'Alibaba Cloud Certified Professional (ACP) - Cloud Security',
    provider,
    category: 'Cloud Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Alibaba Cloud professional certification on protecting workloads and data with Alibaba Cloud security services.',
    skills: ['Cloud security architecture', 'Identity and access', 'Data security', 'Threat detection'],
    link: search('ACP Cloud Security'),
  },
  {
    id: 5606,
    title: 'Alibaba Cloud Certified Expert (ACE) - Cloud Computing',
    provider,
    category: 'Cloud Architecture',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Alibaba Cloud expert certification, with a lab exam, on architecting large-scale, highly available cloud solutions.',
    skills: ['Cloud architecture', 'High availability', 'Migration', 'Hybrid cloud'],
    link: search('ACE Cloud Computing'),
  },
];
