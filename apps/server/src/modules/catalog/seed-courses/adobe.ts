import type { SeedCourse } from '@app/core/course';

const provider = 'Adobe';

export const courses: SeedCourse[] = [
  {
    // Facts confirmed at https://certifiedprofessional.adobe.com/photoshop
    id: 2000,
    title: 'Adobe Certified Professional in Visual Design using Adobe Photoshop',
    provider,
    category: 'Design & Creative',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Adobe certification on editing, compositing and preparing images for print and screen in Photoshop.',
    skills: ['Adobe Photoshop', 'Layers and masks', 'Image editing', 'Compositing', 'Exporting'],
    link: 'https://certifiedprofessional.adobe.com/photoshop',
    duration: '50-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2003,
    title: 'Adobe Certified Professional in Digital Video using Adobe Premiere Pro',
    provider,
    category: 'Video & Animation',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Adobe certification on editing, sequencing and exporting video projects in Premiere Pro.',
    skills: ['Adobe Premiere Pro', 'Video editing', 'Audio editing', 'Color correction', 'Exporting'],
    link: 'https://certifiedprofessional.adobe.com/premiere-pro',
  },
  {
    // Facts confirmed at https://certifiedprofessional.adobe.com/after-effects
    id: 2004,
    title: 'Adobe Certified Professional in Visual Effects & Motion Graphics using Adobe After Effects',
    provider,
    category: 'Video & Animation',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Adobe certification on creating motion graphics, animation and visual effects in After Effects.',
    skills: ['Adobe After Effects', 'Motion graphics', 'Keyframe animation', 'Visual effects'],
    link: 'https://certifiedprofessional.adobe.com/after-effects',
    duration: '50-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Facts confirmed at https://stage.experienceleague.adobe.com/en/docs/certification/program/technical-certifications/ac/ac-professional/ac-p-developer
    // (exam AD0-E717, 'Cost: $125 (global)', 154 minutes).
    id: 2008,
    title: 'Adobe Commerce Developer Professional',
    provider,
    category: 'E-commerce',
    level: 'Advanced',
    price: '$125 exam',
    description:
      'Adobe Experience Cloud certification for developers who customize and extend Adobe Commerce (Magento) storefronts.',
    skills: ['Adobe Commerce', 'Magento architecture', 'Module development', 'Catalog and checkout'],
    link: 'https://experienceleague.adobe.com/en/docs/certification/program/technical-certifications/ac/ac-professional/ac-p-developer',
    duration: '154-minute exam',
    examCode: 'AD0-E717',
    factsConfirmedOn: '2026-11-26',
  },
];
