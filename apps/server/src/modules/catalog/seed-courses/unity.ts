import type { SeedCourse } from '@app/core/course';

const provider = 'Unity';
const pathway = (slug: string) => `https://learn.unity.com/pathway/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 4500,
    title: 'Unity Essentials',
    provider,
    category: 'Game Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Unity Learn pathway for complete beginners on the Unity Editor, 3D and 2D basics, audio and publishing.',
    skills: ['Unity Editor', 'Scenes and GameObjects', 'Lighting and materials', 'Publishing builds'],
    link: pathway('unity-essentials'),
  },
  {
    id: 4501,
    title: 'Junior Programmer',
    provider,
    category: 'Game Development',
    level: 'Beginner',
    price: 'Free',
    description: 'Free Unity Learn pathway on C# scripting in Unity through a series of small game projects.',
    skills: ['C#', 'Unity scripting', 'Physics', 'User input', 'Object-oriented programming'],
    link: pathway('junior-programmer'),
  },
  {
    id: 4502,
    title: 'Creative Core',
    provider,
    category: 'Game Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Unity Learn pathway on visual effects, lighting, animation, audio and UI for real-time 3D creators.',
    skills: ['Lighting', 'Materials', 'Animation', 'VFX', 'UI'],
    link: 'https://learn.unity.com/pathway/creative-core',
  },
  {
    id: 4503,
    title: 'VR Development',
    provider,
    category: 'Game Development',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Unity Learn pathway on building virtual reality experiences with the XR Interaction Toolkit.',
    skills: ['Virtual reality', 'XR Interaction Toolkit', 'Locomotion', 'Interaction design'],
    link: pathway('vr-development'),
  },
  {
    id: 4504,
    title: 'Unity Certified User: Programmer',
    provider,
    category: 'Game Development',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Unity certification on C# scripting basics and the Unity Editor for aspiring game programmers.',
    skills: ['C# scripting', 'Unity Editor', 'Debugging', 'Game objects'],
    link: 'https://unity.com/products/unity-certifications/user-programmer',
  },
  {
    id: 4507,
    title: 'Unity Certified Associate: Game Developer',
    provider,
    category: 'Game Development',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Unity certification on the core skills needed to build games across art, programming and project management.',
    skills: ['Game design', 'C# scripting', 'Animation', 'UI', 'Asset management'],
    link: 'https://unity.com/products/unity-certifications/associate-game-developer',
  },
  {
    id: 4508,
    title: 'Unity Certified Professional: Programmer',
    provider,
    category: 'Game Development',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional Unity certification for programmers on architecture, debugging, optimization and platform features.',
    skills: ['Code architecture', 'Performance optimization', 'Debugging', 'Unity APIs'],
    link: 'https://unity.com/products/unity-certifications/professional-programmer',
  },
];
