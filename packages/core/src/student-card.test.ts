import { describe, expect, it } from 'vitest';
import {
  EARNING_RULES,
  FIRST_MILESTONE_POINTS,
  formatMultiplier,
  nextTier,
  PREVIEW_POINTS,
  progressPercent,
  REWARDS,
  TIERS,
  tierFor,
} from './student-card.ts';

describe('student card', () => {
  it("has the spec's tiers with their thresholds and multipliers", () => {
    expect(TIERS.map((t) => [t.name, t.minPoints, formatMultiplier(t.multiplier)])).toEqual([
      ['Bronze', 0, '1x'],
      ['Silver', 1000, '1.2x'],
      ['Gold', 3000, '1.5x'],
      ['Platinum', 5000, '2x'],
    ]);
  });

  it('places a balance in its tier and names the next one', () => {
    expect(tierFor(0).name).toBe('Bronze');
    expect(tierFor(999).name).toBe('Bronze');
    expect(tierFor(1000).name).toBe('Silver');
    expect(tierFor(4999).name).toBe('Gold');
    expect(tierFor(5000).name).toBe('Platinum');
    expect(tierFor(1_000_000).name).toBe('Platinum');
    expect(nextTier(0)?.name).toBe('Silver');
    expect(nextTier(3000)?.name).toBe('Platinum');
    expect(nextTier(5000)).toBeNull();
  });

  it('starts the preview at Bronze with 0 of 500 points', () => {
    expect(PREVIEW_POINTS).toBe(0);
    expect(tierFor(PREVIEW_POINTS).name).toBe('Bronze');
    expect(FIRST_MILESTONE_POINTS).toBe(500);
    expect(progressPercent(PREVIEW_POINTS, FIRST_MILESTONE_POINTS)).toBe(0);
  });

  it('computes progress as a bounded percentage', () => {
    expect(progressPercent(250, 500)).toBe(50);
    expect(progressPercent(900, 500)).toBe(100);
    expect(progressPercent(-5, 500)).toBe(0);
    expect(progressPercent(1, 0)).toBe(100);
  });

  it("lists 12 rewards with the spec's point costs, from 120 to 500", () => {
    expect(REWARDS.map((r) => r.points)).toEqual([
      200, 150, 180, 300, 400, 350, 220, 280, 120, 500, 450, 320,
    ]);
    expect(new Set(REWARDS.map((r) => r.name)).size).toBe(12);
    for (const reward of REWARDS) {
      expect(reward.discount).not.toBe('');
      expect(reward.description).not.toBe('');
    }
  });

  it('says courses earn 100-300 points and certifications 500+', () => {
    expect(EARNING_RULES.map((r) => r.points)).toEqual(['100-300 points', '500+ points']);
  });
});
