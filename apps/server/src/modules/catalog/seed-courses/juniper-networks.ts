import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Juniper Networks';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 3400,
    title: 'Juniper Networks Certified Associate, Junos (JNCIA-Junos)',
    provider,
    category: 'Networking',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level certification on networking fundamentals and the basic configuration and operation of Junos OS devices.',
    skills: ['Networking fundamentals', 'Junos OS', 'CLI', 'Routing basics', 'Routing policy'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/junos/jncia-junos.html',
  },
  {
    id: 3402,
    title: 'Juniper Networks Certified Specialist, Enterprise Routing and Switching (JNCIS-ENT)',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Specialist certification on enterprise routing and switching with Junos, including OSPF, BGP and VLANs.',
    skills: ['Layer 2 switching', 'VLANs', 'OSPF', 'BGP', 'High availability'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/enterprise-routing-switching/jncis-ent.html',
  },
  {
    id: 3403,
    title: 'Juniper Networks Certified Professional, Enterprise Routing and Switching (JNCIP-ENT)',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description: 'Professional certification on advanced enterprise routing and switching with Junos.',
    skills: ['Advanced OSPF', 'Advanced BGP', 'Multicast', 'Class of service'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/enterprise-routing-switching/jncip-ent.html',
  },
  {
    // Duration confirmed at https://learningportal.juniper.net/juniper/user_activity_info.aspx?id=14357
    id: 3404,
    title: 'Juniper Networks Certified Expert, Enterprise Routing and Switching (JNCIE-ENT)',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Expert-level, hands-on lab certification on building and troubleshooting complex enterprise networks with Junos.',
    skills: ['Network design', 'Advanced routing', 'Switching', 'Troubleshooting'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/enterprise-routing-switching/jncie-ent.html',
    duration: '6-hour practical exam',
    examCode: 'JNCIE-ENT',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 3405,
    title: 'Juniper Networks Certified Associate, Security (JNCIA-SEC)',
    provider,
    category: 'Network Security',
    level: 'Beginner',
    price: 'Paid',
    description: 'Associate certification on Junos security concepts and SRX Series firewall configuration.',
    skills: ['SRX Series', 'Security zones', 'Security policies', 'NAT', 'IPsec VPN'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/security/jncia-sec.html',
  },
  {
    id: 3406,
    title: 'Juniper Networks Certified Specialist, Security (JNCIS-SEC)',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Specialist certification on advanced Junos security features, threat prevention and high availability.',
    skills: ['Application security', 'Intrusion prevention', 'Chassis clustering', 'Threat prevention'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/security/jncis-sec.html',
  },
  {
    id: 3407,
    title: 'Juniper Networks Certified Associate, Automation and DevOps (JNCIA-DevOps)',
    provider,
    category: 'DevOps',
    level: 'Beginner',
    price: 'Paid',
    description: 'Associate certification on automation tools and practices for Junos devices.',
    skills: ['Network automation', 'Python', 'PyEZ', 'Ansible', 'NETCONF'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/devops/jncia-devops.html',
  },
  {
    id: 3408,
    title: 'Juniper Networks Certified Associate, Mist AI (JNCIA-MistAI)',
    provider,
    category: 'Wireless Networking',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Associate certification on the Juniper Mist cloud, AI-driven wireless LAN and related operations.',
    skills: ['Juniper Mist', 'Wireless LAN', 'Marvis', 'Cloud management'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/mist-ai/jncia-mistai.html',
  },
  {
    id: 3410,
    title: 'Juniper Networks Certified Specialist, Service Provider Routing and Switching (JNCIS-SP)',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Specialist certification on service provider routing, MPLS and switching with Junos.',
    skills: ['IS-IS', 'BGP', 'MPLS', 'Service provider switching'],
    link: 'https://www.juniper.net/us/en/training/certification/tracks/service-provider-routing-switching/jncis-sp.html',
  },
];
