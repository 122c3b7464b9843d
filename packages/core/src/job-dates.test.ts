import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, postedDateLabel } from './job-dates.ts';

const tz = { timeZone: 'UTC', locale: 'en-US' };
const now = new Date('2026-08-22T15:00:00Z');
const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2026, 7, 22 - days, hour));

describe('postedDateLabel', () => {
  it("reads 'Today' for the same calendar day, and for a date in the future", () => {
    expect(postedDateLabel(daysAgo(0, 0), now, tz)).toBe('Today');
    expect(postedDateLabel(new Date('2026-08-23T10:00:00Z'), now, tz)).toBe('Today');
  });

  it("reads '1 day ago' for yesterday, even less than 24 hours back", () => {
    expect(postedDateLabel(new Date('2026-08-21T23:59:00Z'), now, tz)).toBe('1 day ago');
  });

  it("reads 'N days ago' under 7 days", () => {
    expect(postedDateLabel(daysAgo(2), now, tz)).toBe('2 days ago');
    expect(postedDateLabel(daysAgo(6), now, tz)).toBe('6 days ago');
  });

  it('reads weeks from 7 to 29 days', () => {
    expect(postedDateLabel(daysAgo(7), now, tz)).toBe('1 week ago');
    expect(postedDateLabel(daysAgo(13), now, tz)).toBe('1 week ago');
    expect(postedDateLabel(daysAgo(14), now, tz)).toBe('2 weeks ago');
    expect(postedDateLabel(daysAgo(29), now, tz)).toBe('4 weeks ago');
  });

  it('shows the local date from 30 days on', () => {
    expect(postedDateLabel(daysAgo(30), now, tz)).toBe('7/23/2026');
    expect(postedDateLabel('2025-01-05T10:00:00Z', now, { timeZone: 'UTC', locale: 'en-GB' })).toBe(
      '05/01/2025',
    );
  });

  it('counts calendar days in the given time zone', () => {
    // 02:00 UTC on the 22nd is still the 21st in New York.
    const posted = new Date('2026-08-22T02:00:00Z');
    expect(postedDateLabel(posted, now, { timeZone: 'UTC' })).toBe('Today');
    expect(postedDateLabel(posted, now, { timeZone: 'America/New_York' })).toBe('1 day ago');
    // 15:00 UTC is already midnight of the 23rd in Tokyo.
    expect(calendarDaysBetween(posted, now, 'Asia/Tokyo')).toBe(1);
  });

  it('accepts ISO strings and gives an empty label for an invalid date', () => {
    expect(postedDateLabel('2026-08-20T09:00:00+02:00', now, tz)).toBe('2 days ago');
    expect(postedDateLabel('not a date', now, tz)).toBe('');
  });

  it("counts the runtime's own calendar days without a time zone, as with that zone named", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Every hour across two years (both sides of daylight saving changes), against a fixed now.
    const minDate = new Date('2025-01-01T00:00:00Z');
    const maxDate = new Date('2026-12-31T23:00:00Z');
    fc.assert(
      fc.property(
        fc.date({ min: minDate, max: maxDate, noInvalidDate: true }),
        fc.date({ min: minDate, max: maxDate, noInvalidDate: true }),
        (from, to) => {
          expect(calendarDaysBetween(from, to)).toBe(calendarDaysBetween(from, to, own));
        },
      ),
    );
  });
});
