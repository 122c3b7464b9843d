import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'Atlassian';
const search = (title: string) => catalogueSearchLink(provider, title);

export const courses: SeedCourse[] = [
  {
    id: 4000,
    title: 'Jira Fundamentals',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Atlassian University learning path on working with Jira issues, boards, filters and agile workflows.',
    skills: ['Jira issues', 'Scrum and Kanban boards', 'JQL filters', 'Workflows'],
    link: search('Jira Fundamentals'),
  },
  {
    id: 4001,
    title: 'Jira Administration for Cloud (ACP-120)',
    provider,
    category: 'Productivity & Collaboration',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Atlassian Certified Professional exam on administering Jira Cloud sites, projects, permissions and workflows.',
    skills: ['Jira administration', 'Permission schemes', 'Workflows', 'Automation rules', 'User management'],
    link: search('ACP-120 Jira Administration for Cloud'),
  },
  {
    id: 4002,
    title: 'Managing Jira Projects for Cloud (ACP-620)',
    provider,
    category: 'Project Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Atlassian Certified Professional exam on configuring and managing company-managed projects in Jira Cloud.',
    skills: ['Project configuration', 'Boards', 'Issue types and fields', 'Project permissions'],
    link: search('ACP-620 Managing Jira Projects for Cloud'),
  },
  {
    id: 4003,
    title: 'Jira Administrator (ACP-100)',
    provider,
    category: 'Productivity & Collaboration',
    level: 'Advanced',
    price: 'Paid',
    description: 'Atlassian Certified Professional exam on administering self-managed Jira instances.',
    skills: ['Jira Server administration', 'Schemes', 'User directories', 'System configuration'],
    link: search('ACP-100 Jira Administrator'),
  },
  {
    id: 4004,
    title: 'Atlassian Agile Project Management Professional Certificate',
    provider,
    category: 'Agile & Scrum',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Atlassian program on agile principles, Scrum and Kanban, and running agile projects in Jira.',
    skills: ['Agile principles', 'Scrum', 'Kanban', 'Jira', 'Team collaboration'],
    link: search('Agile Project Management Professional Certificate'),
  },
];
