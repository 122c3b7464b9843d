import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Adobe';
const search = (title: string) => catalogueSearchLink(provider, title);

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
    link: search('Adobe Certified Professional Photoshop'),
    duration: '50-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2001,
    title: 'Adobe Certified Professional in Graphic Design & Illustration using Adobe Illustrator',
    provider,
    category: 'Design & Creative',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Adobe certification on creating vector artwork, logos and illustrations in Illustrator.',
    skills: ['Adobe Illustrator', 'Vector graphics', 'Typography', 'Logo design'],
    link: search('Adobe Certified Professional Illustrator'),
  },
  {
    id: 2002,
    title: 'Adobe Certified Professional in Print & Digital Media Publication using Adobe InDesign',
    provider,
    category: 'Design & Creative',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Adobe certification on laying out multi-page print and digital publications in InDesign.',
    skills: ['Adobe InDesign', 'Page layout', 'Typography', 'Print production'],
    link: search('Adobe Certified Professional InDesign'),
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
    link: search('Adobe Certified Professional Premiere Pro'),
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
    link: search('Adobe Certified Professional After Effects'),
    duration: '50-minute exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2005,
    title: 'Adobe Certified Professional in Web Authoring using Adobe Dreamweaver',
    provider,
    category: 'Web Development',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Adobe certification on building and publishing standards-based web pages in Dreamweaver.',
    skills: ['Adobe Dreamweaver', 'HTML', 'CSS', 'Web publishing'],
    link: search('Adobe Certified Professional Dreamweaver'),
  },
  {
    id: 2006,
    title: 'Adobe Certified Professional in Interactive Media using Adobe Animate',
    provider,
    category: 'Video & Animation',
    level: 'Beginner',
    price: 'Paid',
    description: 'Entry-level Adobe certification on creating interactive animations and media in Animate.',
    skills: ['Adobe Animate', '2D animation', 'Interactivity', 'Publishing'],
    link: search('Adobe Certified Professional Animate'),
  },
  {
    id: 2007,
    title: 'Adobe Experience Manager Sites Developer Expert',
    provider,
    category: 'Web Development',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Adobe Experience Cloud certification for developers who build and deploy websites and components on Adobe Experience Manager Sites.',
    skills: ['Adobe Experience Manager', 'Component development', 'Sling and JCR', 'Cloud Manager'],
    link: search('Adobe Experience Manager Sites Developer Expert'),
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
    link: search('Adobe Commerce Developer Professional'),
    duration: '154-minute exam',
    examCode: 'AD0-E717',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2009,
    title: 'Adobe Analytics Business Practitioner Professional',
    provider,
    category: 'Marketing',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Adobe Experience Cloud certification on analysing digital marketing data, building segments and reporting with Adobe Analytics.',
    skills: ['Adobe Analytics', 'Analysis Workspace', 'Segmentation', 'Marketing reporting'],
    link: search('Adobe Analytics Business Practitioner Professional'),
  },
];
