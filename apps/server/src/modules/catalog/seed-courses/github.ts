import type { SeedCourse } from '@app/core/course';

const provider = 'GitHub';
const skill = (slug: string) => `https://github.com/skills/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 4100,
    title: 'GitHub Foundations Certification',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Paid',
    description:
      'GitHub certification on Git and GitHub basics: repositories, collaboration, pull requests and project management.',
    skills: ['Git', 'Repositories', 'Pull requests', 'GitHub Issues', 'GitHub Projects'],
    link: 'https://learn.microsoft.com/en-us/credentials/certifications/github-foundations/',
  },
  {
    id: 4101,
    title: 'GitHub Actions Certification',
    provider,
    category: 'DevOps',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'GitHub certification on authoring workflows, using and creating actions, and managing GitHub Actions in an enterprise.',
    skills: ['GitHub Actions', 'Workflow syntax', 'CI/CD', 'Custom actions', 'Runners'],
    link: 'https://learn.microsoft.com/en-us/credentials/certifications/github-actions/',
  },
  {
    id: 4102,
    title: 'GitHub Advanced Security Certification',
    provider,
    category: 'Cybersecurity',
    level: 'Advanced',
    price: 'Paid',
    description:
      'GitHub certification on code scanning, secret scanning and supply chain security with GitHub Advanced Security.',
    skills: ['Code scanning', 'CodeQL', 'Secret scanning', 'Dependabot', 'Supply chain security'],
    link: 'https://learn.microsoft.com/en-us/credentials/certifications/github-advanced-security/',
  },
  {
    id: 4103,
    title: 'GitHub Administration Certification',
    provider,
    category: 'Developer Tools',
    level: 'Advanced',
    price: 'Paid',
    description:
      'GitHub certification on managing GitHub organizations and enterprises, access, security and compliance.',
    skills: [
      'Enterprise administration',
      'Access management',
      'Organization policies',
      'Audit and compliance',
    ],
    link: 'https://learn.microsoft.com/en-us/credentials/certifications/github-administration/',
  },
  {
    id: 4104,
    title: 'GitHub Copilot Certification',
    provider,
    category: 'Generative AI',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'GitHub certification on using GitHub Copilot responsibly and effectively across the development workflow.',
    skills: ['GitHub Copilot', 'Prompt crafting', 'Responsible AI', 'Copilot features'],
    link: 'https://learn.microsoft.com/en-us/credentials/certifications/github-copilot/',
  },
  {
    id: 4105,
    title: 'Introduction to GitHub',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on creating a branch, committing a file, opening a pull request and merging it.',
    skills: ['Branches', 'Commits', 'Pull requests', 'Merging'],
    duration: 'Under 1 hour',
    link: skill('introduction-to-github'),
  },
  {
    id: 4106,
    title: 'Communicate using Markdown',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on writing headings, lists, links, images and code blocks in Markdown.',
    skills: ['Markdown', 'Documentation', 'GitHub Flavored Markdown'],
    link: skill('communicate-using-markdown'),
  },
  {
    id: 4107,
    title: 'GitHub Pages',
    provider,
    category: 'Web Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on publishing a website or blog straight from a GitHub repository.',
    skills: ['GitHub Pages', 'Jekyll', 'Static sites', 'Markdown'],
    link: skill('github-pages'),
  },
  {
    id: 4108,
    title: 'Review pull requests',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on reviewing pull requests, leaving comments and suggesting changes.',
    skills: ['Code review', 'Pull requests', 'Suggested changes', 'Collaboration'],
    link: skill('review-pull-requests'),
  },
  {
    id: 4109,
    title: 'Resolve merge conflicts',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on why merge conflicts happen and how to resolve them.',
    skills: ['Git merge', 'Merge conflicts', 'Branches', 'Pull requests'],
    link: skill('resolve-merge-conflicts'),
  },
  {
    id: 4110,
    title: 'Hello GitHub Actions',
    provider,
    category: 'DevOps',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on creating and running a first GitHub Actions workflow.',
    skills: ['GitHub Actions', 'Workflow files', 'YAML', 'Automation'],
    link: skill('hello-github-actions'),
  },
  {
    id: 4111,
    title: 'Getting Started with GitHub Copilot',
    provider,
    category: 'Generative AI',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on using GitHub Copilot code suggestions and chat in an editor.',
    skills: ['GitHub Copilot', 'AI pair programming', 'Copilot Chat', 'Visual Studio Code'],
    link: skill('getting-started-with-github-copilot'),
  },
  {
    id: 4112,
    title: 'Code with Codespaces',
    provider,
    category: 'Developer Tools',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on developing in a cloud-hosted GitHub Codespace and customizing it with dev containers.',
    skills: ['GitHub Codespaces', 'Dev containers', 'Cloud development environments'],
    link: skill('code-with-codespaces'),
  },
  {
    id: 4113,
    title: 'Introduction to CodeQL',
    provider,
    category: 'Cybersecurity',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free interactive GitHub Skills course on enabling CodeQL code scanning and fixing the vulnerabilities it finds.',
    skills: ['CodeQL', 'Code scanning', 'Static analysis', 'Vulnerability remediation'],
    link: skill('introduction-to-codeql'),
  },
];
