import type { SeedCourse } from '@app/core/course';

const provider = 'MongoDB';

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
    link: 'https://learn.mongodb.com/pages/mongodb-associate-developer-exam',
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
    link: 'https://learn.mongodb.com/pages/mongodb-associate-database-administrator-exam',
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
    link: 'https://learn.mongodb.com/learning-paths/introduction-to-mongodb',
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
    link: 'https://learn.mongodb.com/learning-paths/mongodb-python-developer-path',
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
    link: 'https://learn.mongodb.com/learning-paths/mongodb-nodejs-developer-path',
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
    link: 'https://learn.mongodb.com/learning-paths/mongodb-java-developer-path',
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
    link: 'https://learn.mongodb.com/learning-paths/data-modeling-for-mongodb',
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
    link: 'https://learn.mongodb.com/courses/mongodb-aggregation',
  },
];
