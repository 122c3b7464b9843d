import type { SeedCourse } from '@app/core/course';

const provider = 'PeopleCert';

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
    link: 'https://www.peoplecert.org/browse-certifications/it-governance-and-service-management/ITIL-1/itil-4-foundation-2565',
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
    link: 'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-2/PRINCE2-7-foundation-3579',
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
    link: 'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-2/PRINCE2-7-practitioner-3581',
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
    link: 'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-Agile-28/prince2-agile-foundation-4074',
  },
];
