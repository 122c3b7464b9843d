import type { SeedCourse } from '@app/core/course';

const provider = 'GitLab';

export const courses: SeedCourse[] = [
  {
    // Fee confirmed at https://university.gitlab.com/courses/gitlab-with-git-essentials-certification-exam
    // ('Pricing: $150 USD per exam registration').
    id: 4200,
    title: 'GitLab Certified Git Associate',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: '$150 exam',
    description:
      'GitLab certification on Git fundamentals and using GitLab for source code management and collaboration.',
    skills: ['Git', 'Merge requests', 'Branching strategies', 'GitLab projects'],
    link: 'https://university.gitlab.com/courses/gitlab-with-git-essentials-certification-exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Fee confirmed at https://university.gitlab.com/courses/gitlab-ci-cd-certification-exam
    // ('Pricing: $150 USD per exam registration').
    id: 4201,
    title: 'GitLab Certified CI/CD Associate',
    provider,
    category: 'DevOps',
    level: 'Intermediate',
    price: '$150 exam',
    description:
      'GitLab certification on building, testing and deploying software with GitLab CI/CD pipelines.',
    skills: ['GitLab CI/CD', '.gitlab-ci.yml', 'Runners', 'Pipeline stages', 'Artifacts'],
    link: 'https://university.gitlab.com/courses/gitlab-ci-cd-certification-exam',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 4203,
    title: 'GitLab Certified Security Specialist',
    provider,
    category: 'Cybersecurity',
    level: 'Advanced',
    price: 'Paid',
    description:
      'GitLab certification on application security testing and vulnerability management in GitLab.',
    skills: ['SAST and DAST', 'Dependency scanning', 'Vulnerability management', 'Security policies'],
    link: 'https://about.gitlab.com/services/education/gitlab-security-specialist/',
  },
];
