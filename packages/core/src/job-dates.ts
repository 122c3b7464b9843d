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

// Making a date formatter costs far more than using one (a list of 50 job cards spent most of a
// phone's long task making two per card): one per time zone (and locale), made on first use.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function dayNumber(date: Date, timeZone: string | undefined): number {
  // In the runtime's own time zone the date's local fields say it, without a formatter: the first
  // one a page makes loads the browser's locale data (tens of milliseconds on a phone).
  if (timeZone === undefined)
    return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
  const parts = dayFormat(timeZone).formatToParts(date);
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
  const key = `${options.locale ?? ''} ${options.timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    // What toLocaleDateString would use: the date alone, in the locale's own format.
    format = new Intl.DateTimeFormat(
      options.locale,
      options.timeZone ? { timeZone: options.timeZone } : undefined,
    );
    dateFormats.set(key, format);
  }
  return format.format(date);
}
