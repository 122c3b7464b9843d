import type { SeedCourse } from '@app/core/course';

const provider = 'Scrum.org';
const assessment = (slug: string) => `https://www.scrum.org/assessments/${slug}`;

export const courses: SeedCourse[] = [
  {
    // Facts confirmed at https://www.scrum.org/professional-scrum-master-i-certification
    // ($200 USD per attempt, 60 minutes, 80 questions).
    id: 5900,
    title: 'Professional Scrum Master I (PSM I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: '$200 assessment',
    description:
      'Scrum.org assessment and certification on the Scrum framework, its accountabilities and the Scrum Master role.',
    skills: ['Scrum framework', 'Scrum Master accountability', 'Scrum events', 'Empiricism'],
    duration: '60-minute assessment',
    link: assessment('professional-scrum-master-i-certification'),
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 5901,
    title: 'Professional Scrum Master II (PSM II)',
    provider,
    category: 'Agile & Scrum',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Advanced Scrum.org certification on applying Scrum and the Scrum Master stances in complex situations.',
    skills: ['Coaching', 'Facilitation', 'Scrum Master stances', 'Organizational change'],
    link: 'https://www.scrum.org/assessments/professional-scrum-master-ii-certification',
  },
  {
    id: 5902,
    title: 'Professional Scrum Master III (PSM III)',
    provider,
    category: 'Agile & Scrum',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Distinguished-level Scrum.org certification for Scrum Masters with deep experience across many teams and contexts.',
    skills: ['Scaling Scrum', 'Organizational agility', 'Coaching', 'Complex problem solving'],
    link: 'https://www.scrum.org/assessments/professional-scrum-master-iii-certification',
  },
  {
    id: 5903,
    title: 'Professional Scrum Product Owner I (PSPO I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: '$200 assessment',
    description:
      'Scrum.org certification on the Product Owner accountability, maximizing value and managing the Product Backlog.',
    skills: ['Product Backlog management', 'Value maximization', 'Product Goal', 'Stakeholder management'],
    link: assessment('professional-scrum-product-owner-i-certification'),
  },
  {
    id: 5905,
    title: 'Professional Scrum Developer I (PSD I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum.org certification on building software in Scrum teams with modern engineering practices.',
    skills: [
      'Scrum for developers',
      'Test-driven development',
      'Continuous integration',
      'Definition of Done',
    ],
    link: 'https://www.scrum.org/assessments/professional-scrum-developer-certification',
  },
  {
    id: 5906,
    title: 'Professional Agile Leadership I (PAL I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum.org certification for managers and leaders on supporting agile teams and agile transformation.',
    skills: ['Agile leadership', 'Empowering teams', 'Agile culture', 'Organizational change'],
    link: 'https://www.scrum.org/assessments/professional-agile-leadership-certification',
  },
  {
    id: 5907,
    title: 'Professional Scrum with Kanban I (PSK I)',
    provider,
    category: 'Agile & Scrum',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Scrum.org certification on using Kanban practices and flow metrics within the Scrum framework.',
    skills: ['Kanban', 'Flow metrics', 'Work in progress limits', 'Scrum'],
    link: 'https://www.scrum.org/assessments/professional-scrum-with-kanban-certification',
  },
  {
    id: 5908,
    title: 'Scaled Professional Scrum (SPS)',
    provider,
    category: 'Agile & Scrum',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Scrum.org certification on scaling Scrum with the Nexus framework for multiple teams on one product.',
    skills: ['Nexus framework', 'Scaling Scrum', 'Integration', 'Cross-team dependencies'],
    link: 'https://www.scrum.org/assessments/scaled-professional-scrum-certification',
  },
  {
    id: 5910,
    title: 'Scrum Open Assessment',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Free',
    description: 'Free Scrum.org practice assessment for checking basic knowledge of the Scrum Guide.',
    skills: ['Scrum Guide', 'Scrum events', 'Scrum artifacts', 'Scrum accountabilities'],
    link: 'https://www.scrum.org/open-assessments/scrum-open',
  },
];
