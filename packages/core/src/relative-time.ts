/**
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then the date itself
 * ('Mar 3, 2026'), for activity lists. Dates are shown in UTC so server and browser agree.
 */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDay(at);
}

// Made on first use: building a formatter is slow on a phone, and most pages never show a date.
let dayFormat: Intl.DateTimeFormat | undefined;

/** 'Mar 3, 2026' (UTC). */
export function formatDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(at);
}
