import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'UiPath';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 5100,
    title: 'Automation Explorer',
    provider,
    category: 'Automation & RPA',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free UiPath Academy learning plan introducing automation, RPA and the UiPath platform to newcomers.',
    skills: ['RPA concepts', 'UiPath platform', 'Automation opportunities', 'UiPath Studio basics'],
    link: search('Automation Explorer'),
  },
  {
    id: 5101,
    title: 'Automation Developer Associate Training',
    provider,
    category: 'Automation & RPA',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free UiPath Academy learning plan on building automations in UiPath Studio, from variables to UI automation.',
    skills: ['UiPath Studio', 'Variables and arguments', 'UI automation', 'Excel automation', 'Debugging'],
    link: search('Automation Developer Associate Training'),
  },
  {
    id: 5102,
    title: 'UiPath Certified Professional Automation Developer Associate',
    provider,
    category: 'Automation & RPA',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'UiPath certification on building and deploying basic automations with UiPath Studio and Orchestrator.',
    skills: ['UiPath Studio', 'Orchestrator', 'Selectors', 'Error handling', 'Data manipulation'],
    link: search('UiPath Certified Professional Automation Developer Associate'),
  },
  {
    id: 5103,
    title: 'UiPath Certified Professional Automation Developer Professional',
    provider,
    category: 'Automation & RPA',
    level: 'Advanced',
    price: 'Paid',
    description:
      'UiPath certification on designing and developing complex automations with the REFramework and best practices.',
    skills: ['REFramework', 'Orchestrator queues', 'Exception handling', 'Integration'],
    link: search('UiPath Certified Professional Automation Developer Professional'),
  },
  {
    id: 5104,
    title: 'UiPath Certified Professional Automation Business Analyst Associate',
    provider,
    category: 'Automation & RPA',
    level: 'Intermediate',
    price: 'Paid',
    description: 'UiPath certification on identifying, assessing and documenting processes for automation.',
    skills: ['Process analysis', 'Process documentation', 'Automation assessment', 'Requirements gathering'],
    link: search('UiPath Certified Professional Automation Business Analyst Associate'),
  },
  {
    id: 5105,
    title: 'UiPath Certified Professional Automation Solution Architect Professional',
    provider,
    category: 'Automation & RPA',
    level: 'Advanced',
    price: 'Paid',
    description: 'UiPath certification on designing enterprise automation solutions and infrastructure.',
    skills: ['Solution architecture', 'Infrastructure design', 'Governance', 'Scalability'],
    link: search('UiPath Certified Professional Automation Solution Architect Professional'),
  },
  {
    id: 5106,
    title: 'UiPath Certified Professional Test Automation Engineer Professional',
    provider,
    category: 'Automation & RPA',
    level: 'Advanced',
    price: 'Paid',
    description: 'UiPath certification on designing and running automated tests with UiPath Test Suite.',
    skills: ['Test automation', 'UiPath Test Suite', 'Test Manager', 'Data-driven testing'],
    link: search('UiPath Certified Professional Test Automation Engineer Professional'),
  },
];
