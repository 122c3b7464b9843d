import type { SeedCourse } from '@app/core/course';

const provider = 'Snowflake';

export const courses: SeedCourse[] = [
  {
    // Facts confirmed at https://learn.snowflake.com/courses/course-v1:snowflake+CERT-SPC-GUIDE+B/about
    // (exam COF-C02, $175, 115 minutes).
    id: 2701,
    title: 'SnowPro Core Certification',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: '$175 exam',
    description:
      'Foundational Snowflake certification on architecture, account access and security, performance, data loading and data protection.',
    skills: [
      'Snowflake architecture',
      'Virtual warehouses',
      'Data loading and unloading',
      'Access control',
      'Data sharing',
    ],
    duration: '115-minute exam',
    link: 'https://learn.snowflake.com/courses/course-v1:snowflake+CERT-SPC-GUIDE+B/about',
    examCode: 'COF-C02',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Facts confirmed at https://learn.snowflake.com/courses/course-v1:snowflake+CERT-ADMIN-GUIDE+A/about
    // (exam ADA-C01, $375, 115 minutes).
    id: 2704,
    title: 'SnowPro Advanced: Administrator',
    provider,
    category: 'Databases',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on account administration, security, resource monitoring and data governance.',
    skills: ['Account management', 'Role-based access control', 'Resource monitors', 'Data governance'],
    link: 'https://learn.snowflake.com/courses/course-v1:snowflake+CERT-ADMIN-GUIDE+A/about',
    duration: '115-minute exam',
    examCode: 'ADA-C01',
    factsConfirmedOn: '2026-11-26',
  },
];
