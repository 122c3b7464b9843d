/**
 * The student rewards card (spec, sections 3 and 9): points, tiers and partner rewards. The card
 * is not live yet; the page previews it at the starting state (Bronze, 0 points).
 */

/** Points needed for the first milestone shown on the progress bar. */
export const FIRST_MILESTONE_POINTS = 500;

export interface Tier {
  name: 'Bronze' | 'Silver' | 'Gold' | 'Platinum';
  /** Points needed to reach the tier. */
  minPoints: number;
  /** Every point earned counts this many times. */
  multiplier: number;
}

export const TIERS: readonly Tier[] = [
  { name: 'Bronze', minPoints: 0, multiplier: 1 },
  { name: 'Silver', minPoints: 1000, multiplier: 1.2 },
  { name: 'Gold', minPoints: 3000, multiplier: 1.5 },
  { name: 'Platinum', minPoints: 5000, multiplier: 2 },
];

/** Spec: in this view the card is fixed at Bronze with 0 points. */
export const PREVIEW_POINTS = 0;

export interface Reward {
  name: string;
  /** The discount as shown, e.g. '20% off'. */
  discount: string;
  points: number;
  description: string;
}

/** The 12 partner rewards and their point costs. */
export const REWARDS: readonly Reward[] = [
  {
    name: 'Certification Exam Voucher',
    discount: '15% off',
    points: 200,
    description: 'A discount on the exam fee of an industry certification.',
  },
  {
    name: 'Online Course Bundle',
    discount: '25% off',
    points: 150,
    description: 'Savings on a bundle of partner video courses.',
  },
  {
    name: 'Tech eBook Library',
    discount: '30% off',
    points: 180,
    description: 'A month of unlimited reading in a technical eBook library.',
  },
  {
    name: 'Cloud Credits',
    discount: '$50 credit',
    points: 300,
    description: 'Credits for hands-on practice on a public cloud platform.',
  },
  {
    name: 'Practice Exam Pack',
    discount: '40% off',
    points: 400,
    description: 'Timed practice exams with explanations for popular certifications.',
  },
  {
    name: 'Developer Tools Subscription',
    discount: '3 months free',
    points: 350,
    description: 'Three months of a premium IDE or developer productivity tool.',
  },
  {
    name: 'Student Laptop Deal',
    discount: '10% off',
    points: 220,
    description: 'A discount on laptops from partner retailers.',
  },
  {
    name: 'Noise-Cancelling Headphones',
    discount: '20% off',
    points: 280,
    description: 'Focus on your studies with a discount on quality headphones.',
  },
  {
    name: 'Coffee Shop Treat',
    discount: 'Free drink',
    points: 120,
    description: 'A free drink at partner coffee shops while you study.',
  },
  {
    name: 'Tech Conference Ticket',
    discount: '50% off',
    points: 500,
    description: 'Half-price entry to a partner technology conference.',
  },
  {
    name: 'Co-working Space Pass',
    discount: '1 week free',
    points: 450,
    description: 'A week of desk space at a partner co-working location.',
  },
  {
    name: 'Interview Coaching Session',
    discount: '30% off',
    points: 320,
    description: 'A mock interview with feedback from an experienced recruiter.',
  },
];

/** How points are earned, with the spec's point ranges. */
export const EARNING_RULES: readonly { activity: string; points: string; description: string }[] = [
  {
    activity: 'Complete a course',
    points: '100-300 points',
    description: 'Longer and more advanced courses earn more.',
  },
  {
    activity: 'Earn a certification',
    points: '500+ points',
    description: 'Pass an industry certification exam and add it to your profile.',
  },
];

/** The tier a points balance has reached. */
export function tierFor(points: number): Tier {
  let reached = TIERS[0]!;
  for (const tier of TIERS) if (points >= tier.minPoints) reached = tier;
  return reached;
}

/** The next tier above the balance, or null at the top. */
export function nextTier(points: number): Tier | null {
  return TIERS.find((tier) => tier.minPoints > points) ?? null;
}

/** Progress towards a goal as a whole percentage, 0-100. */
export function progressPercent(points: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.round(Math.min(1, Math.max(0, points / goal)) * 100);
}

/** '1x', '1.2x' */
export function formatMultiplier(multiplier: number): string {
  return `${multiplier}x`;
}
