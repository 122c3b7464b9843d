import type { SeedCourse } from '@app/core/course';

const provider = 'Elastic';

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
    link: 'https://www.elastic.co/training/elastic-certified-engineer-exam',
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
    link: 'https://www.elastic.co/training/elastic-certified-analyst-exam',
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
    link: 'https://www.elastic.co/training/elastic-certified-observability-engineer',
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
    link: 'https://www.elastic.co/training/elasticsearch-engineer',
  },
];
