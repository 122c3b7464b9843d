/**
 * `JSON.stringify` of a plain record written straight into a buffer as UTF-8, piece by piece: the
 * whole text is never made as a string. A catalogue build writes a million courses' JSON, and
 * making each as a string first allocated about 600 MB per build for the collector to mark and
 * free (sampled heap profile of a rebuild at a million courses).
 *
 * Plain means strings, finite or not numbers, booleans, null and undefined, in arrays and objects
 * of those with no `toJSON`; `jsonBound` tells when a value is not (the caller then stringifies).
 */

/** Characters `JSON.stringify` escapes: quotes, backslashes, controls, and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding what JSON escapes is the point.
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
const QUOTE = 34;

/** A value `JSON.stringify` leaves out of an object and writes as null in an array. */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * At least as many bytes as `value`'s JSON takes as UTF-8 (a UTF-16 unit is at most 3 bytes, or 6
 * escaped), or -1 when `value` is not plain.
 */
export function jsonBound(value: unknown): number {
  if (typeof value === 'string') return value.length * 6 + 2;
  if (typeof value === 'number') return 24;
  if (typeof value === 'boolean' || value === null) return 5;
  if (typeof value !== 'object') return -1;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return -1;
  let most = 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      const size = omitted(item) ? 4 : jsonBound(item);
      if (size < 0) return -1;
      most += size + 1;
    }
    return most;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return -1;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (omitted(item)) continue;
    const size = jsonBound(item);
    if (size < 0) return -1;
    most += key.length * 6 + 3 + size + 1;
  }
  return most;
}

/** Writes `value`'s JSON (a plain value: see `jsonBound`) into `out` at `at`; returns where it ends. */
export function writeJson(value: unknown, out: Buffer, at: number): number {
  if (typeof value === 'string') {
    if (ESCAPED.test(value)) return at + out.write(JSON.stringify(value), at, 'utf8');
    out[at++] = QUOTE;
    at += out.write(value, at, 'utf8');
    out[at] = QUOTE;
    return at + 1;
  }
  if (typeof value === 'number')
    return at + out.write(Number.isFinite(value) ? String(value) : 'null', at, 'latin1');
  if (typeof value === 'boolean') return at + out.write(value ? 'true' : 'false', at, 'latin1');
  if (value === null) return at + out.write('null', at, 'latin1');
  if (Array.isArray(value)) {
    out[at++] = 91; // [
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out[at++] = 44; // ,
      const item: unknown = value[i];
      at = omitted(item) ? at + out.write('null', at, 'latin1') : writeJson(item, out, at);
    }
    out[at] = 93; // ]
    return at + 1;
  }
  const record = value as Record<string, unknown>;
  out[at++] = 123; // {
  let first = true;
  for (const key in record) {
    const item = record[key];
    if (omitted(item)) continue;
    if (!first) out[at++] = 44;
    first = false;
    at = writeJson(key, out, at);
    out[at++] = 58; // :
    at = writeJson(item, out, at);
  }
  out[at] = 125; // }
  return at + 1;
}
