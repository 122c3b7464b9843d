import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Fortinet';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 3300,
    title: 'Fortinet Certified Fundamentals (FCF) in Cybersecurity',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free entry-level certification from the Fortinet Training Institute on the threat landscape and core cybersecurity concepts.',
    skills: ['Threat landscape', 'Cybersecurity basics', 'Network security concepts', 'Security awareness'],
    link: search('Fortinet Certified Fundamentals Cybersecurity'),
  },
  {
    id: 3301,
    title: 'Introduction to the Threat Landscape',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Fortinet course on common cyber threats, threat actors and how to protect against them.',
    skills: ['Threat actors', 'Malware', 'Social engineering', 'Data protection'],
    link: search('Introduction to the Threat Landscape'),
  },
  {
    id: 3302,
    title: 'Getting Started in Cybersecurity',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Fortinet course on how network security evolved and the main security products in use today.',
    skills: ['Network security evolution', 'Firewalls', 'Security products', 'Cloud security basics'],
    link: search('Getting Started in Cybersecurity'),
  },
  {
    id: 3303,
    title: 'Technical Introduction to Cybersecurity',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Fortinet course on network, endpoint and cloud security concepts for technical beginners.',
    skills: ['Network security', 'Endpoint security', 'Secure access', 'Cloud security'],
    link: search('Technical Introduction to Cybersecurity'),
  },
  {
    id: 3304,
    title: 'Fortinet Certified Associate (FCA) in Cybersecurity',
    provider,
    category: 'Network Security',
    level: 'Beginner',
    price: 'Paid',
    description: 'Associate certification on the basic operation and monitoring of FortiGate firewalls.',
    skills: ['FortiGate basics', 'Firewall policies', 'Monitoring', 'Security profiles'],
    link: search('Fortinet Certified Associate Cybersecurity'),
  },
  {
    id: 3305,
    title: 'FortiGate Administrator',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Fortinet course on deploying, configuring and troubleshooting FortiGate firewalls in enterprise networks.',
    skills: ['FortiGate', 'Firewall policies', 'SSL inspection', 'VPNs', 'SD-WAN basics'],
    link: search('FortiGate Administrator'),
  },
  {
    id: 3306,
    title: 'Fortinet Certified Professional (FCP) in Network Security',
    provider,
    category: 'Network Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification on securing networks with FortiGate and related Fortinet Security Fabric products.',
    skills: ['FortiGate', 'FortiManager', 'FortiAnalyzer', 'Network security operations'],
    link: search('Fortinet Certified Professional Network Security'),
  },
  {
    id: 3307,
    title: 'Fortinet Certified Professional (FCP) in Security Operations',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification on security operations with FortiAnalyzer, FortiSIEM and FortiSOAR.',
    skills: ['FortiAnalyzer', 'FortiSIEM', 'Log analysis', 'Incident response'],
    link: search('Fortinet Certified Professional Security Operations'),
  },
  {
    id: 3308,
    title: 'Fortinet Certified Professional (FCP) in Public Cloud Security',
    provider,
    category: 'Cloud Security',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Professional certification on deploying Fortinet security solutions in public cloud environments.',
    skills: ['Cloud network security', 'FortiGate VM', 'AWS and Azure integration', 'Cloud firewalls'],
    link: search('Fortinet Certified Professional Public Cloud Security'),
  },
  {
    id: 3309,
    title: 'Fortinet Certified Solution Specialist (FCSS) in Network Security',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced certification on designing, administering and troubleshooting enterprise network security with Fortinet.',
    skills: ['Enterprise firewall design', 'SD-WAN', 'Advanced routing', 'Troubleshooting'],
    link: search('Fortinet Certified Solution Specialist Network Security'),
  },
  {
    id: 3310,
    title: 'Fortinet Certified Solution Specialist (FCSS) in SASE',
    provider,
    category: 'Cloud Security',
    level: 'Advanced',
    price: 'Paid',
    description: 'Advanced certification on secure access service edge architectures built with FortiSASE.',
    skills: ['SASE', 'FortiSASE', 'Secure web gateway', 'Zero trust network access'],
    link: search('Fortinet Certified Solution Specialist SASE'),
  },
  {
    id: 3311,
    title: 'Fortinet Certified Expert (FCX) in Cybersecurity',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'The top Fortinet certification, with a written exam and a practical lab on designing and troubleshooting Fortinet solutions.',
    skills: ['Security Fabric design', 'Advanced troubleshooting', 'Network security architecture'],
    link: search('Fortinet Certified Expert'),
  },
];
