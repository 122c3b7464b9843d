import type { SeedCourse } from '@app/core/course';

const provider = 'PMI';
const cert = (slug: string) => `https://www.pmi.org/certifications/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 5800,
    title: 'Project Management Professional (PMP)',
    provider,
    category: 'Project Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'PMI certification for experienced project managers covering people, process and business environment across predictive, agile and hybrid approaches.',
    skills: [
      'Project planning',
      'Stakeholder management',
      'Agile and hybrid delivery',
      'Risk management',
      'Team leadership',
    ],
    link: cert('project-management-pmp'),
  },
  {
    id: 5801,
    title: 'Certified Associate in Project Management (CAPM)',
    provider,
    category: 'Project Management',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level PMI certification on project management fundamentals, predictive and agile methods and business analysis.',
    skills: [
      'Project management fundamentals',
      'Predictive planning',
      'Agile frameworks',
      'Business analysis basics',
    ],
    link: cert('certified-associate-capm'),
  },
  {
    id: 5802,
    title: 'PMI Agile Certified Practitioner (PMI-ACP)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'PMI certification on agile principles and practices across Scrum, Kanban, Lean, XP and other approaches.',
    skills: ['Agile principles', 'Scrum', 'Kanban', 'Lean', 'Adaptive planning'],
    link: cert('agile-acp'),
  },
  {
    id: 5803,
    title: 'Program Management Professional (PgMP)',
    provider,
    category: 'Project Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'PMI certification for program managers who coordinate multiple related projects toward strategic objectives.',
    skills: ['Program strategy', 'Benefits management', 'Stakeholder engagement', 'Program governance'],
    link: 'https://www.pmi.org/certifications/program-management-pgmp',
  },
  {
    id: 5804,
    title: 'Portfolio Management Professional (PfMP)',
    provider,
    category: 'Project Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'PMI certification for portfolio managers who align portfolios of projects and programs with organizational strategy.',
    skills: ['Portfolio strategy', 'Portfolio governance', 'Capacity planning', 'Risk management'],
    link: 'https://www.pmi.org/certifications/portfolio-management-pfmp',
  },
  {
    id: 5805,
    title: 'PMI Risk Management Professional (PMI-RMP)',
    provider,
    category: 'Project Management',
    level: 'Advanced',
    price: 'Paid',
    description:
      'PMI certification on identifying, assessing and mitigating project risks and seizing opportunities.',
    skills: ['Risk identification', 'Risk analysis', 'Risk response', 'Risk monitoring'],
    link: 'https://www.pmi.org/certifications/risk-management-rmp',
  },
  {
    id: 5806,
    title: 'PMI Professional in Business Analysis (PMI-PBA)',
    provider,
    category: 'Business Applications',
    level: 'Advanced',
    price: 'Paid',
    description:
      'PMI certification on business analysis: needs assessment, requirements, traceability and solution evaluation.',
    skills: ['Needs assessment', 'Requirements elicitation', 'Traceability', 'Solution evaluation'],
    link: 'https://www.pmi.org/certifications/business-analysis-pba',
  },
  {
    id: 5808,
    title: 'Kickoff',
    provider,
    category: 'Project Management',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free short PMI course on project management basics for people who lead projects without formal training.',
    skills: ['Project basics', 'Planning', 'Team communication', 'Project tools'],
    link: 'https://www.pmi.org/kickoff',
  },
];
