import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display.ts';

describe('displayName', () => {
  it('prefers the full name, then the e-mail local part, then User', () => {
    expect(displayName('Ada Lovelace', 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayName('  ', 'ada.l@example.com')).toBe('ada.l');
    expect(displayName(null, null)).toBe('User');
    expect(displayName(undefined, '@example.com')).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first letters of at most two words, upper-cased', () => {
    expect(initials('ada lovelace byron')).toBe('AL');
    expect(initials('grace')).toBe('G');
    expect(initials('  jean   luc ')).toBe('JL');
    expect(initials('')).toBe('');
  });
});
