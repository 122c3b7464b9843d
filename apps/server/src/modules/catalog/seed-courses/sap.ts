import type { SeedCourse } from '@app/core/course';

const provider = 'SAP';

export const courses: SeedCourse[] = [
  {
    id: 2402,
    title: 'SAP Certified Associate - Integration Developer',
    provider,
    category: 'API & Integration',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'SAP certification on building integrations with SAP Integration Suite, including Cloud Integration and API Management.',
    skills: ['SAP Integration Suite', 'Cloud Integration', 'API Management', 'Integration flows'],
    link: 'https://learning.sap.com/certifications/sap-certified-associate-integration-developer',
  },
];
