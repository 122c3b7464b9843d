import type { SeedCourse } from '@app/core/course';

const provider = 'ISACA';
const credential = (slug: string) => `https://www.isaca.org/credentialing/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 3600,
    title: 'Certified Information Systems Auditor (CISA)',
    provider,
    category: 'IT Audit',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ISACA certification for IS audit, control and assurance professionals on auditing processes, governance and protection of information assets.',
    skills: [
      'IS auditing',
      'IT governance',
      'Systems acquisition and development',
      'IT operations',
      'Information asset protection',
    ],
    link: credential('cisa'),
  },
  {
    id: 3601,
    title: 'Certified Information Security Manager (CISM)',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ISACA certification for managers of enterprise information security programs, governance and incident management.',
    skills: [
      'Information security governance',
      'Risk management',
      'Security program development',
      'Incident management',
    ],
    link: credential('cism'),
  },
  {
    id: 3602,
    title: 'Certified in Risk and Information Systems Control (CRISC)',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ISACA certification on identifying, assessing, responding to and monitoring IT risk and designing controls.',
    skills: ['IT risk identification', 'Risk assessment', 'Risk response', 'Control monitoring'],
    link: credential('crisc'),
  },
  {
    id: 3603,
    title: 'Certified in the Governance of Enterprise IT (CGEIT)',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ISACA certification on governance of enterprise IT, benefits realization, resource optimization and IT risk.',
    skills: ['IT governance', 'IT strategy', 'Benefits realization', 'Resource optimization'],
    link: credential('cgeit'),
  },
  {
    id: 3604,
    title: 'Certified Data Privacy Solutions Engineer (CDPSE)',
    provider,
    category: 'Privacy',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ISACA certification on building privacy into technology, including privacy governance, architecture and data lifecycle.',
    skills: ['Privacy by design', 'Privacy governance', 'Data lifecycle', 'Privacy architecture'],
    link: credential('cdpse'),
  },
  {
    id: 3605,
    title: 'Certified Cybersecurity Operations Analyst (CCOA)',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ISACA certification on the technical skills to detect, analyse and respond to cyber threats.',
    skills: ['Threat detection', 'Incident response', 'Network security', 'Security monitoring'],
    link: 'https://www.isaca.org/credentialing/ccoa',
  },
  {
    id: 3606,
    title: 'COBIT Foundation',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Beginner',
    price: 'Paid',
    description:
      'ISACA certificate on the COBIT framework for the governance and management of enterprise information and technology.',
    skills: ['COBIT framework', 'Governance principles', 'Governance system components', 'Design factors'],
    link: credential('cobit-foundation'),
  },
];
