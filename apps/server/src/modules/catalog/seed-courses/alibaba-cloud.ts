import type { SeedCourse } from '@app/core/course';

const provider = 'Alibaba Cloud';

export const courses: SeedCourse[] = [
  {
    id: 5602,
    title: 'Alibaba Cloud Certified Associate (ACA) - Cloud Security',
    provider,
    category: 'Cloud Security',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Alibaba Cloud associate certification on cloud security basics and Alibaba Cloud security products.',
    skills: ['Cloud security concepts', 'Anti-DDoS', 'Web Application Firewall', 'Security Center'],
    link: 'https://edu.alibabacloud.com/certification/aca_cloudsecurity',
  },
];
