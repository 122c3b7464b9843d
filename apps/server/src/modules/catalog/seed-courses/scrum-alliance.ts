import type { SeedCourse } from '@app/core/course';

const provider = 'Scrum Alliance';

export const courses: SeedCourse[] = [
  {
    id: 6000,
    title: 'Certified ScrumMaster (CSM)',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Scrum Alliance certification earned through a live course with a Certified Scrum Trainer and an online test.',
    skills: ['Scrum framework', 'ScrumMaster role', 'Facilitation', 'Servant leadership'],
    link: 'https://www.scrumalliance.org/get-certified/scrum-master-track/certified-scrummaster',
  },
  {
    id: 6001,
    title: 'Advanced Certified ScrumMaster (A-CSM)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum Alliance certification for practising ScrumMasters on coaching, facilitation and scaling.',
    skills: ['Agile coaching', 'Facilitation', 'Team dynamics', 'Scaling'],
    link: 'https://www.scrumalliance.org/get-certified/scrum-master-track/advanced-certified-scrummaster',
  },
  {
    id: 6002,
    title: 'Certified Scrum Professional – ScrumMaster (CSP-SM)',
    provider,
    category: 'Agile & Scrum',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced Scrum Alliance certification for experienced ScrumMasters leading change across organizations.',
    skills: ['Organizational coaching', 'Agile transformation', 'Systems thinking', 'Leadership'],
    link: 'https://www.scrumalliance.org/get-certified/scrum-master-track/certified-scrum-professional-scrummaster',
  },
  {
    id: 6003,
    title: 'Certified Scrum Product Owner (CSPO)',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Scrum Alliance certification earned through a live course on the Product Owner role and backlog management.',
    skills: ['Product ownership', 'Product backlog', 'Stakeholder management', 'Value delivery'],
    link: 'https://www.scrumalliance.org/get-certified/product-owner-track/certified-scrum-product-owner',
  },
  {
    id: 6004,
    title: 'Advanced Certified Scrum Product Owner (A-CSPO)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum Alliance certification for practising Product Owners on product strategy, discovery and stakeholders.',
    skills: ['Product strategy', 'Product discovery', 'Roadmapping', 'Stakeholder alignment'],
    link: 'https://www.scrumalliance.org/get-certified/product-owner-track/advanced-certified-scrum-product-owner',
  },
  {
    id: 6005,
    title: 'Certified Scrum Developer (CSD)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Scrum Alliance certification for developers on agile engineering practices in Scrum teams.',
    skills: ['Agile engineering', 'Test-driven development', 'Refactoring', 'Continuous integration'],
    link: 'https://www.scrumalliance.org/get-certified/developer-track/certified-scrum-developer',
  },
  {
    id: 6006,
    title: 'Certified Agile Leadership I (CAL I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum Alliance certification for leaders on agile mindset, leadership styles and building agile organizations.',
    skills: ['Agile leadership', 'Organizational design', 'Culture change', 'Leadership styles'],
    link: 'https://www.scrumalliance.org/get-certified/agile-leader/cal-1',
  },
];
