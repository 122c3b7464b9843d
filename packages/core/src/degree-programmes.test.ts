import { describe, expect, it } from 'vitest';
import { DEGREE_PROGRAMMES, growthWording } from './degree-programmes.ts';

describe('DEGREE_PROGRAMMES', () => {
  it('holds at least 40 programmes with unique ids and degrees', () => {
    expect(DEGREE_PROGRAMMES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEGREE_PROGRAMMES.map((p) => p.id)).size).toBe(DEGREE_PROGRAMMES.length);
    expect(new Set(DEGREE_PROGRAMMES.map((p) => p.degree)).size).toBe(DEGREE_PROGRAMMES.length);
  });

  it('gives every programme keywords, environments, careers, skills, an outlook, a salary and its sources', () => {
    for (const p of DEGREE_PROGRAMMES) {
      expect(p.keywords.length, p.id).toBeGreaterThanOrEqual(5);
      expect(p.workEnvironments.length, p.id).toBeGreaterThan(0);
      expect(p.careerPaths.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.skillsDeveloped.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.jobOutlook, p.id).toMatch(/2023 to 2033/);
      expect(p.salary.entryLevel, p.id).not.toBe('');
      expect(p.salary.experienced, p.id).toMatch(/\$\d/);
      expect(p.sources, p.id).toMatch(/BLS Occupational Outlook Handbook, 2024-25 edition/);
      expect(p.sources, p.id).toMatch(/https:\/\/www\.bls\.gov\/ooh\/\S+\.htm/);
    }
  });

  it('derives ranges that sit around the stated median', () => {
    for (const p of DEGREE_PROGRAMMES) {
      const median = /median pay \$([\d,]+) in May 2023/.exec(p.sources);
      if (!median) continue;
      const m = Number(median[1]!.replace(/,/g, ''));
      const [entryLow, entryHigh] = [...p.salary.entryLevel.matchAll(/\$([\d,]+)/g)].map((x) =>
        Number(x[1]!.replace(/,/g, '')),
      );
      const [expLow, expHigh] = [...p.salary.experienced.matchAll(/\$([\d,]+)/g)].map((x) =>
        Number(x[1]!.replace(/,/g, '')),
      );
      expect(entryLow! < entryHigh! && entryHigh! <= expLow! + 2500 && expLow! < expHigh!, p.id).toBe(true);
      expect(Math.abs(expLow! - m), p.id).toBeLessThanOrEqual(2500);
      expect(p.jobOutlook).toContain(`$${m.toLocaleString('en-US')}`);
    }
  });

  it('covers the fields the tool is asked about', () => {
    const fields = DEGREE_PROGRAMMES.map((p) => p.field);
    for (const f of [
      'Computer Science',
      'Nursing',
      'Medicine',
      'Law',
      'Graphic Design',
      'Mechanical Engineering',
      'Psychology',
      'Music',
    ]) {
      expect(fields).toContain(f);
    }
  });

  it('words growth with the Handbook bands', () => {
    expect(growthWording(17)).toBe('much faster than average');
    expect(growthWording(6)).toBe('faster than average');
    expect(growthWording(4)).toBe('about as fast as average');
    expect(growthWording(2)).toBe('slower than average');
    expect(growthWording(0)).toBe('little or no change');
    expect(growthWording(-4)).toBe('a decline');
  });
});
