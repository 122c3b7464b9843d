import type { SeedCourse } from '@app/core/course';

const provider = 'ServiceNow';

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
    link: 'https://www.servicenow.com/services/training-and-certification/certified-system-administrator.html',
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
    link: 'https://www.servicenow.com/services/training-and-certification/certified-application-developer.html',
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
    link: 'https://nowlearning.servicenow.com/lxp/en/credentials?id=kb_article_view&sys_kb_id=4c33ab6f4712a910123f3975d36d43ed',
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
    link: 'https://nowlearning.servicenow.com/lxp?id=kb_article_view&sys_kb_id=4aee11eb97b161548934b67e6253afaa',
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
    link: 'https://nowlearning.servicenow.com/lxp?id=kb_article_view&sysparm_article=KB0011529',
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
    link: 'https://nowlearning.servicenow.com/lxp?id=kb_article_view&sysparm_article=KB0011559',
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
    link: 'https://nowlearning.servicenow.com/lxp/en/credentials?id=kb_article_view&sys_kb_id=9d8123169769ad107f7070871153afcd',
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
    link: 'https://nowlearning.servicenow.com/lxp/en/expert-programs/certified-technical-architect-cta-annual-maintenance-exam?id=kb_article_view&sysparm_article=KB0012219',
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
    link: 'https://nowlearning.servicenow.com/lxp/en/expert-programs/certified-master-architect-cma-faqs?id=kb_article_view&sysparm_article=KB0011011',
    duration: '22-week programme',
    factsConfirmedOn: '2026-11-26',
  },
];
