import type { SeedCourse } from '@app/core/course';

const provider = 'Nutanix';

export const courses: SeedCourse[] = [
  {
    id: 5401,
    title: 'Nutanix Certified Associate (NCA)',
    provider,
    category: 'Virtualization',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Nutanix certification on the Nutanix Cloud Platform, AHV and basic cluster operations.',
    skills: ['Nutanix Cloud Platform', 'AHV', 'Prism Element', 'Virtual machine management'],
    link: 'https://www.nutanix.com/support-services/training-certification/certifications/certification-details-nutanix-certified-associate-v6-10',
  },
];
