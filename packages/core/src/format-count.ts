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

/**
 * A count with its noun in the right number: '1 course', '0 courses', '1,234 courses',
 * '1 company' / '2 companies' (pass the plural when it is not the noun plus 's'). Every count
 * line of the product goes through here, so none says '1 courses'.
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * A live count as marketing copy words it, never more than there is: rounded down to two
 * significant figures with a '+' when rounding dropped something ('744' -> '740+', '7,851' ->
 * '7,800+'), exact below 100 or when nothing was dropped ('53', '700').
 */
export function atLeastCount(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 100) return formatCount(whole);
  const step = 10 ** (String(whole).length - 2);
  const floor = Math.floor(whole / step) * step;
  return floor === whole ? formatCount(whole) : `${formatCount(floor)}+`;
}
