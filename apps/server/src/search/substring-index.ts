import { wordsOf } from '@app/core/search-ranking';
import { isVocabularyWord, SpellingVocabulary } from '@app/core/spelling';
import { ChunkedBytes, sameChunk } from './chunked-bytes.ts';
import { GrowableArray } from './growable-array.ts';
import { runNow, STEP, type Steps } from './slices.ts';

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
  /** How many documents, when they are given by a function. */
  size?: number;
  /** The size of the chunks the texts are kept in (default 8 MB; tests make it small). */
  chunkBytes?: number;
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

/** Words between single spaces, with a space at each end, so ` ${word} ` finds a whole word. */
const padded = (words: readonly string[]) => ` ${words.join(' ')} `;

/** How many bits of a 32-bit word are set. */
export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * What `hits` reports for a document and a term, one bit each: bits 0-4 the fields containing the
 * term (field `i` of a document is bit `min(i, 4)`: a trailing list of skills or subjects shares
 * bit 4), bits 5-9 the fields equal to it, bit 10 the term being a whole word of field 0 (the title,
 * as `wordsOf` splits it), bit 12 (`HIT_WORD`) a whole word of any field.
 */
export const HIT_TITLE_WORD = 1 << 10;
/** Set when the term is a whole word of some field. */
export const HIT_WORD = 1 << 12;
const FIELD_BITS = 5;
const fieldBit = (field: number) => 1 << (field < FIELD_BITS ? field : FIELD_BITS - 1);
/** A token that may hold more than one word, or a word with punctuation at its ends. */
const NOT_PLAIN = /[^\p{L}\p{N}]/u;

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

function grown(list: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const more = new Int32Array(list.length * 2);
  more.set(list);
  return more;
}

/** Gives document `doc`'s searchable fields, lowercased. */
export type DocumentFields = (doc: number) => readonly string[];

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
  /**
   * Lowercased fields of each document joined by '\n', as UTF-8 end to end in one buffer (document
   * `d` is `text[docStart[d]..docStart[d + 1])`, a '\n' after each), for terms too common to walk
   * postings. Off the JavaScript heap: a million documents' text is a third of a gigabyte the
   * garbage collector need not walk. A term's UTF-8 occurs in a text's exactly where the term
   * occurs in the text (UTF-8 is self-synchronising), and no term spans two documents (terms hold
   * no whitespace).
   */
  private text!: ChunkedBytes;
  private docStart!: Float64Array;
  /** Where each field starts in its document's text (bytes): document `d`'s are `fieldStarts[fieldsFrom[d]..fieldsFrom[d + 1])`. */
  private fieldStarts!: Int32Array;
  private fieldsFrom!: Int32Array;
  private vocabulary!: string[];
  /** For each token id, the documents holding that token, ascending. */
  private postings!: FlatLists;
  /** Per posting: the field bits of the fields holding the token, and (shifted by 5) of those equal to it. */
  private postingFields!: Uint16Array;
  /**
   * Per token id that is not letters and digits only, its words (`wordsOf`) between spaces and
   * padded with one at each end; undefined for a plain token (its one word is itself).
   */
  private tokenWords!: (string | undefined)[];
  /** Per document, the words of field 0 (the title) the same way: ' microsoft certified az-900 '. */
  private titleWords!: string[];
  private spelling?: SpellingVocabulary;
  /** The id of each 1-, 2- and 3-character string found in some token… */
  private gramIds!: GramTable;
  /** …and for each such id, the ids of the tokens containing it. */
  private gramTokens!: FlatLists;
  /** The tokens found for the current term (scratch, reused). */
  private found!: Int32Array;
  private bits!: Uint32Array;
  private readonly scanFactor: number;
  private readonly chunkBytes: number | undefined;
  private size_ = 0;

  /**
   * @param documents per document, its searchable fields, already lowercased (or a function giving
   * them, asked once per document, so that a million documents' fields are never all held at once).
   */
  constructor(
    documents: readonly (readonly string[])[] | DocumentFields,
    options: SubstringIndexOptions = {},
    indexNow = true,
  ) {
    this.scanFactor = options.scanFactor ?? 2;
    this.chunkBytes = options.chunkBytes;
    if (indexNow) {
      const fields = typeof documents === 'function' ? documents : (doc: number) => documents[doc]!;
      const size = typeof documents === 'function' ? options.size! : documents.length;
      runNow(this.index(fields, size));
    }
  }

  /** The index built in steps (see `runInSlices`). */
  static *build(
    fields: DocumentFields,
    size: number,
    options: SubstringIndexOptions = {},
  ): Steps<SubstringIndex> {
    const index = new SubstringIndex([], options, false);
    yield* index.index(fields, size);
    return index;
  }

  private *index(fieldsOf: DocumentFields, n: number): Steps {
    this.size_ = n;
    this.bits = new Uint32Array((n + 31) >>> 5);
    this.docStart = new Float64Array(n + 1);
    this.fieldsFrom = new Int32Array(n + 1);
    this.titleWords = new Array<string>(n);
    const bytes = new ChunkedBytes(this.chunkBytes);
    const fieldStarts = new GrowableArray(new Int32Array(1 << 12), (size) => new Int32Array(size));
    // Per document its distinct tokens and their field bits; per token how many documents hold it.
    const docTokens = new GrowableArray(new Int32Array(1 << 12), (size) => new Int32Array(size));
    const docMasks = new GrowableArray(new Uint16Array(1 << 12), (size) => new Uint16Array(size));
    const docTokensFrom = new Int32Array(n + 1);
    const tokenIds = new Map<string, number>();
    const vocabulary: string[] = [];
    let counts = new Int32Array(1024);
    // The last document holding each token, and where its entry is in `docTokens`.
    let lastDoc = new Int32Array(1024).fill(-1);
    let lastAt = new Int32Array(1024);
    for (let doc = 0; doc < n; doc++) {
      const fields = fieldsOf(doc);
      const text = `${fields.join('\n')}\n`;
      this.docStart[doc] = bytes.append(text);
      let at = 0;
      for (let f = 0; f < fields.length; f++) {
        const field = fields[f]!;
        fieldStarts.push(at);
        at += Buffer.byteLength(field) + 1;
        const tokens = field.split(whitespace);
        for (const token of tokens) {
          if (token === '') continue;
          let id = tokenIds.get(token);
          if (id === undefined) {
            id = vocabulary.length;
            tokenIds.set(token, id);
            vocabulary.push(token);
            if (id >= counts.length) {
              counts = grown(counts);
              lastAt = grown(lastAt);
              const seen = new Int32Array(lastDoc.length * 2).fill(-1);
              seen.set(lastDoc);
              lastDoc = seen;
            }
          }
          const bit = fieldBit(f);
          const mask = token.length === field.length ? bit | (bit << FIELD_BITS) : bit;
          if (lastDoc[id] !== doc) {
            lastDoc[id] = doc;
            lastAt[id] = docTokens.length;
            docTokens.push(id);
            docMasks.push(mask);
            counts[id]!++;
          } else docMasks.data[lastAt[id]!]! |= mask;
        }
      }
      this.fieldsFrom[doc + 1] = fieldStarts.length;
      docTokensFrom[doc + 1] = docTokens.length;
      this.titleWords[doc] = padded(wordsOf(fields[0] ?? ''));
      // Reading a document's fields is the heaviest step of a build: a quarter of the usual step.
      if (doc % (STEP / 4) === STEP / 4 - 1) yield;
    }
    this.docStart[n] = bytes.end;
    this.text = bytes;
    this.fieldStarts = fieldStarts.data.slice(0, fieldStarts.length);
    this.vocabulary = vocabulary;
    yield;

    // The postings, by counting: each token's list starts where the counts before it end.
    const start = new Int32Array(vocabulary.length + 1);
    for (let id = 0; id < vocabulary.length; id++) start[id + 1] = start[id]! + counts[id]!;
    const items = new Int32Array(start[vocabulary.length]!);
    const postingFields = new Uint16Array(items.length);
    const filled = start.slice(0, vocabulary.length);
    for (let doc = 0; doc < n; doc++) {
      for (let k = docTokensFrom[doc]!; k < docTokensFrom[doc + 1]!; k++) {
        const id = docTokens.data[k]!;
        const at = filled[id]!++;
        items[at] = doc;
        postingFields[at] = docMasks.data[k]!;
      }
      if (doc % (STEP * 8) === STEP * 8 - 1) yield;
    }
    this.postings = { start, items };
    this.postingFields = postingFields;

    this.tokenWords = new Array(vocabulary.length);
    const gramIds = new Map<string, number>();
    const gramLists: number[][] = [];
    for (let id = 0; id < vocabulary.length; id++) {
      const token = vocabulary[id]!;
      this.tokenWords[id] = NOT_PLAIN.test(token) ? padded(wordsOf(token)) : undefined;
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
      if (id % STEP === STEP - 1) yield;
    }
    this.found = new Int32Array(vocabulary.length);
    this.gramTokens = flatten(gramLists);
    yield;
    this.gramIds = new GramTable(gramIds);
    yield;
    this.spelling = yield* this.makeSpelling();
  }

  get size(): number {
    return this.size_;
  }

  /** The words of document `doc`'s title (field 0) between single spaces, with a space at each end. */
  titleWordsOf(doc: number): string {
    return this.titleWords[doc]!;
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
    return this.markInto(term, this.bits);
  }

  /** Marks the documents holding `term` in `bits`; returns how many of them were not marked yet. */
  private markInto(term: string, bits: Uint32Array): number {
    const to = this.lookup(term);
    const ids = this.ids;
    const { start, items } = this.postings;
    let added = 0;
    if (this.common) {
      // A very common term (say 'e'): reading each document's text once beats walking millions
      // of postings.
      this.forEachHolding(term, (doc) => {
        added += mark(bits, doc);
      });
      return added;
    }
    for (let t = this.from; t < to; t++) {
      const end = start[ids[t]! + 1]!;
      for (let i = start[ids[t]!]!; i < end; i++) added += mark(bits, items[i]!);
    }
    return added;
  }

  /** Scratch of `lookup`: the ids of the tokens holding the term are `ids[from..to)`. */
  private ids: Int32Array = new Int32Array(0);
  private from = 0;
  /** Whether the term is too common to walk its postings (see `scanFactor`). */
  private common = false;

  /** Finds the tokens holding `term` (see `ids`, `from`) and returns `to`. */
  private lookup(term: string): number {
    let to: number;
    this.from = 0;
    if (term.length <= 3) {
      const gram = this.gramIds.get(term, 0, term.length);
      if (gram < 0) {
        this.common = false;
        return 0;
      }
      this.ids = this.gramTokens.items;
      this.from = this.gramTokens.start[gram]!;
      to = this.gramTokens.start[gram + 1]!;
    } else {
      this.ids = this.found;
      to = this.tokensContaining(term);
    }
    const { start } = this.postings;
    let postings = 0;
    for (let t = this.from; t < to; t++) postings += start[this.ids[t]! + 1]! - start[this.ids[t]!]!;
    this.common = postings > this.scanFactor * this.size_;
    return to;
  }

  /** True when some document holds `term`. */
  occurs(term: string): boolean {
    return this.lookup(term) > this.from;
  }

  /**
   * Marks in `into` the documents holding every one of `terms` as a whole word of some field (an
   * other name's words: "ml" is not found in "html").
   */
  markAllWords(terms: readonly string[], into: Uint32Array): void {
    this.scratch ??= [new Uint32Array(this.bits.length), new Uint32Array(this.bits.length)];
    const [acc, one] = this.scratch;
    for (let k = 0; k < terms.length; k++) {
      const target = k === 0 ? acc : one;
      target.fill(0);
      this.markWord(terms[k]!, target);
      if (k > 0) for (let w = 0; w < acc.length; w++) acc[w]! &= one[w]!;
    }
    for (let w = 0; w < acc.length; w++) into[w]! |= acc[w]!;
  }

  /** Marks in `bits` the documents holding `term` as a whole word of some field. */
  private markWord(term: string, bits: Uint32Array): void {
    const to = this.lookup(term);
    if (this.common) {
      this.forEachHolding(term, (doc) => {
        if (wordsOf(this.docText(doc).toString('utf8')).includes(term)) mark(bits, doc);
      });
      return;
    }
    const { start, items } = this.postings;
    for (let t = this.from; t < to; t++) {
      const id = this.ids[t]!;
      const words = this.tokenWords[id];
      if (this.vocabulary[id] !== term && (words === undefined || !words.includes(` ${term} `))) continue;
      for (let i = start[id]!; i < start[id + 1]!; i++) mark(bits, items[i]!);
    }
  }

  private scratch?: [Uint32Array, Uint32Array];

  /**
   * What each document has of `term`: sets `found`'s bit for every document holding it, and
   * `inTitle`'s for those where it is a whole word of the title. Walking postings, it also sets in
   * `out` the bits `HIT_*` describes per document (which fields hold the term, which equal it, title
   * word) and returns true; for a term too common to walk (see `scanFactor`) it leaves `out` alone
   * and returns false: ask `docHits` for the documents that need them. `out` and the bitsets are
   * only or-ed into: clear them first.
   */
  wordHits(term: string, out: Uint16Array, found: Uint32Array, inTitle: Uint32Array): boolean {
    const to = this.lookup(term);
    if (this.common) {
      const titleWords = this.titleWords;
      const needle = ` ${term} `;
      this.forEachHolding(term, (doc) => {
        found[doc >>> 5]! |= 1 << (doc & 31);
        if (titleWords[doc]!.includes(needle)) inTitle[doc >>> 5]! |= 1 << (doc & 31);
      });
      return false;
    }
    const ids = this.ids;
    const { start, items } = this.postings;
    const fields = this.postingFields;
    for (let t = this.from; t < to; t++) {
      const id = ids[t]!;
      const same = this.vocabulary[id] === term;
      const words = this.tokenWords[id];
      const word = same || words?.includes(` ${term} `) === true;
      const end = start[id + 1]!;
      for (let i = start[id]!; i < end; i++) {
        let bits = fields[i]!;
        if (!same) bits &= 31;
        const doc = items[i]!;
        found[doc >>> 5]! |= 1 << (doc & 31);
        if (word) {
          bits |= HIT_WORD;
          if ((bits & 1) !== 0) {
            bits |= HIT_TITLE_WORD;
            inTitle[doc >>> 5]! |= 1 << (doc & 31);
          }
        }
        out[doc]! |= bits;
      }
    }
    return true;
  }

  /** The `HIT_*` bits of one document for `term`, read from its fields. */
  docHits(term: string, doc: number): number {
    const { fieldStarts, fieldsFrom } = this;
    const text = this.docText(doc);
    const needle = this.needleOf(term);
    let at = text.indexOf(needle);
    let bits = 0;
    const first = fieldsFrom[doc]!;
    const last = fieldsFrom[doc + 1]!;
    for (let f = first; f < last && at >= 0; f++) {
      const fieldEnd = f + 1 < last ? fieldStarts[f + 1]! - 1 : text.length;
      if (at >= fieldEnd) continue;
      const fieldStart = fieldStarts[f]!;
      const bit = fieldBit(f - first);
      bits |= bit;
      if (at === fieldStart && fieldEnd - fieldStart === needle.length) bits |= bit << FIELD_BITS;
      if (f === first && this.titleWords[doc]!.includes(` ${term} `)) bits |= HIT_TITLE_WORD;
      at = text.indexOf(needle, fieldEnd + 1);
    }
    if (bits !== 0 && wordsOf(text.toString('utf8')).includes(term)) bits |= HIT_WORD;
    return bits;
  }

  /** Document `doc`'s fields joined by '\n', as UTF-8 (a view of the shared buffer). */
  private docText(doc: number): Buffer {
    const from = this.docStart[doc]!;
    const next = this.docStart[doc + 1]!;
    // Without the '\n' that ends it; the last document of a chunk ends where the chunk does.
    return this.text.view(from, (sameChunk(from, next) ? next : this.text.chunkEnd(from)) - 1);
  }

  private lastTerm = '';
  private lastNeedle = Buffer.alloc(0);

  /** `term` as UTF-8 (the last one asked is kept: `docHits` asks for one term per document). */
  private needleOf(term: string): Buffer {
    if (term !== this.lastTerm || this.lastNeedle.length === 0) {
      this.lastTerm = term;
      this.lastNeedle = Buffer.from(term, 'utf8');
    }
    return this.lastNeedle;
  }

  /** Calls `visit` with each document whose text holds `term`, in order: one scan of the buffer. */
  private forEachHolding(term: string, visit: (doc: number) => void): void {
    const n = this.size_;
    const needle = this.needleOf(term);
    const starts = this.docStart;
    if (needle.length === 0) {
      for (let doc = 0; doc < n; doc++) visit(doc);
      return;
    }
    let doc = 0;
    this.text.scan(needle, (at) => {
      // The document holding byte `at`: the last whose start is at or before it.
      let lo = doc;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      doc = lo;
      visit(doc);
      // On to the next document (each ends with '\n', which no term holds).
      return starts[doc + 1]!;
    });
  }

  /**
   * The words spelling correction may offer (letters only, 3 or more), each with the number of
   * documents holding it as a word; made on first use and kept.
   */
  spellingVocabulary(): SpellingVocabulary {
    this.spelling ??= runNow(this.makeSpelling());
    return this.spelling;
  }

  /** The spelling vocabulary in steps: the build makes it, so no request pays for it. */
  private *makeSpelling(): Steps<SpellingVocabulary> {
    const wordIds = new Map<string, number>();
    const counts: number[] = [];
    const stamp = new Int32Array(this.size_).fill(-1);
    const byWord: number[][] = [];
    this.vocabulary.forEach((token, id) => {
      const words = this.tokenWords[id];
      for (const word of words === undefined ? [token] : words.trim().split(' ')) {
        if (!isVocabularyWord(word)) continue;
        let w = wordIds.get(word);
        if (w === undefined) {
          w = counts.length;
          wordIds.set(word, w);
          counts.push(0);
          byWord.push([]);
        }
        byWord[w]!.push(id);
      }
    });
    yield;
    const { start, items } = this.postings;
    let work = 0;
    for (let w = 0; w < byWord.length; w++) {
      for (const id of byWord[w]!) {
        const begin = start[id]!;
        const end = start[id + 1]!;
        for (let i = begin; i < end; i++) {
          if (stamp[items[i]!] !== w) {
            stamp[items[i]!] = w;
            counts[w]!++;
          }
        }
        work += end - begin;
        if (work > STEP * 64) {
          work = 0;
          yield;
        }
      }
    }
    return new SpellingVocabulary([...wordIds].map(([word, w]) => ({ word, count: counts[w]! })));
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
