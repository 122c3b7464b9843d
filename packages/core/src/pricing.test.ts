import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SAVINGS_BADGE,
  annualTotal,
  billingNote,
  DEFAULT_BILLING,
  FREE_LIMITS,
  findPlan,
  MONEY_BACK_DAYS,
  PLAN_INCLUSIONS,
  PLANS,
  PRO_PLUS_MENTORSHIP_SESSIONS,
  planPrice,
} from './pricing.ts';

const plan = (id: string) => findPlan(id)!;

describe('pricing', () => {
  it('offers Free, Pro and Pro+ in that order, billed monthly by default', () => {
    expect(PLANS.map((p) => p.name)).toEqual(['Free', 'Pro', 'Pro+']);
    expect(DEFAULT_BILLING).toBe('monthly');
    expect(ANNUAL_SAVINGS_BADGE).toBe('Save 20%');
  });

  it("has the spec's prices", () => {
    expect(planPrice(plan('free'), 'monthly')).toBe(0);
    expect(planPrice(plan('free'), 'annual')).toBe(0);
    expect(planPrice(plan('pro'), 'monthly')).toBe(15);
    expect(planPrice(plan('pro'), 'annual')).toBe(15);
    expect(planPrice(plan('pro-plus'), 'monthly')).toBe(49);
    expect(planPrice(plan('pro-plus'), 'annual')).toBe(39);
  });

  it('bills Pro+ annually as $468 a year', () => {
    expect(annualTotal(plan('pro-plus'))).toBe(468);
    expect(billingNote(plan('pro-plus'), 'annual')).toBe('Billed annually as $468/year');
    expect(billingNote(plan('pro-plus'), 'monthly')).toBeNull();
    expect(billingNote(plan('free'), 'annual')).toBeNull();
  });

  it("puts the spec's badges on Pro and Pro+", () => {
    expect(PLANS.map((p) => p.badge ?? null)).toEqual([null, 'Most Popular', 'Best Value']);
  });

  it('states the limits, course counts, mentorship sessions and guarantee', () => {
    expect(FREE_LIMITS).toEqual({ bookmarks: 10, aiAdvisorSessionsPerMonth: 5 });
    expect(plan('free').features).toContain('Access to 1,000+ courses');
    expect(plan('free').features).toContain('Save up to 10 bookmarks');
    expect(plan('free').features).toContain('5 AI advisor sessions per month');
    expect(plan('pro').features).toContain('Access to 10,000+ courses');
    expect(PRO_PLUS_MENTORSHIP_SESSIONS).toBe(2);
    expect(plan('pro-plus').features).toContain('2 mentorship sessions a month');
    expect(MONEY_BACK_DAYS).toBe(30);
    expect(PLAN_INCLUSIONS).toContain('30-day money-back guarantee');
  });

  it('finds no unknown plan', () => {
    expect(findPlan('enterprise')).toBeUndefined();
  });
});
