import { describe, expect, it } from 'vitest';
import {
  annualSavingsBadge,
  annualSavingsPercent,
  annualTotal,
  billingNote,
  DEFAULT_BILLING,
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

  it('says what each plan gives without counts, and no free tool as a paid feature', () => {
    expect(plan('free').features.join(' ')).toMatch(/CV and cover letter builders, study notes/);
    for (const p of PLANS) for (const feature of p.features) expect(feature).not.toMatch(/\d[\d,]*\+/);
    for (const feature of [...plan('pro').features, ...plan('pro-plus').features])
      expect(feature).not.toMatch(/\bAI\b|bookmarks|progress tracking/i);
    expect(PRO_PLUS_MENTORSHIP_SESSIONS).toBe(2);
    expect(plan('pro-plus').features).toContain('2 mentorship sessions a month');
    expect(MONEY_BACK_DAYS).toBe(30);
    expect(PLAN_INCLUSIONS).toContain('30-day money-back guarantee');
  });

  it('claims an annual saving only where the prices give one', () => {
    expect(annualSavingsPercent(plan('free'))).toBe(0);
    expect(annualSavingsPercent(plan('pro'))).toBe(0);
    expect(annualSavingsPercent(plan('pro-plus'))).toBe(20);
    expect(annualSavingsBadge()).toBe('Save 20% on Pro+');
    const cheaper = { ...plan('pro'), monthlyPrice: { monthly: 20, annual: 15 } };
    expect(annualSavingsBadge([plan('free'), cheaper, plan('pro-plus')])).toBe('Save up to 25%');
    expect(annualSavingsBadge([plan('free'), plan('pro')])).toBeNull();
  });

  it('finds no unknown plan', () => {
    expect(findPlan('enterprise')).toBeUndefined();
  });
});
