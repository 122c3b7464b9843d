import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Tableau';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 4800,
    title: 'Tableau Free Training Videos',
    provider,
    category: 'Data Visualization',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free on-demand Tableau videos on connecting to data, building visualizations, calculations and dashboards.',
    skills: ['Tableau Desktop', 'Data connections', 'Calculations', 'Dashboards'],
    link: 'https://www.tableau.com/learn/training',
  },
  {
    // Duration confirmed at https://www.tableau.com/learn/certification/tableau-desktop-specialist-exam-guide
    // (60 minutes, 40 multiple-choice questions).
    id: 4801,
    title: 'Tableau Desktop Specialist',
    provider,
    category: 'Data Visualization',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Foundational Tableau certification on connecting to data, exploring it and building basic charts and dashboards.',
    skills: ['Tableau Desktop', 'Data connections', 'Charts', 'Filters', 'Dashboards'],
    link: search('Tableau Desktop Specialist'),
    duration: '60-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 4802,
    title: 'Tableau Certified Data Analyst',
    provider,
    category: 'Data Analytics',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Tableau certification on preparing data, analysing it and sharing insights with Tableau Desktop and Tableau Cloud.',
    skills: ['Data preparation', 'Calculated fields', 'Visual analytics', 'Dashboards', 'Tableau Prep'],
    link: search('Tableau Certified Data Analyst'),
  },
  {
    // Facts confirmed at https://www.tableau.com/learn/certification/tableau-server-certified-associate-exam-guide
    // (USD 250, 90 minutes including 3 minutes for the NDA).
    id: 4803,
    title: 'Tableau Server Certified Associate',
    provider,
    category: 'Business Intelligence',
    level: 'Intermediate',
    price: '$250 exam',
    description: 'Tableau certification on installing, configuring and administering Tableau Server.',
    skills: ['Tableau Server', 'Installation', 'Security and permissions', 'Server administration'],
    link: search('Tableau Server Certified Associate'),
    duration: '90-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 4804,
    title: 'Tableau Certified Consultant',
    provider,
    category: 'Business Intelligence',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Tableau certification for consultants on designing and delivering Tableau solutions for customers.',
    skills: ['Solution design', 'Advanced calculations', 'Performance optimization', 'Data modeling'],
    link: search('Tableau Certified Consultant'),
  },
  {
    id: 4805,
    title: 'Tableau Certified Architect',
    provider,
    category: 'Business Intelligence',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Tableau certification on designing scalable, secure enterprise deployments of Tableau Server and Tableau Cloud.',
    skills: ['Deployment architecture', 'High availability', 'Security', 'Migration'],
    link: search('Tableau Certified Architect'),
  },
  {
    id: 4806,
    title: 'Tableau Desktop I: Fundamentals',
    provider,
    category: 'Data Visualization',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Instructor-led Tableau course on building views, calculations, maps and dashboards in Tableau Desktop.',
    skills: ['Tableau Desktop', 'Visualizations', 'Calculations', 'Maps', 'Dashboards'],
    link: search('Tableau Desktop I: Fundamentals'),
  },
];
