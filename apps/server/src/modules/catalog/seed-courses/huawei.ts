import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Huawei';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5500,
    title: 'HCIA-Datacom',
    provider,
    category: 'Networking',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Huawei associate certification on data communication basics, routing, switching and small network setup.',
    skills: ['TCP/IP', 'Routing basics', 'Switching', 'WLAN basics', 'Network management'],
    link: search('HCIA-Datacom'),
  },
  {
    id: 5501,
    title: 'HCIP-Datacom-Core Technology',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Huawei professional certification on core enterprise networking technologies such as OSPF, IS-IS, BGP and VPNs.',
    skills: ['OSPF', 'IS-IS', 'BGP', 'Multicast', 'Network security'],
    link: search('HCIP-Datacom-Core Technology'),
  },
  {
    id: 5502,
    title: 'HCIE-Datacom',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Huawei expert certification, with a lab exam, on planning, deploying and optimizing large enterprise networks.',
    skills: ['Network planning', 'SD-WAN', 'Campus networks', 'Network automation'],
    link: search('HCIE-Datacom'),
  },
  {
    id: 5503,
    title: 'HCIA-Cloud Computing',
    provider,
    category: 'Cloud Computing',
    level: 'Beginner',
    price: 'Paid',
    description: 'Huawei associate certification on cloud computing and virtualization basics.',
    skills: ['Cloud computing concepts', 'Virtualization', 'Compute, storage and network virtualization'],
    link: search('HCIA-Cloud Computing'),
  },
  {
    id: 5504,
    title: 'HCIA-AI',
    provider,
    category: 'Artificial Intelligence',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Huawei associate certification on AI, machine learning and deep learning basics and Huawei AI tools.',
    skills: ['Machine learning', 'Deep learning', 'MindSpore', 'AI development frameworks'],
    link: search('HCIA-AI'),
  },
  {
    id: 5505,
    title: 'HCIA-Security',
    provider,
    category: 'Network Security',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Huawei associate certification on network security basics, firewalls and security operations.',
    skills: ['Firewalls', 'Security policies', 'VPN basics', 'Network attacks'],
    link: search('HCIA-Security'),
  },
  {
    id: 5506,
    title: 'HCIA-Storage',
    provider,
    category: 'Storage & Data Protection',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Huawei associate certification on storage technologies, RAID, storage networks and data protection.',
    skills: ['Storage architecture', 'RAID', 'SAN and NAS', 'Data protection'],
    link: search('HCIA-Storage'),
  },
  {
    id: 5507,
    title: 'HCIA-WLAN',
    provider,
    category: 'Wireless Networking',
    level: 'Beginner',
    price: 'Paid',
    description: 'Huawei associate certification on wireless LAN principles, configuration and maintenance.',
    skills: ['WLAN principles', '802.11 standards', 'WLAN configuration', 'Roaming'],
    link: search('HCIA-WLAN'),
  },
  {
    id: 5508,
    title: 'HCIA-Big Data',
    provider,
    category: 'Big Data',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Huawei associate certification on big data technologies such as HDFS, Hive, HBase, Spark and Flink.',
    skills: ['HDFS', 'Hive', 'HBase', 'Spark', 'Flink'],
    link: search('HCIA-Big Data'),
  },
  {
    id: 5509,
    title: 'HCIA-openGauss',
    provider,
    category: 'Databases',
    level: 'Beginner',
    price: 'Paid',
    description: 'Huawei associate certification on relational database basics and the openGauss database.',
    skills: ['SQL', 'openGauss', 'Database administration basics', 'Database security'],
    link: search('HCIA-openGauss'),
  },
];
