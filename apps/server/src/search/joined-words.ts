import type { Steps } from './slices.ts';

const WORDS_PER_PIECE = 4096;
const NEWLINE = '\n';

/**
 * The words of a vocabulary joined into a few long strings, a newline before and after each, so
 * that finding the words that contain, begin or end with a text is one native search per string
 * rather than a call per word: a jobs board's vocabulary runs to a million words (reference
 * numbers and the like), which a loop of `includes` read in tens of milliseconds per search.
 * Words must not hold a newline.
 */
export class JoinedWords {
  private readonly pieces: string[] = [];
  /** Per piece: the id of each word, and where it starts in the piece. */
  private readonly ids: Uint32Array[] = [];
  private readonly starts: Uint32Array[] = [];

  /** Joins the words whose ids `keep` says yes to (in id order), a piece a step. */
  *build(words: readonly string[], keep: (id: number) => boolean): Steps {
    let ids: number[] = [];
    for (let id = 0; id <= words.length; id++) {
      if (id < words.length && keep(id)) ids.push(id);
      if (ids.length === WORDS_PER_PIECE || (id === words.length && ids.length > 0)) {
        this.addPiece(words, ids);
        ids = [];
        yield;
      }
    }
  }

  private addPiece(words: readonly string[], ids: readonly number[]) {
    const starts = new Uint32Array(ids.length);
    let at = 1;
    for (let k = 0; k < ids.length; k++) {
      starts[k] = at;
      at += words[ids[k]!]!.length + 1;
    }
    this.pieces.push(`${NEWLINE}${ids.map((id) => words[id]!).join(NEWLINE)}${NEWLINE}`);
    this.ids.push(Uint32Array.from(ids));
    this.starts.push(starts);
  }

  /**
   * Calls `visit` with the id of each word that contains `text` (`in`), begins with it (`start`)
   * or ends with it (`end`), once per word, in the order the words were given.
   */
  forEach(text: string, where: 'in' | 'start' | 'end', visit: (id: number) => void) {
    if (text.includes(NEWLINE)) return;
    const needle = where === 'start' ? NEWLINE + text : where === 'end' ? text + NEWLINE : text;
    // Where the word found begins, from where the needle was found.
    const shift = where === 'start' ? 1 : 0;
    for (let p = 0; p < this.pieces.length; p++) {
      const piece = this.pieces[p]!;
      const starts = this.starts[p]!;
      const ids = this.ids[p]!;
      let at = piece.indexOf(needle);
      while (at >= 0) {
        const k = lastAtOrBefore(starts, at + shift);
        visit(ids[k]!);
        // On from the newline before the next word.
        if (k + 1 >= starts.length) break;
        at = piece.indexOf(needle, starts[k + 1]! - 1);
      }
    }
  }
}

/** The index of the last of `sorted` that is at most `value` (the first is at most any value asked). */
function lastAtOrBefore(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (sorted[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
