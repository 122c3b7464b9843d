import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './testimonials.ts';
import { FEATURED_UNIVERSITIES } from './universities.ts';

describe('home page content', () => {
  it('has three testimonials rated 5 with name, content and avatar', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBe(5);
      expect(t.name).not.toBe('');
      expect(t.content.length).toBeGreaterThan(40);
      expect(t.avatar).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has eight distinct universities with a country, https website and short initials', () => {
    expect(FEATURED_UNIVERSITIES).toHaveLength(8);
    expect(new Set(FEATURED_UNIVERSITIES.map((u) => u.name)).size).toBe(8);
    for (const u of FEATURED_UNIVERSITIES) {
      expect(u.country).not.toBe('');
      expect(new URL(u.website).protocol).toBe('https:');
      expect(u.initials).toMatch(/^[A-Z]{2,4}$/);
    }
  });
});
