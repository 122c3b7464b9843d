import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'MongoDB';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 2800,
    title: 'MongoDB Associate Developer Exam',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: '$150 exam',
    description:
      'MongoDB certification for developers on CRUD operations, indexes, data modeling, aggregation and drivers in a chosen language.',
    skills: ['CRUD operations', 'Indexes', 'Aggregation', 'Data modeling', 'MongoDB drivers'],
    link: search('MongoDB Associate Developer'),
  },
  {
    id: 2801,
    title: 'MongoDB Associate Database Administrator Exam',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: '$150 exam',
    description:
      'MongoDB certification for administrators on deployment, replication, sharding, security, backup and performance.',
    skills: ['Replication', 'Sharding', 'Security', 'Backup and recovery', 'Performance'],
    link: search('MongoDB Associate Database Administrator'),
  },
  {
    id: 2802,
    title: 'Introduction to MongoDB',
    provider,
    category: 'Databases',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free MongoDB University course on the document model, MongoDB Atlas, CRUD operations, indexes and aggregation.',
    skills: ['Document model', 'MongoDB Atlas', 'CRUD operations', 'Indexes', 'Aggregation'],
    link: search('Introduction to MongoDB'),
  },
  {
    id: 2803,
    title: 'MongoDB Python Developer Path',
    provider,
    category: 'Programming',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free MongoDB University learning path on building Python applications with MongoDB and PyMongo.',
    skills: ['Python', 'PyMongo', 'CRUD operations', 'Aggregation', 'Data modeling'],
    link: search('MongoDB Python Developer Path'),
  },
  {
    id: 2804,
    title: 'MongoDB Node.js Developer Path',
    provider,
    category: 'Web Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free MongoDB University learning path on building Node.js applications with the MongoDB Node.js driver.',
    skills: ['Node.js', 'MongoDB Node.js driver', 'CRUD operations', 'Transactions'],
    link: search('MongoDB Node.js Developer Path'),
  },
  {
    id: 2805,
    title: 'MongoDB Java Developer Path',
    provider,
    category: 'Programming',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free MongoDB University learning path on building Java applications with the MongoDB Java driver.',
    skills: ['Java', 'MongoDB Java driver', 'CRUD operations', 'Aggregation'],
    link: search('MongoDB Java Developer Path'),
  },
  {
    id: 2806,
    title: 'MongoDB C# Developer Path',
    provider,
    category: 'Programming',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free MongoDB University learning path on building .NET applications with the MongoDB C# driver.',
    skills: ['C#', '.NET', 'MongoDB C# driver', 'CRUD operations'],
    link: search('MongoDB C# Developer Path'),
  },
  {
    id: 2807,
    title: 'Data Modeling for MongoDB',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free MongoDB University learning path on designing document schemas, relationships and schema patterns.',
    skills: ['Schema design', 'Embedding and referencing', 'Schema patterns', 'Schema validation'],
    link: search('Data Modeling for MongoDB'),
  },
  {
    id: 2808,
    title: 'MongoDB Aggregation',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free MongoDB University course on building aggregation pipelines to transform and analyse data.',
    skills: ['Aggregation pipeline', '$match and $group', '$lookup', 'Data transformation'],
    link: search('MongoDB Aggregation'),
  },
];
