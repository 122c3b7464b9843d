/**
 * Site navigation shared by the header, the mobile menu and the footer, so that a link
 * renamed or moved changes everywhere at once.
 */
export interface NavItem {
  label: string;
  to: string;
  /** One short line shown under the label in menus that have room for it. */
  description?: string;
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** Top-level links a signed-out visitor sees, in header order. */
export const visitorNavItems: readonly NavItem[] = [
  { label: 'Career Paths', to: '/career-paths' },
  { label: 'About', to: '/about' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Companies', to: '/providers' },
];

/**
 * Top-level links a signed-in user sees. The Courses menu sits between Dashboard and
 * Career Paths; Admin is added after these for admins only.
 */
export const memberNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Career Paths', to: '/career-paths' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Companies', to: '/providers' },
];

export const adminNavItem: NavItem = { label: 'Admin', to: '/admin' };

export const courseMenuItems: readonly NavItem[] = [
  { label: 'Tech Companies', to: '/courses', description: 'Certification courses from technology companies' },
  { label: 'Universities', to: '/university-courses', description: 'Courses and degrees from universities' },
];

export const aiToolItems: readonly NavItem[] = [
  {
    label: 'AI Career Advisor',
    to: '/career-advisor',
    description: 'Career paths and courses matched to your profile',
  },
  { label: 'AI Learning Prep', to: '/prep', description: 'Study notes and practice quizzes for a course' },
  {
    label: 'Degree Recommendations',
    to: '/degree-recommendation',
    description: 'Degrees that fit your interests and strengths',
  },
  { label: 'CV Builder', to: '/cv-builder', description: 'A professional CV from your details' },
  { label: 'Cover Letter', to: '/cover-letter', description: 'A cover letter tailored to the job' },
  {
    label: 'Skill-Gap Planner',
    to: '/plan',
    description: 'How ready you are for a job, and the courses that close the gap',
  },
];

/** Features announced but not open yet; menus show each with a 'Soon' tag. */
export const comingSoonItems: readonly NavItem[] = [
  { label: 'Community', to: '/community' },
  { label: 'Mentors', to: '/mentors' },
  { label: 'Rewards', to: '/student-card' },
];

export const contactNavItem: NavItem = { label: 'Contact Us', to: '/help' };

export const signInItem: NavItem = { label: 'Sign In', to: '/auth' };
export const signUpItem: NavItem = { label: 'Get Started', to: '/auth#signup' };

export const footerGroups: readonly NavGroup[] = [
  {
    title: 'Platform',
    items: [
      { label: 'Tech Company Courses', to: '/courses' },
      { label: 'University Courses', to: '/university-courses' },
      { label: 'Companies', to: '/providers' },
      { label: 'Career Paths', to: '/career-paths' },
      { label: 'Jobs', to: '/jobs' },
      { label: 'AI Career Advisor', to: '/career-advisor' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Support',
    items: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Support', to: '/help#contact-support' },
      { label: 'Blog', to: '/blog' },
      { label: 'Community', to: '/community' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms and Conditions', to: '/terms' },
    ],
  },
];
