import { describe, expect, it } from 'vitest';
import { contrastRatio, MONOGRAM_COLORS, monogramInitials, monogramStyle } from './monogram.ts';
import { PROVIDERS } from './providers.ts';

describe('monogramInitials', () => {
  it.each([
    ['Google Cloud', 'GC'],
    ['EC-Council', 'EC'],
    ['Palo Alto Networks', 'PA'],
    ['AWS', 'AWS'],
    ['CNCF', 'CNCF'],
    ['ISC2', 'ISC2'],
    ['NVIDIA', 'NV'],
    ['HubSpot', 'HS'],
    ['VMware', 'VM'],
    ['Oracle', 'O'],
    ['Scrum.org', 'S'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(monogramInitials(name)).toBe(expected);
  });

  it('gives every directory provider 1 to 4 characters', () => {
    for (const p of PROVIDERS) expect(monogramInitials(p.name)).toMatch(/^[\p{Lu}\p{N}]{1,4}$/u);
  });
});

describe('monogramStyle', () => {
  it('knows every colour the provider directory uses', () => {
    for (const p of PROVIDERS) expect(MONOGRAM_COLORS[p.color], `${p.name}: ${p.color}`).toBeDefined();
  });

  it('keeps text at WCAG AA contrast (4.5:1) on every background', () => {
    const backgrounds = [
      ...Object.keys(MONOGRAM_COLORS).map((cls) => monogramStyle('x', cls)),
      ...['edX partner', 'Yale University', 'Zeta', 'a', 'Some Company'].map((n) => monogramStyle(n)),
    ];
    for (const style of backgrounds) {
      expect(contrastRatio(style.background, style.foreground)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks the same colour for the same unknown name', () => {
    expect(monogramStyle('Yale University')).toEqual(monogramStyle('Yale University'));
  });

  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
