import { describe, expect, it } from 'vitest';
import { formatDay, timeAgo } from './relative-time.ts';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('reads like a person would say it', () => {
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(before(59_000), now)).toBe('just now');
    expect(timeAgo(before(MIN), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MIN), now)).toBe('59 minutes ago');
    expect(timeAgo(before(HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * HOUR), now)).toBe('23 hours ago');
    expect(timeAgo(before(DAY), now)).toBe('yesterday');
    expect(timeAgo(before(6 * DAY), now)).toBe('6 days ago');
    expect(timeAgo(before(7 * DAY), now)).toBe('Mar 3, 2026');
  });

  it('treats a moment slightly ahead (another clock) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
  });

  it('formats days in UTC', () => {
    expect(formatDay(new Date('2026-01-01T00:00:00Z'))).toBe('Jan 1, 2026');
    expect(formatDay(new Date('2025-12-31T23:59:59.999Z'))).toBe('Dec 31, 2025');
  });
});
