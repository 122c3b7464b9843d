/**
 * A whole number with US thousands separators (`12,345`), as `n.toLocaleString('en-US')` writes
 * it. The first `toLocaleString` or `Intl` call on a page loads the browser's locale data (about
 * 14 ms on a fast desktop, four times that on a phone), which lands in the first render of every
 * page that shows a count; these counts need no locale data.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}
