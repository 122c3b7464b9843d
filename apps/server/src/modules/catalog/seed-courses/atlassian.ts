import type { SeedCourse } from '@app/core/course';

const provider = 'Atlassian';

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
    link: 'https://university.atlassian.com/student/path/815443-jira-fundamentals',
  },
  {
    // Facts confirmed at https://www.atlassian.com/university/certification/certifications/exam-acp-120
    // (exam ACP-120, USD $250, 180 minutes, up to 70 questions).
    id: 4001,
    title: 'Jira Administration for Cloud (ACP-120)',
    provider,
    category: 'Productivity & Collaboration',
    level: 'Intermediate',
    price: '$250 exam',
    description:
      'Atlassian Certified Professional exam on administering Jira Cloud sites, projects, permissions and workflows.',
    skills: ['Jira administration', 'Permission schemes', 'Workflows', 'Automation rules', 'User management'],
    link: 'https://community.atlassian.com/learning/certifications/jira-administration-for-cloud',
    duration: '180-minute exam',
    examCode: 'ACP-120',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Facts confirmed at https://community.atlassian.com/learning/course/managing-jira-projects-for-cloud-certification-prep-resources/lesson/overview
    // (exam time 180 minutes, up to 70 questions).
    id: 4002,
    title: 'Managing Jira Projects for Cloud (ACP-620)',
    provider,
    category: 'Project Management',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Atlassian Certified Professional exam on configuring and managing company-managed projects in Jira Cloud.',
    skills: ['Project configuration', 'Boards', 'Issue types and fields', 'Project permissions'],
    link: 'https://community.atlassian.com/learning/certifications/managing-jira-projects-for-cloud',
    duration: '180-minute exam',
    examCode: 'ACP-620',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Facts confirmed at https://www.atlassian.com/nl/university/certification/certifications/exam-acp-100
    // (exam ACP-100, USD $250 + tax, 180 minutes).
    id: 4003,
    title: 'Jira Administrator (ACP-100)',
    provider,
    category: 'Productivity & Collaboration',
    level: 'Advanced',
    price: '$250 exam',
    description: 'Atlassian Certified Professional exam on administering self-managed Jira instances.',
    skills: ['Jira Server administration', 'Schemes', 'User directories', 'System configuration'],
    link: 'https://www.atlassian.com/university/certification/certifications/exam-acp-100',
    duration: '180-minute exam',
    examCode: 'ACP-100',
    factsConfirmedOn: '2026-11-26',
  },
];
