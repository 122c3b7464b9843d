/**
 * A text's hash (FNV-1a over its UTF-16 code units from `start` to `end`): for hash tables in typed
 * arrays, whose keys are compared only where a hash leads.
 */
export function hashOfText(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** A course id's hash: a number by its value, a text by its characters (1 and '1' are two ids). */
export function hashOfId(id: number | string): number {
  if (typeof id === 'string') return hashOfText(id, 0, id.length);
  const h = Math.imul((id | 0) ^ ((id / 2 ** 32) | 0), 0x9e3779b1);
  return h ^ (h >>> 16);
}
