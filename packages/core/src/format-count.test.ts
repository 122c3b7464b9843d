import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atLeastCount, countOf, formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(744)).toBe('744');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-45210)).toBe('-45,210');
  });

  it('writes every whole number as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one and the plural for every other number', () => {
    expect(countOf(1, 'course')).toBe('1 course');
    expect(countOf(0, 'course')).toBe('0 courses');
    expect(countOf(2, 'job')).toBe('2 jobs');
    expect(countOf(1234, 'career path')).toBe('1,234 career paths');
    expect(countOf(1, 'company', 'companies')).toBe('1 company');
    expect(countOf(3, 'company', 'companies')).toBe('3 companies');
  });

  it('writes the number as formatCount does, followed by one of the two nouns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        expect(countOf(n, 'course')).toBe(`${formatCount(n)} ${n === 1 ? 'course' : 'courses'}`);
      }),
    );
  });
});

describe('atLeastCount', () => {
  it('rounds down to two significant figures and says so, never up', () => {
    expect(atLeastCount(744)).toBe('740+');
    expect(atLeastCount(7_851)).toBe('7,800+');
    expect(atLeastCount(1_204_999)).toBe('1,200,000+');
    expect(atLeastCount(53)).toBe('53');
    expect(atLeastCount(700)).toBe('700');
    expect(atLeastCount(0)).toBe('0');
  });
});
