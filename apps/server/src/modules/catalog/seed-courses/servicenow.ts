import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'ServiceNow';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 2500,
    title: 'ServiceNow Certified System Administrator (CSA)',
    provider,
    category: 'IT Service Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ServiceNow certification on configuring, administering and maintaining the Now Platform, including forms, lists, users and data.',
    skills: [
      'Now Platform administration',
      'User and group management',
      'Forms and lists',
      'Data import',
      'Flow Designer',
    ],
    link: search('Certified System Administrator'),
  },
  {
    id: 2501,
    title: 'ServiceNow Certified Application Developer (CAD)',
    provider,
    category: 'Low-Code Development',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ServiceNow certification on designing and building custom applications on the Now Platform.',
    skills: [
      'App Engine Studio',
      'Scripting',
      'Tables and data model',
      'Application security',
      'Flow Designer',
    ],
    link: search('Certified Application Developer'),
  },
  {
    id: 2502,
    title: 'ServiceNow Certified Implementation Specialist - IT Service Management',
    provider,
    category: 'IT Service Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing incident, problem, change, request and knowledge management.',
    skills: [
      'Incident management',
      'Problem management',
      'Change management',
      'Service catalog',
      'Knowledge management',
    ],
    link: search('Certified Implementation Specialist IT Service Management'),
  },
  {
    id: 2503,
    title: 'ServiceNow Certified Implementation Specialist - HR Service Delivery',
    provider,
    category: 'Business Applications',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing HR case management, employee service center and lifecycle events.',
    skills: ['HR Service Delivery', 'Case management', 'Employee Center', 'Lifecycle events'],
    link: search('Certified Implementation Specialist HR Service Delivery'),
  },
  {
    id: 2504,
    title: 'ServiceNow Certified Implementation Specialist - Customer Service Management',
    provider,
    category: 'Customer Service',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing customer service case management, portals and service workflows.',
    skills: ['Customer Service Management', 'Case management', 'Customer portal', 'Omnichannel'],
    link: search('Certified Implementation Specialist Customer Service Management'),
  },
  {
    id: 2505,
    title: 'ServiceNow Certified Implementation Specialist - Security Incident Response',
    provider,
    category: 'Security Operations',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing Security Incident Response to manage and automate security incidents.',
    skills: ['Security Incident Response', 'Playbooks', 'Threat intelligence', 'Security operations'],
    link: search('Certified Implementation Specialist Security Incident Response'),
  },
  {
    id: 2506,
    title: 'ServiceNow Certified Implementation Specialist - Vulnerability Response',
    provider,
    category: 'Cybersecurity',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing Vulnerability Response to prioritize and remediate vulnerabilities.',
    skills: [
      'Vulnerability management',
      'Scanner integrations',
      'Remediation workflows',
      'Risk prioritization',
    ],
    link: search('Certified Implementation Specialist Vulnerability Response'),
  },
  {
    id: 2507,
    title: 'ServiceNow Certified Implementation Specialist - Discovery',
    provider,
    category: 'IT Service Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on configuring Discovery to populate the CMDB with infrastructure and applications.',
    skills: ['ServiceNow Discovery', 'CMDB', 'MID Server', 'Patterns'],
    link: search('Certified Implementation Specialist Discovery'),
  },
  {
    id: 2508,
    title: 'ServiceNow Certified Implementation Specialist - Risk and Compliance',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification on implementing integrated risk management, policy and compliance workflows.',
    skills: ['Integrated risk management', 'Policy and compliance', 'Controls testing', 'Risk assessment'],
    link: search('Certified Implementation Specialist Risk and Compliance'),
  },
  {
    id: 2509,
    title: 'ServiceNow Certified Technical Architect (CTA)',
    provider,
    category: 'Cloud Architecture',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ServiceNow certification for architects who design technical solutions and governance for Now Platform deployments.',
    skills: ['Platform architecture', 'Instance strategy', 'Integration design', 'Governance'],
    link: search('Certified Technical Architect'),
  },
  {
    // Facts confirmed at https://nowlearning.servicenow.com/lxp/en/expert-programs/certified-master-architect-cma-faqs?id=kb_article_view&sysparm_article=KB0011011
    // (programme fee USD 17,000; 22 weeks).
    id: 2510,
    title: 'ServiceNow Certified Master Architect (CMA)',
    provider,
    category: 'Cloud Architecture',
    level: 'Advanced',
    price: '$17,000 programme',
    description:
      'The top ServiceNow credential for architects who lead enterprise-wide Now Platform strategy and complex multi-product deployments.',
    skills: ['Enterprise architecture', 'Platform strategy', 'Business value', 'Technical leadership'],
    link: search('Certified Master Architect'),
    duration: '22-week programme',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2511,
    title: 'ServiceNow Fundamentals',
    provider,
    category: 'IT Service Management',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free on-demand ServiceNow course on navigating the platform, managing users and data, and configuring core features.',
    skills: ['Platform navigation', 'User administration', 'Lists and forms', 'Reporting basics'],
    link: search('ServiceNow Fundamentals'),
  },
  {
    id: 2512,
    title: 'Welcome to ServiceNow',
    provider,
    category: 'IT Service Management',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free short introduction to ServiceNow, the Now Platform and how organizations use it for digital workflows.',
    skills: ['Now Platform concepts', 'Digital workflows', 'ServiceNow products'],
    link: search('Welcome to ServiceNow'),
  },
];
