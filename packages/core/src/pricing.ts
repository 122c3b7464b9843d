/**
 * Plans and prices (spec, section 9). The pricing page shows these; no payment is taken yet.
 */

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING: BillingPeriod = 'monthly';

/** The badge on the annual side of the toggle. */
export const ANNUAL_SAVINGS_BADGE = 'Save 20%';

export const MONEY_BACK_DAYS = 30;

/** What the Free plan allows each account. */
export const FREE_LIMITS = { bookmarks: 10, aiAdvisorSessionsPerMonth: 5 } as const;

/** 1-on-1 mentorship sessions included in Pro+ each month. */
export const PRO_PLUS_MENTORSHIP_SESSIONS = 2;

export type PlanId = 'free' | 'pro' | 'pro-plus';

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  /** Dollars per month, by billing period (annual: the monthly equivalent, billed yearly). */
  monthlyPrice: Record<BillingPeriod, number>;
  badge?: 'Most Popular' | 'Best Value';
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'Everything you need to start learning.',
    monthlyPrice: { monthly: 0, annual: 0 },
    features: [
      'Access to 1,000+ courses',
      `Save up to ${FREE_LIMITS.bookmarks} bookmarks`,
      `${FREE_LIMITS.aiAdvisorSessionsPerMonth} AI advisor sessions per month`,
      'Browse 150+ career paths',
      'Basic progress tracking',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For learners working towards their next certification.',
    monthlyPrice: { monthly: 15, annual: 15 },
    badge: 'Most Popular',
    features: [
      'Access to 10,000+ courses',
      'Unlimited bookmarks',
      'Unlimited AI advisor sessions',
      'AI CV and cover letter builders',
      'AI study notes and practice quizzes',
      'Detailed progress tracking',
    ],
  },
  {
    id: 'pro-plus',
    name: 'Pro+',
    tagline: 'Personal guidance on the way to your next role.',
    monthlyPrice: { monthly: 49, annual: 39 },
    badge: 'Best Value',
    features: [
      'Everything in Pro',
      `${PRO_PLUS_MENTORSHIP_SESSIONS} mentorship sessions a month`,
      'Priority support',
      'Early access to new features',
      'Student card rewards at launch',
    ],
  },
];

/** Inclusions every plan has, listed under the plan cards. */
export const PLAN_INCLUSIONS: readonly string[] = [
  `${MONEY_BACK_DAYS}-day money-back guarantee`,
  'Cancel anytime',
  'Secure payments',
  'Access on every device',
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** Dollars per month shown for the plan in this billing period. */
export function planPrice(plan: Plan, period: BillingPeriod): number {
  return plan.monthlyPrice[period];
}

/** What an annual subscription costs for the year, e.g. $39 × 12 = $468. */
export function annualTotal(plan: Plan): number {
  return plan.monthlyPrice.annual * 12;
}

/** 'Billed annually as $468/year', or null for free plans and monthly billing. */
export function billingNote(plan: Plan, period: BillingPeriod): string | null {
  if (period !== 'annual' || plan.monthlyPrice.annual === 0) return null;
  return `Billed annually as $${annualTotal(plan)}/year`;
}
