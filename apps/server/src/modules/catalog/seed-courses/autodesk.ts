import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Autodesk';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 4600,
    title: 'Autodesk Certified User: AutoCAD',
    provider,
    category: '3D & CAD',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Autodesk certification on creating and editing 2D drawings, annotations and layouts in AutoCAD.',
    skills: ['AutoCAD', '2D drafting', 'Layers', 'Annotation', 'Layouts'],
    link: search('Autodesk Certified User AutoCAD'),
  },
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
    link: search('Autodesk Certified Professional AutoCAD for Design and Drafting'),
  },
  {
    id: 4602,
    title: 'Autodesk Certified User: Revit',
    provider,
    category: 'AEC & BIM',
    level: 'Beginner',
    price: 'Paid',
    description: 'Entry-level Autodesk certification on building information modeling basics in Revit.',
    skills: ['Revit', 'BIM basics', 'Walls, doors and windows', 'Views and sheets'],
    link: search('Autodesk Certified User Revit'),
  },
  {
    id: 4603,
    title: 'Autodesk Certified Professional in Revit for Architectural Design',
    provider,
    category: 'AEC & BIM',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Autodesk certification on architectural modeling, documentation and collaboration in Revit.',
    skills: ['Architectural modeling', 'Families', 'Documentation', 'Worksharing'],
    link: search('Autodesk Certified Professional Revit for Architectural Design'),
  },
  {
    id: 4604,
    title: 'Autodesk Certified Professional in Revit for Structural Design',
    provider,
    category: 'AEC & BIM',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Autodesk certification on structural modeling, analysis models and documentation in Revit.',
    skills: ['Structural modeling', 'Reinforcement', 'Analytical models', 'Structural documentation'],
    link: search('Autodesk Certified Professional Revit for Structural Design'),
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
    link: search('Autodesk Certified Professional Civil 3D for Infrastructure Design'),
  },
  {
    id: 4606,
    title: 'Autodesk Certified Professional in Inventor for Mechanical Design',
    provider,
    category: '3D & CAD',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Autodesk certification on parametric part and assembly modeling and drawings in Inventor.',
    skills: ['Parametric modeling', 'Assemblies', 'Sheet metal', 'Drawings'],
    link: search('Autodesk Certified Professional Inventor for Mechanical Design'),
  },
  {
    id: 4607,
    title: 'Autodesk Certified User: Fusion 360',
    provider,
    category: '3D & CAD',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Autodesk certification on sketching, 3D modeling and basic manufacturing workflows in Fusion.',
    skills: ['Fusion', 'Sketching', 'Solid modeling', 'Assemblies', 'CAM basics'],
    link: search('Autodesk Certified User Fusion 360'),
  },
  {
    id: 4608,
    title: 'Autodesk Certified User: Maya',
    provider,
    category: 'Video & Animation',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Autodesk certification on modeling, texturing, animation and rendering in Maya.',
    skills: ['Maya', '3D modeling', 'Animation', 'Rendering'],
    link: search('Autodesk Certified User Maya'),
  },
  {
    id: 4609,
    title: 'Autodesk Certified User: 3ds Max',
    provider,
    category: '3D & CAD',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Autodesk certification on modeling, materials, lighting and rendering in 3ds Max.',
    skills: ['3ds Max', '3D modeling', 'Materials', 'Lighting and rendering'],
    link: search('Autodesk Certified User 3ds Max'),
  },
];
