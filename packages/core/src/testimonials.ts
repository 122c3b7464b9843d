/** A testimonial on the home page (spec: name, content, rating 5, avatar). */
export interface Testimonial {
  name: string;
  /** Role shown under the name. */
  role: string;
  content: string;
  rating: 5;
  /** Initials drawn as the avatar. */
  avatar: string;
}

/**
 * The home page's three testimonials. They are fixed, illustrative content: the page labels them
 * as sample testimonials.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Johnson',
    role: 'Cloud Engineer',
    content:
      'I compared the AWS and Google Cloud certification paths side by side, picked one, and passed my associate exam three months later.',
    rating: 5,
    avatar: 'SJ',
  },
  {
    name: 'Michael Chen',
    role: 'Data Analyst',
    content:
      'Searching by skill instead of by vendor showed me free courses I would never have found on my own. The career chat pointed me to the right starting point.',
    rating: 5,
    avatar: 'MC',
  },
  {
    name: 'Emily Rodriguez',
    role: 'Security Analyst',
    content:
      'Having Cisco, CompTIA and Palo Alto Networks courses in one catalogue made it easy to plan my move from IT support into cybersecurity.',
    rating: 5,
    avatar: 'ER',
  },
];
