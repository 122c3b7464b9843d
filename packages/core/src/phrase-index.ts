/**
 * Whole-word and whole-phrase lookups in a text that cost the same however long the text is: the
 * text is read once into its words, and each lookup then takes time in proportion to the phrase.
 * A pattern per phrase would read the whole text again for every phrase, and building the pattern
 * (Unicode, ignoring case) costs more than most lookups.
 *
 * A word is a run of letters, digits, '+' and '#' ('C++', 'C#'). Case is ignored the way a regular
 * expression with the `iu` flags ignores it (simple case folding), so the lookups answer as the
 * patterns they replace did.
 */

/** A run of letters, digits, '+' and '#': what counts as one word. */
const WORD = /[\p{L}\p{N}+#]+/gu;
/** What may stand between the words of a phrase: spaces, hyphens and dashes, slashes. */
const PHRASE_GAP = /^[\s\-‐‑–—/]+$/;

/** Code points whose simple case folding the upper-then-lower mapping below gets wrong. */
const FOLD_EXCEPTIONS: Readonly<Record<string, string>> = {
  // Dotless i folds to itself; upper-then-lower would make it 'i'.
  ı: 'ı',
  // Greek letters whose upper case is three code points; they fold to their twins.
  '\u1fd3': '\u0390',
  '\u1fe3': '\u03b0',
  // The 'st' ligatures fold together.
  '\ufb05': '\ufb06',
};

function isOneCodePoint(s: string): boolean {
  return s.length === 1 || (s.length === 2 && s.codePointAt(0)! > 0xffff);
}

function foldCodePoint(c: string): string {
  const exception = FOLD_EXCEPTIONS[c];
  if (exception !== undefined) return exception;
  // Upper then lower case brings 'ſ' to 's', 'ς' to 'σ' and the Kelvin sign to 'k', as folding does.
  const upper = c.toUpperCase();
  if (isOneCodePoint(upper)) {
    const lower = upper.toLowerCase();
    if (isOneCodePoint(lower)) return lower;
  }
  const lower = c.toLowerCase();
  return isOneCodePoint(lower) ? lower : c;
}

/**
 * The text with case folded code point by code point: `foldCase(a) === foldCase(b)` exactly when
 * `new RegExp(escaped(a), 'iu')` matches all of `b` (checked against every cased code point in
 * phrase-index.test.ts).
 */
export function foldCase(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) return text.toLowerCase();
  let out = '';
  for (const c of text) out += c.charCodeAt(0) < 0x80 ? c.toLowerCase() : foldCodePoint(c);
  return out;
}

/** No move out of a state yet (symbols are word ids, 0 and up, and the gap markers below). */
const NO_MOVE = -1_000_000;

/**
 * Which runs of symbols occur in a sequence of symbols: a suffix automaton (Blumer et al., 1985),
 * built in time linear in the sequence; a lookup walks it once per symbol of the run. Most states
 * have one move, kept in two arrays; only states with more get a map, which keeps a 20,000-character
 * text's automaton small.
 */
class SequenceIndex {
  /** Per state: the longest run that ends in it, its suffix link, and its first move. */
  private readonly length: number[] = [0];
  private readonly link: number[] = [-1];
  private readonly symbol: number[] = [NO_MOVE];
  private readonly target: number[] = [-1];
  /** The other moves of states with more than one. */
  private readonly more = new Map<number, Map<number, number>>();

  constructor(symbols: readonly number[]) {
    let last = 0;
    for (const symbol of symbols) last = this.extend(last, symbol);
  }

  private move(state: number, symbol: number): number | undefined {
    if (this.symbol[state] === symbol) return this.target[state];
    return this.more.get(state)?.get(symbol);
  }

  private setMove(state: number, symbol: number, to: number): void {
    if (this.symbol[state] === NO_MOVE || this.symbol[state] === symbol) {
      this.symbol[state] = symbol;
      this.target[state] = to;
      return;
    }
    let others = this.more.get(state);
    if (!others) {
      others = new Map();
      this.more.set(state, others);
    }
    others.set(symbol, to);
  }

  private addState(length: number, link: number, copyOf?: number): number {
    const state = this.length.push(length) - 1;
    this.link.push(link);
    this.symbol.push(copyOf === undefined ? NO_MOVE : this.symbol[copyOf]!);
    this.target.push(copyOf === undefined ? -1 : this.target[copyOf]!);
    const others = copyOf === undefined ? undefined : this.more.get(copyOf);
    if (others) this.more.set(state, new Map(others));
    return state;
  }

  private extend(last: number, symbol: number): number {
    const { length, link } = this;
    const state = this.addState(length[last]! + 1, 0);
    let p = last;
    while (p !== -1 && this.move(p, symbol) === undefined) {
      this.setMove(p, symbol, state);
      p = link[p]!;
    }
    if (p === -1) return state;
    const q = this.move(p, symbol)!;
    if (length[p]! + 1 === length[q]) {
      link[state] = q;
      return state;
    }
    const clone = this.addState(length[p]! + 1, link[q]!, q);
    while (p !== -1 && this.move(p, symbol) === q) {
      this.setMove(p, symbol, clone);
      p = link[p]!;
    }
    link[q] = clone;
    link[state] = clone;
    return state;
  }

  has(run: readonly number[]): boolean {
    let state: number | undefined = 0;
    for (const symbol of run) {
      state = this.move(state, symbol);
      if (state === undefined) return false;
    }
    return true;
  }
}

/** Between two words: a phrase gap, exactly one dot ('Node.js'), or anything else. */
const GAP_PHRASE = -1;
const GAP_DOT = -2;
const GAP_OTHER = -3;

/** A phrase as PhraseIndex looks for it: its words, case folded. */
export interface Phrase {
  readonly words: readonly string[];
}

/** Prepares a phrase once, to look for it in many texts. */
export function phrase(text: string): Phrase {
  return { words: (text.toLowerCase().match(WORD) ?? []).map(foldCase) };
}

export interface PhraseIndex {
  /**
   * True when `phrase` appears in the text as whole words, in order, with only spaces, hyphens,
   * dashes or slashes between them, ignoring case and a plural 's' on the last word: the phrase
   * 'Data Scientist' is in 'aspiring data-scientists' but not in 'metadata scientist'.
   */
  hasPhrase(phrase: string | Phrase): boolean;
  /**
   * True when `word` (words joined by single dots, like 'Python' or 'Node.js') appears in the text
   * as a whole word, ignoring case.
   */
  hasWord(word: string): boolean;
}

/**
 * A run is checked where its rarest word is when that word is this rare; past it, the automaton
 * answers (built the first time it is needed), so no lookup reads more than a few dozen places.
 */
const PLACES_TO_CHECK = 32;

/** Reads `text` once for any number of lookups. */
export function indexPhrases(text: string): PhraseIndex {
  const ids = new Map<string, number>();
  /** The text as symbols: word ids, with a gap marker between each two. */
  const symbols: number[] = [];
  /** Per word id: where in `symbols` it is. */
  const places: number[][] = [];
  let end = -1;
  for (const match of text.matchAll(WORD)) {
    if (end >= 0) {
      const gap = text.slice(end, match.index);
      symbols.push(gap === '.' ? GAP_DOT : PHRASE_GAP.test(gap) ? GAP_PHRASE : GAP_OTHER);
    }
    const key = foldCase(match[0]);
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
      places.push([]);
    }
    places[id]!.push(symbols.length);
    symbols.push(id);
    end = match.index + match[0].length;
  }
  let automaton: SequenceIndex | undefined;

  const runAt = (run: readonly number[], start: number) =>
    start >= 0 && start + run.length <= symbols.length && run.every((s, i) => symbols[start + i] === s);

  /** Whether the symbols of `run` (words at even places, gaps between) follow each other in the text. */
  const has = (run: readonly number[]): boolean => {
    let rarest = 0;
    for (let i = 2; i < run.length; i += 2) {
      if (places[run[i]!]!.length < places[run[rarest]!]!.length) rarest = i;
    }
    const where = places[run[rarest]!]!;
    if (where.length <= PLACES_TO_CHECK) return where.some((at) => runAt(run, at - rarest));
    automaton ??= new SequenceIndex(symbols);
    return automaton.has(run);
  };

  /** The (folded) words joined by `gap`, or undefined when one of them is not in the text at all. */
  const run = (words: readonly string[], gap: number): number[] | undefined => {
    const out: number[] = [];
    for (const word of words) {
      const id = ids.get(word);
      if (id === undefined) return undefined;
      if (out.length > 0) out.push(gap);
      out.push(id);
    }
    return out;
  };

  return {
    hasPhrase(wanted) {
      const { words } = typeof wanted === 'string' ? phrase(wanted) : wanted;
      if (words.length === 0) return false;
      const last = words.length - 1;
      const head = run(words.slice(0, last), GAP_PHRASE);
      if (head === undefined) return false;
      return [words[last]!, `${words[last]}s`].some((form) => {
        const id = ids.get(form);
        if (id === undefined) return false;
        return has(head.length > 0 ? [...head, GAP_PHRASE, id] : [id]);
      });
    },
    hasWord(word) {
      const found = run(word.split('.').map(foldCase), GAP_DOT);
      return found !== undefined && has(found);
    },
  };
}
