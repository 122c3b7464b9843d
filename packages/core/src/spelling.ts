/**
 * Spelling correction for search: a query word that occurs nowhere in the list being searched is
 * replaced by the nearest word of that list's own vocabulary. Words of 4 to 7 letters allow one
 * edit, longer ones two; shorter words and codes (anything but letters) are never corrected.
 * An edit is an inserted, deleted or changed letter, or two neighbouring letters swapped
 * ("tablaeu" is one edit from "tableau").
 */

const LETTERS = /^\p{L}+$/u;

/** How many edits a word may be corrected by: 0 (never), 1 or 2. */
export function allowedEdits(word: string): number {
  if (!LETTERS.test(word)) return 0;
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** True when a word can be offered as a correction: letters only, at least 3 of them. */
export function isVocabularyWord(word: string): boolean {
  return word.length >= 3 && LETTERS.test(word);
}

// Three rows of the distance table, reused between calls (grown as needed).
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The edit distance of `a` and `b` (optimal string alignment: insert, delete, change, swap two
 * neighbours), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1]! + (ca === cb ? 0 : 1);
      if (prev[j]! + 1 < d) d = prev[j]! + 1;
      if (row[j - 1]! + 1 < d) d = row[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        ca === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === cb &&
        prev2[j - 2]! + 1 < d
      ) {
        d = prev2[j - 2]! + 1;
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return prev[n]! <= max ? prev[n]! : max + 1;
}

/** A vocabulary word and how many results hold it. */
export interface VocabularyEntry {
  word: string;
  count: number;
}

/** A list's vocabulary for spelling correction, grouped by word length so a lookup reads only words near its length. */
export class SpellingVocabulary {
  private readonly byLength: VocabularyEntry[][] = [];

  constructor(entries: Iterable<VocabularyEntry>) {
    for (const entry of entries) {
      this.byLength[entry.word.length] ??= [];
      this.byLength[entry.word.length]!.push(entry);
    }
  }

  /**
   * The correction for a word, or undefined: the vocabulary word fewest edits away (within
   * `allowedEdits`), the one most results hold on a tie, then the first alphabetically.
   */
  nearest(word: string): string | undefined {
    const max = allowedEdits(word);
    if (max === 0) return undefined;
    let best: VocabularyEntry | undefined;
    let bestDistance = max + 1;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const entry of this.byLength[length] ?? []) {
        const d = editDistance(word, entry.word, Math.min(bestDistance, max));
        if (d > max || d > bestDistance) continue;
        if (
          !best ||
          d < bestDistance ||
          entry.count > best.count ||
          (entry.count === best.count && entry.word < best.word)
        ) {
          best = entry;
          bestDistance = d;
        }
      }
    }
    return best?.word;
  }
}

/**
 * The vocabulary of a list: every letters-only word (`isVocabularyWord`) of the given texts of each
 * result, with the number of results holding it.
 */
export function buildVocabulary(
  documents: Iterable<readonly string[]>,
  wordsOf: (text: string) => string[],
): SpellingVocabulary {
  const counts = new Map<string, number>();
  for (const texts of documents) {
    const seen = new Set<string>();
    for (const text of texts) for (const w of wordsOf(text)) if (isVocabularyWord(w)) seen.add(w);
    for (const w of seen) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return new SpellingVocabulary([...counts].map(([word, count]) => ({ word, count })));
}
