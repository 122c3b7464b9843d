import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Elastic';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 3900,
    title: 'Elastic Certified Engineer',
    provider,
    category: 'Databases',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Performance-based Elastic certification on deploying, configuring and managing Elasticsearch clusters and data.',
    skills: [
      'Elasticsearch',
      'Index management',
      'Mappings and analyzers',
      'Cluster management',
      'Search queries',
    ],
    link: search('Elastic Certified Engineer'),
  },
  {
    id: 3901,
    title: 'Elastic Certified Analyst',
    provider,
    category: 'Data Analytics',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Performance-based Elastic certification on analysing and visualizing data in Kibana.',
    skills: ['Kibana', 'Discover', 'Visualizations', 'Dashboards', 'KQL'],
    link: search('Elastic Certified Analyst'),
  },
  {
    id: 3902,
    title: 'Elastic Certified Observability Engineer',
    provider,
    category: 'Observability & Monitoring',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Performance-based Elastic certification on collecting, analysing and alerting on logs, metrics and traces.',
    skills: ['Elastic Observability', 'Elastic Agent', 'APM', 'Alerting'],
    link: search('Elastic Certified Observability Engineer'),
  },
  {
    id: 3903,
    title: 'Elasticsearch Engineer',
    provider,
    category: 'Databases',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Elastic training course on indexing, searching, aggregating and scaling data in Elasticsearch.',
    skills: ['Elasticsearch', 'Data modeling', 'Aggregations', 'Cluster scaling'],
    link: search('Elasticsearch Engineer'),
  },
  {
    id: 3904,
    title: 'Data Analysis with Kibana',
    provider,
    category: 'Data Visualization',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Elastic training course on exploring data and building visualizations and dashboards in Kibana.',
    skills: ['Kibana', 'Data exploration', 'Visualizations', 'Dashboards'],
    link: search('Data Analysis with Kibana'),
  },
  {
    id: 3905,
    title: 'Elastic Observability Engineer',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Elastic training course on monitoring applications and infrastructure with Elastic Observability.',
    skills: ['Logs and metrics', 'APM', 'Uptime monitoring', 'Alerting'],
    link: search('Elastic Observability Engineer'),
  },
  {
    id: 3906,
    title: 'Elastic Security for SIEM',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Elastic training course on detecting and investigating threats with the Elastic Security SIEM.',
    skills: ['SIEM', 'Detection rules', 'Threat hunting', 'Case management'],
    link: search('Elastic Security for SIEM'),
  },
];
