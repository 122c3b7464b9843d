import type { SeedCourse } from '@app/core/course';

const provider = 'Tableau';

export const courses: SeedCourse[] = [
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
    link: 'https://www.tableau.com/learn/certification/desktop-specialist',
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
    link: 'https://www.tableau.com/learn/certification/certified-data-analyst',
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
    link: 'https://www.tableau.com/sv-se/learn/certification/tableau-server-certified-associate-exam-guide',
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
    link: 'https://www.tableau.com/learn/certification/tableau-certified-consultant-exam-guide',
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
    link: 'https://tableau.com/learn/certification/tableau-certified-architect-exam-guide',
  },
];
