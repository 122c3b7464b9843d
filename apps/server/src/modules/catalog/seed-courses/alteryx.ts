import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Alteryx';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5000,
    title: 'Alteryx Foundational Micro-Credential',
    provider,
    category: 'Data Analytics',
    level: 'Beginner',
    price: 'Free',
    description: 'Free Alteryx exam that confirms basic knowledge of building workflows in Alteryx Designer.',
    skills: ['Alteryx Designer', 'Workflows', 'Data input and output', 'Basic data preparation'],
    link: search('Alteryx Foundational Micro-Credential'),
  },
  {
    id: 5001,
    title: 'Alteryx Designer Core Certification',
    provider,
    category: 'Data Analytics',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Alteryx certification exam on preparing, blending and analysing data with Alteryx Designer workflows.',
    skills: ['Data preparation', 'Data blending', 'Joins and unions', 'Formulas', 'Reporting tools'],
    link: search('Alteryx Designer Core Certification'),
  },
  {
    id: 5002,
    title: 'Alteryx Designer Advanced Certification',
    provider,
    category: 'Data Analytics',
    level: 'Advanced',
    price: 'Free',
    description:
      'Free Alteryx certification exam on advanced Designer skills such as macros, iterative workflows and spatial tools.',
    skills: ['Macros', 'Iterative workflows', 'Spatial analytics', 'Advanced parsing'],
    link: search('Alteryx Designer Advanced Certification'),
  },
  {
    id: 5003,
    title: 'Alteryx Designer Expert Certification',
    provider,
    category: 'Data Analytics',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Alteryx expert certification that tests solving complex business problems with Alteryx Designer.',
    skills: ['Complex workflow design', 'Advanced macros', 'Optimization', 'Problem solving'],
    link: search('Alteryx Designer Expert Certification'),
  },
  {
    id: 5004,
    title: 'Alteryx Machine Learning Fundamentals Micro-Credential',
    provider,
    category: 'Machine Learning',
    level: 'Beginner',
    price: 'Free',
    description: 'Free Alteryx exam on machine learning concepts and building predictive models in Alteryx.',
    skills: [
      'Machine learning concepts',
      'Predictive modeling',
      'Model evaluation',
      'Alteryx Machine Learning',
    ],
    link: search('Alteryx Machine Learning Fundamentals Micro-Credential'),
  },
];
