import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'PMI';
const search = (title: string) => catalogueSearchLink(provider, title);
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
    link: search('Program Management Professional PgMP'),
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
    link: search('Portfolio Management Professional PfMP'),
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
    link: search('PMI Risk Management Professional'),
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
    link: search('PMI Professional in Business Analysis'),
  },
  {
    id: 5807,
    title: 'Disciplined Agile Scrum Master (DASM)',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Paid',
    description:
      'PMI certification on agile and lean fundamentals and the Disciplined Agile toolkit for team leads.',
    skills: ['Disciplined Agile', 'Scrum', 'Kanban', 'Team facilitation'],
    link: search('Disciplined Agile Scrum Master'),
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
    link: search('PMI Kickoff'),
  },
  {
    id: 5809,
    title: 'Generative AI Overview for Project Managers',
    provider,
    category: 'Generative AI',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free short PMI course on what generative AI is and how project managers can use it responsibly.',
    skills: ['Generative AI basics', 'AI in project management', 'Responsible AI'],
    link: search('Generative AI Overview for Project Managers'),
  },
  {
    id: 5810,
    title: 'Talking to AI: Prompt Engineering for Project Managers',
    provider,
    category: 'Generative AI',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free short PMI course on writing effective prompts for generative AI tools in project work.',
    skills: ['Prompt engineering', 'Generative AI tools', 'Project communication'],
    link: search('Talking to AI: Prompt Engineering for Project Managers'),
  },
];
