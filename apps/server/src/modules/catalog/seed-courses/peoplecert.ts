import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'PeopleCert';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 6100,
    title: 'ITIL 4 Foundation',
    provider,
    category: 'IT Service Management',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level ITIL certification on the service value system, guiding principles and key ITIL practices.',
    skills: ['Service value system', 'Guiding principles', 'ITIL practices', 'Service value chain'],
    duration: '60-minute exam',
    link: search('ITIL 4 Foundation'),
  },
  {
    id: 6101,
    title: 'ITIL 4 Specialist: Create, Deliver and Support',
    provider,
    category: 'IT Service Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ITIL module on integrating value streams and practices to create, deliver and support IT-enabled services.',
    skills: ['Value streams', 'Service delivery', 'Team organization', 'Workflow optimization'],
    link: search('ITIL 4 Specialist Create Deliver and Support'),
  },
  {
    id: 6102,
    title: 'ITIL 4 Specialist: Drive Stakeholder Value',
    provider,
    category: 'IT Service Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ITIL module on customer journeys, engagement and building service relationships with stakeholders.',
    skills: ['Customer journey', 'Stakeholder engagement', 'Service relationships', 'Service design'],
    link: search('ITIL 4 Specialist Drive Stakeholder Value'),
  },
  {
    id: 6103,
    title: 'ITIL 4 Specialist: High-velocity IT',
    provider,
    category: 'IT Service Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'ITIL module on delivering digital products and services fast, drawing on Agile, Lean and DevOps.',
    skills: ['Digital products', 'DevOps', 'Lean', 'Agile', 'Site reliability'],
    link: search('ITIL 4 Specialist High-velocity IT'),
  },
  {
    id: 6104,
    title: 'ITIL 4 Strategist: Direct, Plan and Improve',
    provider,
    category: 'IT Service Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ITIL module on direction, planning, continual improvement and organizational change management.',
    skills: ['Continual improvement', 'Governance', 'Measurement', 'Organizational change'],
    link: search('ITIL 4 Strategist Direct Plan and Improve'),
  },
  {
    id: 6105,
    title: 'ITIL 4 Managing Professional',
    provider,
    category: 'IT Service Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'ITIL designation awarded after completing the Create, Deliver and Support, Drive Stakeholder Value, High-velocity IT and Direct, Plan and Improve modules.',
    skills: ['Service management', 'Value streams', 'Stakeholder management', 'Continual improvement'],
    link: search('ITIL 4 Managing Professional'),
  },
  {
    id: 6106,
    title: 'PRINCE2 Foundation',
    provider,
    category: 'Project Management',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level PRINCE2 certification on the principles, practices and processes of the PRINCE2 method.',
    skills: ['PRINCE2 principles', 'PRINCE2 practices', 'PRINCE2 processes', 'Project governance'],
    link: search('PRINCE2 Foundation'),
  },
  {
    id: 6107,
    title: 'PRINCE2 Practitioner',
    provider,
    category: 'Project Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'PRINCE2 certification on applying and tailoring the PRINCE2 method to real project scenarios.',
    skills: ['Tailoring PRINCE2', 'Business case', 'Risk and issue management', 'Project controls'],
    link: search('PRINCE2 Practitioner'),
  },
  {
    id: 6108,
    title: 'PRINCE2 Agile Foundation',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Certification on combining PRINCE2 governance with agile delivery approaches such as Scrum and Kanban.',
    skills: ['PRINCE2 Agile', 'Agile delivery', 'Tailoring', 'Agile governance'],
    link: search('PRINCE2 Agile Foundation'),
  },
  {
    id: 6109,
    title: 'MSP Foundation',
    provider,
    category: 'Project Management',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level certification on Managing Successful Programmes principles, themes and processes.',
    skills: [
      'Programme management',
      'Benefits realization',
      'Programme governance',
      'Stakeholder engagement',
    ],
    link: search('MSP Foundation'),
  },
  {
    id: 6110,
    title: 'DevOps Fundamentals',
    provider,
    category: 'DevOps',
    level: 'Beginner',
    price: 'Paid',
    description:
      'PeopleCert certification on DevOps principles, culture, practices and the business value of DevOps.',
    skills: ['DevOps principles', 'Continuous delivery', 'DevOps culture', 'Automation'],
    link: search('PeopleCert DevOps Fundamentals'),
  },
];
