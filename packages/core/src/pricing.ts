/**
 * Plans and prices (spec, section 9). The pricing page shows these; no payment is taken yet.
 */

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING: BillingPeriod = 'monthly';

export const MONEY_BACK_DAYS = 30;

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
    // What every account has today: the whole catalogue, the jobs board and every AI tool.
    features: [
      'Every course, university course and career path',
      'Save courses and track your progress',
      'Apply to jobs and track your applications',
      'Free AI tools: career advisor, degree advice, CV and cover letter builders, study notes and quizzes',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'For learners working towards their next certification.',
    monthlyPrice: { monthly: 15, annual: 15 },
    badge: 'Most Popular',
    features: ['Everything in Free', 'Priority support', 'Early access to new features'],
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

/** Whole percent an annual subscription saves on monthly billing (rounded down), 0 when none. */
export function annualSavingsPercent(plan: Plan): number {
  const { monthly, annual } = plan.monthlyPrice;
  if (monthly <= 0 || annual >= monthly) return 0;
  return Math.floor(((monthly - annual) / monthly) * 100);
}

/**
 * The badge on the annual side of the toggle, computed from the prices so it is only ever true:
 * 'Save 20% on Pro+' when one plan saves, 'Save up to N%' when several do, null when none does.
 */
export function annualSavingsBadge(plans: readonly Plan[] = PLANS): string | null {
  const saving = plans.filter((plan) => annualSavingsPercent(plan) > 0);
  if (saving.length === 0) return null;
  const best = Math.max(...saving.map(annualSavingsPercent));
  return saving.length === 1 ? `Save ${best}% on ${saving[0]!.name}` : `Save up to ${best}%`;
}
