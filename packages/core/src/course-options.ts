/**
 * The catalogue's option lists, free of zod so that importing them stays cheap for the web app.
 * `course.ts` re-exports them.
 */

/** Course levels, in the order the Level dropdown offers them after 'All Levels'. */
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof LEVELS)[number];

/** Price filter options after 'All Prices'. */
export const PRICE_FILTERS = ['Free', 'Paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/**
 * Course categories, in the order the Category dropdown offers them after 'All Categories'.
 * Every catalogue course uses one of these names exactly.
 */
export const CATEGORIES = [
  'Cloud Computing',
  'Cloud Architecture',
  'Cloud Security',
  'Cybersecurity',
  'Network Security',
  'Security Operations',
  'Ethical Hacking',
  'Identity & Access Management',
  'Governance, Risk & Compliance',
  'IT Audit',
  'Privacy',
  'Networking',
  'Wireless Networking',
  'Data Center',
  'Virtualization',
  'Storage & Data Protection',
  'Containers & Kubernetes',
  'Infrastructure as Code',
  'DevOps',
  'Observability & Monitoring',
  'Linux & Open Source',
  'Operating Systems',
  'IT Support',
  'IT Service Management',
  'Data Science',
  'Data Analytics',
  'Data Engineering',
  'Data Visualization',
  'Databases',
  'Big Data',
  'Business Intelligence',
  'Artificial Intelligence',
  'Machine Learning',
  'Deep Learning',
  'Generative AI',
  'Natural Language Processing',
  'Software Development',
  'Web Development',
  'Mobile Development',
  'Programming',
  'Game Development',
  'Developer Tools',
  'API & Integration',
  'Low-Code Development',
  'Automation & RPA',
  'High Performance Computing',
  'Hardware & IoT',
  'CRM',
  'ERP',
  'Business Applications',
  'Sales',
  'Marketing',
  'Digital Advertising',
  'Social Media',
  'E-commerce',
  'Customer Service',
  'Project Management',
  'Agile & Scrum',
  'Productivity & Collaboration',
  'Design & Creative',
  'UX Design',
  'Video & Animation',
  '3D & CAD',
  'AEC & BIM',
  'Career Development',
] as const;
export type CourseCategory = (typeof CATEGORIES)[number];

/** Most courses one page of `GET /api/courses` may hold. */
export const COURSE_PAGE_MAX = 60;
/** Page size when the request names none. */
export const COURSE_PAGE_DEFAULT = 24;
/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 200;
