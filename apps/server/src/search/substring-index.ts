/**
 * Finds the documents in which a search term occurs as a substring of some field: the heart of
 * both spec search rules (the course catalogue's and the university courses'), where every score
 * component is 0 or at least the threshold, so "score >= threshold" means "some term occurs in
 * some field".
 *
 * A term holds no whitespace (the rules split the query on whitespace), so each occurrence lies
 * inside one whitespace-separated token of a field. The index keeps the distinct tokens (the
 * vocabulary), which documents hold each token, and an n-gram index over the vocabulary to find
 * the tokens containing a term.
 */

export interface SubstringIndexOptions {
  /**
   * A term whose postings outnumber the documents by more than this factor is looked up by reading
   * each document's text instead of walking postings (for very common terms such as 'e'). Default 2.
   */
  scanFactor?: number;
}

/**
 * Which documents matched, as a bitset: document `i` matched when bit `i % 32` of `bits[i >> 5]`
 * is set (read it with `nextMatch`). A bitset because a search's cost under load is mostly memory
 * it touches: marking and walking 32 documents per word keeps that to a few cache lines.
 */
export interface MatchSet {
  readonly bits: Uint32Array;
  /** How many documents matched. */
  readonly count: number;
}

/**
 * The first document at or after `from` in the match set, or -1 when there is none. Without a set
 * (a search with no terms) every document of the `size` counts.
 */
export function nextMatch(bits: Uint32Array | undefined, from: number, size: number): number {
  if (!bits) return from < size ? from : -1;
  let w = from >>> 5;
  if (w >= bits.length) return -1;
  let word = bits[w]! & (-1 << (from & 31));
  while (word === 0) {
    if (++w >= bits.length) return -1;
    word = bits[w]!;
  }
  return (w << 5) + 31 - Math.clz32(word & -word);
}

const isMarked = (bits: Uint32Array, doc: number) => (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;

/** Sets document `doc`'s bit; 1 when it was not set yet, else 0. */
function mark(bits: Uint32Array, doc: number): number {
  if (isMarked(bits, doc)) return 0;
  bits[doc >>> 5]! |= 1 << (doc & 31);
  return 1;
}

const whitespace = /\s+/;

/** Lists of numbers stored end to end in one array: list `i` is `items[start[i]..start[i + 1])`. */
interface FlatLists {
  start: Int32Array;
  items: Int32Array;
}

function flatten(lists: readonly (readonly number[])[]): FlatLists {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const items = new Int32Array(start[lists.length]!);
  for (let i = 0; i < lists.length; i++) items.set(lists[i]!, start[i]!);
  return { start, items };
}

/**
 * Ids of strings of 1 to 3 characters, in an open-addressing table keyed by their character codes.
 * A lookup reads one slot and allocates nothing, where a Map needs a new string for each trigram,
 * its hash and a comparison with the stored key: that was a third of a search's time with the
 * caches as cold as HTTP work leaves them.
 */
class GramTable {
  /** Four numbers per slot: the key's two halves, the id plus one (0: an empty slot), padding. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(ids: ReadonlyMap<string, number>) {
    let size = 16;
    while (size < ids.size * 2) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size * 4);
    for (const [gram, id] of ids) {
      const hi = keyHigh(gram, 0, gram.length);
      const lo = keyLow(gram, 0, gram.length);
      let slot = slotOf(hi, lo, this.mask);
      while (this.slots[slot * 4 + 2] !== 0) slot = (slot + 1) & this.mask;
      this.slots.set([hi, lo, id + 1], slot * 4);
    }
  }

  /** The id of `text.slice(from, from + length)` (length 1 to 3), or -1. */
  get(text: string, from: number, length: number): number {
    const hi = keyHigh(text, from, length);
    const lo = keyLow(text, from, length);
    const slots = this.slots;
    for (let slot = slotOf(hi, lo, this.mask); ; slot = (slot + 1) & this.mask) {
      const id = slots[slot * 4 + 2]!;
      if (id === 0) return -1;
      if (slots[slot * 4] === hi && slots[slot * 4 + 1] === lo) return id - 1;
    }
  }
}

// The length and first character code; then the second and third (UTF-16 code units, 16 bits).
const keyHigh = (text: string, from: number, length: number) => (length << 16) | text.charCodeAt(from);
const keyLow = (text: string, from: number, length: number) =>
  length < 2 ? 0 : (text.charCodeAt(from + 1) << 16) | (length < 3 ? 0 : text.charCodeAt(from + 2));

function slotOf(hi: number, lo: number, mask: number): number {
  let h = Math.imul(hi, 0x9e3779b1) ^ Math.imul(lo ^ (lo >>> 16), 0x85ebca77);
  h ^= h >>> 15;
  return h & mask;
}

export class SubstringIndex {
  /** Lowercased fields of each document joined by '\n', for terms too common to walk postings. */
  private readonly haystacks: string[];
  private readonly vocabulary: string[];
  /** For each token id, the documents holding that token, ascending. */
  private readonly postings: FlatLists;
  /** The id of each 1-, 2- and 3-character string found in some token… */
  private readonly gramIds: GramTable;
  /** …and for each such id, the ids of the tokens containing it. */
  private readonly gramTokens: FlatLists;
  /** The tokens found for the current term (scratch, reused). */
  private readonly found: Int32Array;
  private readonly bits: Uint32Array;
  private readonly scanFactor: number;

  /** @param documents per document, its searchable fields, already lowercased. */
  constructor(documents: readonly (readonly string[])[], options: SubstringIndexOptions = {}) {
    this.scanFactor = options.scanFactor ?? 2;
    const n = documents.length;
    this.haystacks = new Array<string>(n);
    this.bits = new Uint32Array((n + 31) >>> 5);

    const tokenIds = new Map<string, number>();
    const vocabulary: string[] = [];
    const lists: number[][] = [];
    const lastDoc: number[] = [];
    for (let doc = 0; doc < n; doc++) {
      const fields = documents[doc]!;
      this.haystacks[doc] = fields.join('\n');
      for (const field of fields) {
        for (const token of field.split(whitespace)) {
          if (token === '') continue;
          let id = tokenIds.get(token);
          if (id === undefined) {
            id = vocabulary.length;
            tokenIds.set(token, id);
            vocabulary.push(token);
            lists.push([]);
            lastDoc.push(-1);
          }
          if (lastDoc[id] !== doc) {
            lastDoc[id] = doc;
            lists[id]!.push(doc);
          }
        }
      }
    }
    this.vocabulary = vocabulary;
    this.postings = flatten(lists);
    this.found = new Int32Array(vocabulary.length);

    const gramIds = new Map<string, number>();
    const gramLists: number[][] = [];
    vocabulary.forEach((token, id) => {
      const seen = new Set<string>();
      for (let len = 1; len <= 3; len++) {
        for (let i = 0; i + len <= token.length; i++) {
          const gram = token.slice(i, i + len);
          if (seen.has(gram)) continue;
          seen.add(gram);
          let gramId = gramIds.get(gram);
          if (gramId === undefined) {
            gramId = gramLists.length;
            gramIds.set(gram, gramId);
            gramLists.push([]);
          }
          gramLists[gramId]!.push(id);
        }
      }
    });
    this.gramTokens = flatten(gramLists);
    this.gramIds = new GramTable(gramIds);
  }

  get size(): number {
    return this.haystacks.length;
  }

  /**
   * Marks every document where at least one of the (lowercased, whitespace-free) terms occurs.
   * The set stays valid until the next call.
   */
  matchAny(terms: readonly string[]): MatchSet {
    this.bits.fill(0);
    let count = 0;
    for (const term of terms) count += this.markTerm(term);
    return { bits: this.bits, count };
  }

  /** Marks the documents holding `term`; returns how many of them were not marked yet. */
  private markTerm(term: string): number {
    // The ids of the tokens holding the term are ids[from..to).
    let ids: Int32Array;
    let from = 0;
    let to: number;
    if (term.length <= 3) {
      const gram = this.gramIds.get(term, 0, term.length);
      if (gram < 0) return 0;
      ids = this.gramTokens.items;
      from = this.gramTokens.start[gram]!;
      to = this.gramTokens.start[gram + 1]!;
    } else {
      ids = this.found;
      to = this.tokensContaining(term);
    }
    const bits = this.bits;
    const { start, items } = this.postings;
    let postings = 0;
    for (let t = from; t < to; t++) postings += start[ids[t]! + 1]! - start[ids[t]!]!;
    let added = 0;
    if (postings > this.scanFactor * this.haystacks.length) {
      // A very common term (say 'e'): reading each document's text once beats walking millions
      // of postings.
      const haystacks = this.haystacks;
      for (let doc = 0; doc < haystacks.length; doc++) {
        if (!isMarked(bits, doc) && haystacks[doc]!.includes(term)) added += mark(bits, doc);
      }
      return added;
    }
    for (let t = from; t < to; t++) {
      const end = start[ids[t]! + 1]!;
      for (let i = start[ids[t]!]!; i < end; i++) added += mark(bits, items[i]!);
    }
    return added;
  }

  /**
   * For a term of 4 characters or more: puts the ids of the vocabulary tokens that contain it in
   * `found`, and returns how many. Candidates hold the term's rarest trigram; those that hold the
   * whole term are kept.
   */
  private tokensContaining(term: string): number {
    const { start, items } = this.gramTokens;
    let rarest = -1;
    for (let i = 0; i + 3 <= term.length; i++) {
      const gram = this.gramIds.get(term, i, 3);
      if (gram < 0) return 0;
      if (rarest < 0 || start[gram + 1]! - start[gram]! < start[rarest + 1]! - start[rarest]!) rarest = gram;
    }
    const vocabulary = this.vocabulary;
    const found = this.found;
    let count = 0;
    for (let i = start[rarest]!, end = start[rarest + 1]!; i < end; i++) {
      if (vocabulary[items[i]!]!.includes(term)) found[count++] = items[i]!;
    }
    return count;
  }
}

/** Interns lowercased filter values as small integers, so a filter test is one comparison. */
export function keyFor(ids: Map<string, number>, value: string): number {
  let id = ids.get(value);
  if (id === undefined) {
    id = ids.size;
    ids.set(value, id);
  }
  return id;
}
