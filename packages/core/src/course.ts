import { z } from 'zod';

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

export const courseSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  title: z.string().trim().min(1),
  provider: z.string().trim().min(1),
  providerLogo: z.string().optional(),
  category: z.string().trim().min(1),
  level: z.enum(LEVELS),
  price: z.string().trim().min(1),
  description: z.string().trim().min(1),
  skills: z.array(z.string().trim().min(1)),
  duration: z.string().trim().min(1).optional(),
  link: z.url({ protocol: /^https$/ }),
  image: z.string().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course shipped with the product: static courses have numeric ids. */
export type SeedCourse = Course & { id: number };

/** First number handed out to a duplicate id. */
export const FIRST_REASSIGNED_ID = 10000;

/**
 * Makes course ids unique. The first course with a given id keeps it; every later
 * course with an id already seen gets the next number from 10000 upward that no
 * course in the list uses. Returns a new array and never changes its input.
 */
export function assignUniqueIds<T extends { id: number | string }>(courses: readonly T[]): T[] {
  const used = new Set<number | string>(courses.map((c) => c.id));
  const seen = new Set<number | string>();
  let next = FIRST_REASSIGNED_ID;
  return courses.map((course) => {
    if (!seen.has(course.id)) {
      seen.add(course.id);
      return course;
    }
    while (used.has(next)) next++;
    const id = next;
    used.add(id);
    seen.add(id);
    return { ...course, id };
  });
}
