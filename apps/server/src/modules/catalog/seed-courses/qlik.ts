import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Qlik';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 4900,
    title: 'Qlik Sense Business Analyst Certification',
    provider,
    category: 'Business Intelligence',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Qlik certification on designing and building Qlik Sense apps, visualizations and analytics for business users.',
    skills: ['Qlik Sense', 'App design', 'Visualizations', 'Set analysis'],
    link: search('Qlik Sense Business Analyst Certification'),
  },
  {
    id: 4901,
    title: 'Qlik Sense Data Architect Certification',
    provider,
    category: 'Data Engineering',
    level: 'Advanced',
    price: 'Paid',
    description: 'Qlik certification on data modeling, load scripting and data transformation in Qlik Sense.',
    skills: ['Data modeling', 'Load scripts', 'Data transformation', 'Associative engine'],
    link: search('Qlik Sense Data Architect Certification'),
  },
  {
    id: 4902,
    title: 'Qlik Sense System Administrator Certification',
    provider,
    category: 'Business Intelligence',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Qlik certification on installing, configuring, securing and maintaining Qlik Sense Enterprise deployments.',
    skills: ['Qlik Sense Enterprise', 'Security rules', 'Deployment', 'Monitoring'],
    link: search('Qlik Sense System Administrator Certification'),
  },
  {
    id: 4903,
    title: 'Qlik Sense Business Analyst Qualification',
    provider,
    category: 'Business Intelligence',
    level: 'Beginner',
    price: 'Free',
    description:
      'Qlik qualification exam that confirms foundational skills in building and analysing Qlik Sense apps.',
    skills: ['Qlik Sense basics', 'Visualizations', 'Data exploration'],
    link: search('Qlik Sense Business Analyst Qualification'),
  },
  {
    id: 4904,
    title: 'Qlik Sense Data Architect Qualification',
    provider,
    category: 'Data Engineering',
    level: 'Beginner',
    price: 'Free',
    description:
      'Qlik qualification exam that confirms foundational skills in loading and modeling data in Qlik Sense.',
    skills: ['Data loading', 'Data modeling basics', 'Load scripts'],
    link: search('Qlik Sense Data Architect Qualification'),
  },
];
