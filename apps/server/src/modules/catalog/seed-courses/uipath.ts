import type { SeedCourse } from '@app/core/course';

const provider = 'UiPath';

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
    link: 'https://academy.uipath.com/learning-plans/automation-explorer',
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
    link: 'https://academy.uipath.com/learning-plans/automation-developer-associate-training',
  },
];
