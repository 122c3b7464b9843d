import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Snowflake';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 2700,
    title: 'SnowPro Associate: Platform Certification',
    provider,
    category: 'Data Engineering',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level Snowflake certification on the basics of the Snowflake AI Data Cloud and its core features.',
    skills: ['Snowflake architecture', 'Data loading', 'Account and security basics', 'Snowsight'],
    link: search('SnowPro Associate Platform'),
  },
  {
    // Facts confirmed at https://learn.snowflake.com/courses/course-v1:snowflake+CERT-SPC-GUIDE+B/about
    // (exam COF-C02, $175, 115 minutes).
    id: 2701,
    title: 'SnowPro Core Certification',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: '$175 exam',
    description:
      'Foundational Snowflake certification on architecture, account access and security, performance, data loading and data protection.',
    skills: [
      'Snowflake architecture',
      'Virtual warehouses',
      'Data loading and unloading',
      'Access control',
      'Data sharing',
    ],
    duration: '115-minute exam',
    link: search('SnowPro Core Certification'),
    examCode: 'COF-C02',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2702,
    title: 'SnowPro Advanced: Architect',
    provider,
    category: 'Cloud Architecture',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on designing end-to-end data architectures and data sharing solutions.',
    skills: [
      'Solution architecture',
      'Data modeling',
      'Data sharing',
      'Performance optimization',
      'Security',
    ],
    link: search('SnowPro Advanced Architect'),
  },
  {
    id: 2703,
    title: 'SnowPro Advanced: Data Engineer',
    provider,
    category: 'Data Engineering',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on ingesting, transforming and optimizing data pipelines in Snowflake.',
    skills: ['Data pipelines', 'Snowpipe', 'Streams and tasks', 'Performance tuning', 'Snowpark'],
    link: search('SnowPro Advanced Data Engineer'),
  },
  {
    // Facts confirmed at https://learn.snowflake.com/courses/course-v1:snowflake+CERT-ADMIN-GUIDE+A/about
    // (exam ADA-C01, $375, 115 minutes).
    id: 2704,
    title: 'SnowPro Advanced: Administrator',
    provider,
    category: 'Databases',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on account administration, security, resource monitoring and data governance.',
    skills: ['Account management', 'Role-based access control', 'Resource monitors', 'Data governance'],
    link: search('SnowPro Advanced Administrator'),
    duration: '115-minute exam',
    examCode: 'ADA-C01',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 2705,
    title: 'SnowPro Advanced: Data Analyst',
    provider,
    category: 'Data Analytics',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on preparing, analysing and presenting data with Snowflake SQL.',
    skills: ['SQL analysis', 'Data preparation', 'Data visualization', 'Window functions'],
    link: search('SnowPro Advanced Data Analyst'),
  },
  {
    id: 2706,
    title: 'SnowPro Advanced: Data Scientist',
    provider,
    category: 'Data Science',
    level: 'Advanced',
    price: '$375 exam',
    description:
      'Advanced Snowflake certification on data science and machine learning workloads in Snowflake.',
    skills: ['Feature engineering', 'Model training', 'Snowpark ML', 'Model deployment'],
    link: search('SnowPro Advanced Data Scientist'),
  },
  {
    id: 2707,
    title: 'Hands-On Essentials: Data Warehousing Workshop',
    provider,
    category: 'Data Engineering',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Snowflake workshop with a badge on warehouses, databases, loading data and querying in Snowflake.',
    skills: ['Snowflake basics', 'Data loading', 'SQL', 'Warehouses'],
    link: search('Hands-On Essentials Data Warehousing Workshop'),
  },
  {
    id: 2708,
    title: 'Hands-On Essentials: Data Lake Workshop',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free self-paced Snowflake workshop with a badge on querying semi-structured and external data in stages.',
    skills: ['External stages', 'Semi-structured data', 'Geospatial data', 'Materialized views'],
    link: search('Hands-On Essentials Data Lake Workshop'),
  },
  {
    id: 2709,
    title: 'Hands-On Essentials: Data Engineering Workshop',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free self-paced Snowflake workshop with a badge on building automated data pipelines with Snowpipe, streams and tasks.',
    skills: ['Snowpipe', 'Streams', 'Tasks', 'Data pipelines'],
    link: search('Hands-On Essentials Data Engineering Workshop'),
  },
  {
    id: 2710,
    title: 'Hands-On Essentials: Data Application Builders Workshop',
    provider,
    category: 'Software Development',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free self-paced Snowflake workshop with a badge on building data apps with Streamlit and Snowflake.',
    skills: ['Streamlit', 'Python', 'Snowflake', 'Data applications'],
    link: search('Hands-On Essentials Data Application Builders Workshop'),
  },
];
