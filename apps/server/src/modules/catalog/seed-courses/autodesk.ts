import type { SeedCourse } from '@app/core/course';

const provider = 'Autodesk';

export const courses: SeedCourse[] = [
  {
    id: 4601,
    title: 'Autodesk Certified Professional in AutoCAD for Design and Drafting',
    provider,
    category: '3D & CAD',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Autodesk certification on advanced AutoCAD drafting, blocks, references and drawing management.',
    skills: ['Advanced drafting', 'Blocks and attributes', 'External references', 'Drawing standards'],
    link: 'https://www.autodesk.com/certification/all-certifications/autocad-design-drafting-professional',
  },
  {
    id: 4605,
    title: 'Autodesk Certified Professional in Civil 3D for Infrastructure Design',
    provider,
    category: 'AEC & BIM',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Autodesk certification on surfaces, alignments, corridors and grading in Civil 3D.',
    skills: ['Civil 3D', 'Surfaces', 'Alignments and profiles', 'Corridors', 'Grading'],
    link: 'https://www.autodesk.com/certification/all-certifications/civil-3d-infrastructure-design-professional',
  },
];
