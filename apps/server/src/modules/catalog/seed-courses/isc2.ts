import type { SeedCourse } from '@app/core/course';

const provider = 'ISC2';
const cert = (slug: string) => `https://www.isc2.org/certifications/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 3500,
    title: 'Certified in Cybersecurity (CC)',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Entry-level ISC2 certification on security principles, access control, network security and security operations; official online training and the exam have been offered free.',
    skills: [
      'Security principles',
      'Business continuity',
      'Access controls',
      'Network security',
      'Security operations',
    ],
    link: cert('cc'),
  },
  {
    id: 3501,
    title: 'Certified Information Systems Security Professional (CISSP)',
    provider,
    category: 'Cybersecurity',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Globally recognised certification for experienced security practitioners, managers and executives across eight security domains.',
    skills: [
      'Security and risk management',
      'Asset security',
      'Security architecture',
      'Identity and access management',
      'Security operations',
    ],
    link: cert('cissp'),
  },
  {
    id: 3502,
    title: 'Certified Cloud Security Professional (CCSP)',
    provider,
    category: 'Cloud Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced certification on cloud security architecture, design, operations and service orchestration.',
    skills: [
      'Cloud architecture',
      'Cloud data security',
      'Cloud application security',
      'Legal and compliance',
    ],
    link: cert('ccsp'),
  },
  {
    id: 3503,
    title: 'Systems Security Certified Practitioner (SSCP)',
    provider,
    category: 'Cybersecurity',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Certification for hands-on practitioners who implement, monitor and administer IT infrastructure security.',
    skills: [
      'Security operations',
      'Access controls',
      'Risk identification',
      'Incident response',
      'Cryptography',
    ],
    link: cert('sscp'),
  },
  {
    id: 3504,
    title: 'Certified Secure Software Lifecycle Professional (CSSLP)',
    provider,
    category: 'Software Development',
    level: 'Advanced',
    price: 'Paid',
    description: 'Certification on building security into every phase of the software development lifecycle.',
    skills: ['Secure software design', 'Secure coding', 'Security testing', 'Software supply chain'],
    link: cert('csslp'),
  },
  {
    id: 3505,
    title: 'Certified in Governance, Risk and Compliance (CGRC)',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Certification on authorizing and maintaining information systems with risk management frameworks such as NIST RMF.',
    skills: ['Risk management framework', 'Security controls', 'Authorization', 'Continuous monitoring'],
    link: cert('cgrc'),
  },
  {
    id: 3506,
    title: 'Information Systems Security Architecture Professional (ISSAP)',
    provider,
    category: 'Cybersecurity',
    level: 'Advanced',
    price: 'Paid',
    description: 'CISSP concentration on designing security architectures and infrastructure.',
    skills: [
      'Security architecture',
      'Infrastructure security',
      'Identity architecture',
      'Architecture for governance',
    ],
    link: cert('issap'),
  },
  {
    id: 3507,
    title: 'Information Systems Security Management Professional (ISSMP)',
    provider,
    category: 'Governance, Risk & Compliance',
    level: 'Advanced',
    price: 'Paid',
    description: 'CISSP concentration on leading and managing enterprise information security programs.',
    skills: ['Security leadership', 'Security program management', 'Risk management', 'Incident management'],
    link: cert('issmp'),
  },
];
