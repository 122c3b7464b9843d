/**
 * The 'Posted' label of a job card (spec 001 section 9): 'Today', '1 day ago', 'N days ago' under 7
 * days, 'N weeks ago' under 30 days, otherwise the date in the reader's local format.
 *
 * Days are calendar days in the reader's time zone, so a job posted at 23:00 yesterday reads
 * '1 day ago' at 08:00 today. A date in the future (a source's clock ahead of ours) reads 'Today'.
 * One week reads '1 week ago'; the spec's 'N weeks ago' is kept for every other N.
 */
export interface PostedLabelOptions {
  /** IANA time zone; default the runtime's own (the browser's). */
  timeZone?: string;
  /** BCP 47 locale of the fallback date; default the runtime's own. */
  locale?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to` in the time zone (negative when `to` is earlier). */
export function calendarDaysBetween(from: Date, to: Date, timeZone?: string): number {
  return (dayNumber(to, timeZone) - dayNumber(from, timeZone)) | 0;
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

export function postedDateLabel(
  posted: Date | string,
  now: Date = new Date(),
  options: PostedLabelOptions = {},
): string {
  const date = typeof posted === 'string' ? new Date(posted) : posted;
  if (Number.isNaN(date.getTime())) return '';
  const days = calendarDaysBetween(date, now, options.timeZone);
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return date.toLocaleDateString(
    options.locale,
    options.timeZone ? { timeZone: options.timeZone } : undefined,
  );
}
