import { paddedWordsOf } from '@app/core/search-ranking';
import { isVocabularyWord, SpellingVocabulary } from '@app/core/spelling';
import { ChunkedBytes, RANGE_BYTES, sameChunk } from './chunked-bytes.ts';
import { GrowableArray } from './growable-array.ts';
import { indexArray } from './index-memory.ts';
import { fillInSteps, freshArray, runNow, STEP, type Steps } from './slices.ts';
import { holdsWholeWord } from './whole-words.ts';
import { WordTable } from './word-table.ts';

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
   * each document's text instead of walking postings. Default: never. Walking is the faster of the
   * two even for the commonest terms (`bench:scale`, the slowest of its searches, "r programming":
   * 60 ms reading the texts against 9 ms walking at 100,000 courses, about 500 against 272 ms at a
   * million), since a term's postings are far fewer than the bytes of text; tests set it to 0 to
   * prove both ways find the same.
   */
  scanFactor?: number;
  /**
   * A 1- to 3-character term whose postings outnumber the documents by more than this factor has
   * the documents holding it kept as a bitset, made with the index: a search for it then marks
   * them at once, and reads the rest of what it needs per document it ranks (`wordHits`). Default
   * 2; tests set 0 (every such term) to prove it finds the same.
   */
  commonFactor?: number;
  /**
   * At most this many documents to rank (`RankedSearch`) are read one by one for a common term;
   * beyond it the term's postings are walked instead (`wordHits` with `walk`). Default 4,096.
   */
  lazyHitsUpTo?: number;
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

/**
 * Whether a UTF-16 code unit is whitespace as a regular expression's `\s` has it: a field's tokens
 * are the runs between (what `field.split(/\s+/)` gives, the empty strings aside).
 */
export function isSpace(c: number): boolean {
  return c <= 0x20
    ? c === 0x20 || (c >= 0x09 && c <= 0x0d)
    : c >= 0xa0 &&
        (c === 0xa0 ||
          c === 0x1680 ||
          (c >= 0x2000 && c <= 0x200a) ||
          c === 0x2028 ||
          c === 0x2029 ||
          c === 0x202f ||
          c === 0x205f ||
          c === 0x3000 ||
          c === 0xfeff);
}

/**
 * Where the next token of `text` starts from `from` (`text.length` when there is none). A field's
 * tokens are read with this and `tokenEnd` rather than cut out with `split`: at a million courses,
 * the strings and arrays of `split` were a third of what a build allocated, and the collections
 * they caused held up requests.
 */
export function tokenStart(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Where the token of `text` starting at `start` ends. */
export function tokenEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** How many documents a build reads before it sizes its arrays for all of them. */
const SIZING_SAMPLE = 1024;
/** Tokens of the vocabulary a step of a loop over it handles (a few hundred microseconds). */
const VOCABULARY_STEP = 1 << 16;

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

/**
 * Reads the tokens of one field after another as ids of a word table (see `tokenStart`): one
 * cursor for a whole build, so nothing is made per token.
 */
class TokenCursor {
  private text = '';
  private start = 0;
  private bit = 0;
  /** Field bits of the token last read: its field's, and the same shifted when it is the whole field. */
  mask = 0;
  /** Whether the token last read was new to the table. */
  isNew = false;

  constructor(private readonly tokens: WordTable) {}

  /** Starts on `text`, field number `field` of its document. */
  read(text: string, field = 0): void {
    this.text = text;
    this.start = tokenStart(text, 0);
    this.bit = fieldBit(field);
  }

  /** The next token's id (added to the table when new), or -1 past the last. */
  next(): number {
    const { text, start, bit } = this;
    if (start >= text.length) return -1;
    const end = tokenEnd(text, start);
    const known = this.tokens.size;
    const id = this.tokens.idOf(text, start, end);
    this.isNew = this.tokens.size > known;
    this.mask = end - start === text.length ? bit | (bit << FIELD_BITS) : bit;
    this.start = tokenStart(text, end);
    return id;
  }
}

/** A token that may hold more than one word, or a word with punctuation at its ends. */
const NOT_PLAIN = /[^\p{L}\p{N}]/u;

/** Lists of numbers stored end to end in one array: list `i` is `items[start[i]..start[i + 1])`. */
interface FlatLists {
  start: Int32Array;
  items: Int32Array;
}

function* flatten(lists: readonly (readonly number[])[]): Steps<FlatLists> {
  const start = yield* freshArray(Int32Array, lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const items = yield* freshArray(Int32Array, start[lists.length]!);
  let work = 0;
  for (let i = 0; i < lists.length; i++) {
    items.set(lists[i]!, start[i]!);
    work += lists[i]!.length + 8;
    if (work > STEP * 64) {
      work = 0;
      yield;
    }
  }
  return { start, items };
}

function grown(list: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const more = indexArray(Int32Array, list.length * 2);
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

  private constructor(count: number) {
    let size = 16;
    while (size < count * 2) size *= 2;
    this.mask = size - 1;
    this.slots = indexArray(Int32Array, size * 4);
  }

  /** The table of these ids, filled in steps (a table of many grams takes tens of milliseconds). */
  static *build(ids: ReadonlyMap<string, number>): Steps<GramTable> {
    const table = new GramTable(ids.size);
    const slots = table.slots;
    let done = 0;
    for (const [gram, id] of ids) {
      const hi = keyHigh(gram, 0, gram.length);
      const lo = keyLow(gram, 0, gram.length);
      let slot = slotOf(hi, lo, table.mask);
      while (slots[slot * 4 + 2] !== 0) slot = (slot + 1) & table.mask;
      slots[slot * 4] = hi;
      slots[slot * 4 + 1] = lo;
      slots[slot * 4 + 2] = id + 1;
      if (++done % (STEP * 16) === 0) yield;
    }
    return table;
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

/**
 * What an index patched from another shares with it (see `SubstringIndex.patch`): token, gram and
 * word ids are only ever added, so an index never meets an id it does not hold.
 */
interface Dictionary {
  tokenIds: WordTable;
  /** The tokens by id (`tokenIds.words`). */
  vocabulary: readonly string[];
  tokenWords: (string | undefined)[];
  gramIds: Map<string, number>;
  wordIds: Map<string, number>;
  words: string[];
}

/** A list changed in place, for `SubstringIndex.patch`. */
export interface DocumentChange {
  /** How many documents the list holds now. */
  size: number;
  /**
   * Per document now, the previous index's document it is (unchanged, and kept documents in their
   * previous order), or -1 for a document added or changed.
   */
  fromOld: Int32Array;
  /** The fields of a document added or changed (lowercased), by its number now. */
  fieldsOf: DocumentFields;
}

/** Gives the words of a token (`tokenWords`, or the token itself) that spelling may offer. */
function spellingWordsOf(token: string, words: string | undefined): string[] {
  return (words === undefined ? [token] : words.trim().split(' ')).filter(isVocabularyWord);
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
  private vocabulary!: readonly string[];
  private dict!: Dictionary;
  /** Per spelling word id (`dict.words`), how many documents hold it. */
  private wordCounts!: Int32Array;
  /** For each token id, the documents holding that token, ascending. */
  private postings!: FlatLists;
  /** Per posting: the field bits of the fields holding the token, and (shifted by 5) of those equal to it. */
  private postingFields!: Uint16Array;
  /**
   * Per token id that is not letters and digits only, its words (`wordsOf`) between spaces and
   * padded with one at each end; undefined for a plain token (its one word is itself).
   */
  private tokenWords!: (string | undefined)[];
  /**
   * Per document, the words of field 0 (the title) the same way, ' microsoft certified az-900 ', as
   * UTF-8 off the heap (`titleStart[doc]` is where; see `titleWordsOf`): as a million strings they
   * were most of what an index of a million courses kept on the heap, for the collector to mark.
   */
  private titleWords!: ChunkedBytes;
  private titleStart!: Float64Array;
  private spelling?: SpellingVocabulary;
  /** The id of each 1-, 2- and 3-character string found in some token… */
  private gramIds!: GramTable;
  /** …and for each such id, the ids of the tokens containing it. */
  private gramTokens!: FlatLists;
  /** The tokens found for the current term (scratch, reused). */
  private found!: Int32Array;
  private bits!: Uint32Array;
  private gramCount = 0;
  private readonly scanFactor: number;
  private readonly commonFactor: number;
  /** See `SubstringIndexOptions.lazyHitsUpTo`. */
  readonly lazyHitsUpTo: number;
  /** Per gram id of a very common gram (see `commonFactor`), the documents holding it. */
  private commonDocs = new Map<number, Uint32Array>();
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
    this.scanFactor = options.scanFactor ?? Number.POSITIVE_INFINITY;
    this.commonFactor = options.commonFactor ?? 2;
    this.lazyHitsUpTo = options.lazyHitsUpTo ?? 4096;
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
    this.bits = indexArray(Uint32Array, (n + 31) >>> 5);
    this.docStart = yield* freshArray(Float64Array, n + 1);
    this.fieldsFrom = yield* freshArray(Int32Array, n + 1);
    this.titleStart = yield* freshArray(Float64Array, n + 1);
    const titles = new ChunkedBytes(this.chunkBytes);
    const bytes = new ChunkedBytes(this.chunkBytes);
    const fieldStarts = new GrowableArray(indexArray(Int32Array, 1 << 12), (size) =>
      indexArray(Int32Array, size),
    );
    // Per document its distinct tokens and their field bits; per token how many documents hold it.
    const docTokens = new GrowableArray(indexArray(Int32Array, 1 << 12), (size) =>
      indexArray(Int32Array, size),
    );
    const docMasks = new GrowableArray(indexArray(Uint16Array, 1 << 12), (size) =>
      indexArray(Uint16Array, size),
    );
    const docTokensFrom = yield* freshArray(Int32Array, n + 1);
    const tokenIds = new WordTable();
    const vocabulary = tokenIds.words;
    const tokens = new TokenCursor(tokenIds);
    let counts = indexArray(Int32Array, 1024);
    // The last document holding each token, and where its entry is in `docTokens`.
    let lastDoc = indexArray(Int32Array, 1024).fill(-1);
    let lastAt = indexArray(Int32Array, 1024);
    for (let doc = 0; doc < n; doc++) {
      const fields = fieldsOf(doc);
      this.docStart[doc] = bytes.appendEach(fields, '\n');
      let at = 0;
      for (let f = 0; f < fields.length; f++) {
        const field = fields[f]!;
        fieldStarts.push(at);
        at += Buffer.byteLength(field) + 1;
        tokens.read(field, f);
        for (let id = tokens.next(); id >= 0; id = tokens.next()) {
          if (tokens.isNew && id >= counts.length) {
            counts = grown(counts);
            lastAt = grown(lastAt);
            const seen = indexArray(Int32Array, lastDoc.length * 2).fill(-1);
            seen.set(lastDoc);
            lastDoc = seen;
          }
          const mask = tokens.mask;
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
      this.titleStart[doc] = titles.append(paddedWordsOf(fields[0] ?? ''));
      // Room for every document at once, from what the first ones hold (half as much again to
      // spare): doubling these arrays late in a build copied and freed hundreds of megabytes in one
      // step, a stall of a third of a second (with the collection it caused) at a million documents.
      // Its pages are mapped as far as expected (the room to spare may never be written).
      if (doc === SIZING_SAMPLE - 1 && n > SIZING_SAMPLE) {
        const room = (array: GrowableArray<Int32Array | Uint16Array>) => {
          const expected = Math.ceil((array.length / SIZING_SAMPLE) * n);
          return array.reserveFresh(Math.ceil(expected * 1.5) - array.length, expected - array.length);
        };
        yield* room(fieldStarts);
        yield* room(docTokens);
        yield* room(docMasks);
      }
      // Reading a document's fields is the heaviest step of a build: a quarter of the usual step.
      if (doc % (STEP / 4) === STEP / 4 - 1) yield;
    }
    this.docStart[n] = bytes.end;
    this.titleStart[n] = titles.end;
    this.titleWords = titles;
    this.text = bytes;
    // A view, not a copy: copying five million numbers into fresh memory held the event loop for
    // 58 ms at a million documents. The room reserved past the end is never written, so not mapped.
    this.fieldStarts = fieldStarts.data.subarray(0, fieldStarts.length);
    this.vocabulary = vocabulary;
    yield;

    // The postings, by counting: each token's list starts where the counts before it end.
    const start = yield* freshArray(Int32Array, vocabulary.length + 1);
    for (let id = 0; id < vocabulary.length; id++) start[id + 1] = start[id]! + counts[id]!;
    const items = yield* freshArray(Int32Array, start[vocabulary.length]!);
    const postingFields = yield* freshArray(Uint16Array, items.length);
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
      this.tokenWords[id] = NOT_PLAIN.test(token) ? paddedWordsOf(token) : undefined;
      addGrams(token, id, gramIds, gramLists);
      if (id % STEP === STEP - 1) yield;
    }
    this.found = yield* freshArray(Int32Array, vocabulary.length);
    this.gramTokens = yield* flatten(gramLists);
    this.gramCount = gramLists.length;
    yield;
    this.gramIds = yield* GramTable.build(gramIds);
    this.dict = {
      tokenIds,
      vocabulary,
      tokenWords: this.tokenWords,
      gramIds,
      wordIds: new Map(),
      words: [],
    };
    yield;
    this.spelling = yield* this.makeSpelling();
    yield* this.keepCommonGrams();
  }

  /**
   * The documents holding each very common gram (see `commonFactor`), as bitsets: a single letter
   * is in nearly every document, and walking its postings for every search that has it took a
   * quarter of a second at a million documents. A million documents: 125 KB per gram.
   */
  private *keepCommonGrams(): Steps {
    const { start, items } = this.postings;
    const { start: from, items: tokens } = this.gramTokens;
    const limit = this.commonFactor * this.size_;
    const words = (this.size_ + 31) >>> 5;
    let work = 0;
    for (let gram = 0; gram < this.gramCount; gram++) {
      let postings = 0;
      for (let t = from[gram]!; t < from[gram + 1]!; t++)
        postings += start[tokens[t]! + 1]! - start[tokens[t]!]!;
      work += from[gram + 1]! - from[gram]!;
      if (postings > limit && postings > 0) {
        const docs = indexArray(Uint32Array, words);
        for (let t = from[gram]!; t < from[gram + 1]!; t++) {
          const id = tokens[t]!;
          const end = start[id + 1]!;
          for (let i = start[id]!; i < end; i++) docs[items[i]! >>> 5]! |= 1 << (items[i]! & 31);
          work += end - start[id]!;
          if (work >= STEP * 256) {
            work = 0;
            yield;
          }
        }
        this.commonDocs.set(gram, docs);
      }
      if (work >= STEP * 256) {
        work = 0;
        yield;
      }
    }
  }

  /**
   * This index with some documents added, changed or removed (see `DocumentChange`), equal in its
   * answers to one built over the whole list again, in steps (see `runInSlices`). Only the documents
   * added or changed are read; the rest is copied over as numbers and bytes. `previous` is left as
   * it was, and keeps answering.
   */
  static *patch(previous: SubstringIndex, change: DocumentChange): Steps<SubstringIndex> {
    const index = new SubstringIndex(
      [],
      {
        scanFactor: previous.scanFactor,
        commonFactor: previous.commonFactor,
        lazyHitsUpTo: previous.lazyHitsUpTo,
        ...(previous.chunkBytes ? { chunkBytes: previous.chunkBytes } : {}),
      },
      false,
    );
    yield* index.patchFrom(previous, change);
    return index;
  }

  private *patchFrom(prev: SubstringIndex, change: DocumentChange): Steps {
    const dict = prev.dict;
    this.dict = dict;
    const { fromOld, size: n } = change;
    const oldN = prev.size_;
    const oldToNew = yield* freshArray(Int32Array, oldN);
    yield* fillInSteps(oldToNew, -1);
    for (let doc = 0; doc < n; doc++) {
      if (fromOld[doc]! >= 0) oldToNew[fromOld[doc]!] = doc;
      if (doc % (STEP * 64) === STEP * 64 - 1) yield;
    }
    this.size_ = n;
    this.bits = indexArray(Uint32Array, (n + 31) >>> 5);
    const prevStart = prev.postings.start;
    const prevV = prevStart.length - 1;
    const wordIdOf = (word: string) => {
      let w = dict.wordIds.get(word);
      if (w === undefined) {
        w = dict.words.length;
        dict.wordIds.set(word, w);
        dict.words.push(word);
      }
      return w;
    };
    /** A document's distinct spelling words, from its distinct tokens. */
    const wordsOfTokens = (ids: Iterable<number>) => {
      const words = new Set<number>();
      for (const id of ids)
        for (const word of spellingWordsOf(dict.vocabulary[id]!, dict.tokenWords[id]))
          words.add(wordIdOf(word));
      return words;
    };

    const tokens = new TokenCursor(dict.tokenIds);
    // The documents gone (removed, or changed): their tokens read back from their text.
    const removedTokens = new Set<number>();
    const removedIds: Set<number>[] = [];
    for (let old = 0; old < oldN; old++) {
      if (oldToNew[old]! >= 0) continue;
      const ids = new Set<number>();
      // Every token of an indexed document is in the dictionary already.
      tokens.read(prev.docText(old).toString('utf8'));
      for (let id = tokens.next(); id >= 0; id = tokens.next()) ids.add(id);
      removedIds.push(ids);
      for (const id of ids) removedTokens.add(id);
      yield;
    }

    // The documents added: read as a build reads them.
    const addedFields: (readonly string[])[] = [];
    const addedTokens = new GrowableArray(indexArray(Int32Array, 1 << 10), (size) =>
      indexArray(Int32Array, size),
    );
    const addedMasks = new GrowableArray(indexArray(Uint16Array, 1 << 10), (size) =>
      indexArray(Uint16Array, size),
    );
    const addedFrom: number[] = [0];
    const newTokens = new Set<number>();
    for (let doc = 0; doc < n; doc++) {
      if (fromOld[doc]! >= 0) continue;
      const fields = change.fieldsOf(doc);
      addedFields.push(fields);
      const first = addedTokens.length;
      const at = new Map<number, number>();
      for (let f = 0; f < fields.length; f++) {
        tokens.read(fields[f]!, f);
        for (let id = tokens.next(); id >= 0; id = tokens.next()) {
          if (tokens.isNew) {
            const token = dict.vocabulary[id]!;
            dict.tokenWords[id] = NOT_PLAIN.test(token) ? paddedWordsOf(token) : undefined;
          }
          const mask = tokens.mask;
          const k = at.get(id);
          if (k === undefined) {
            at.set(id, addedTokens.length);
            addedTokens.push(id);
            addedMasks.push(mask);
          } else addedMasks.data[k]! |= mask;
        }
      }
      for (const id of addedTokens.data.subarray(first, addedTokens.length)) newTokens.add(id);
      addedFrom.push(addedTokens.length);
      yield;
    }

    // Each token's and spelling word's documents counted: the previous counts, less the documents
    // gone, plus those added. Made once the documents added are read, when the vocabulary has its
    // final length: grown as new tokens came (doubling, and copying millions of counts into fresh
    // pages), one step took 61 ms at a million courses (profiled).
    const V = Math.max(prevV, dict.vocabulary.length);
    const counts = yield* freshArray(Int32Array, V);
    for (let id = 0; id < prevV; id++) {
      counts[id] = prevStart[id + 1]! - prevStart[id]!;
      if (id % VOCABULARY_STEP === VOCABULARY_STEP - 1) yield;
    }
    // A few documents a step, as when they were read.
    const DOCS_A_STEP = 16;
    const wordsGone: Set<number>[] = [];
    for (let i = 0; i < removedIds.length; i++) {
      wordsGone.push(wordsOfTokens(removedIds[i]!));
      if (i % DOCS_A_STEP === DOCS_A_STEP - 1) yield;
    }
    const wordsAdded: Set<number>[] = [];
    for (let a = 0; a + 1 < addedFrom.length; a++) {
      wordsAdded.push(wordsOfTokens(addedTokens.data.subarray(addedFrom[a]!, addedFrom[a + 1]!)));
      if (a % DOCS_A_STEP === DOCS_A_STEP - 1) yield;
    }
    const wordCounts = yield* freshArray(Int32Array, dict.words.length);
    wordCounts.set(prev.wordCounts);
    yield;
    for (let i = 0; i < removedIds.length; i++) {
      for (const id of removedIds[i]!) counts[id]!--;
      for (const w of wordsGone[i]!) wordCounts[w]!--;
      if (i % DOCS_A_STEP === DOCS_A_STEP - 1) yield;
    }
    for (let a = 0; a < wordsAdded.length; a++) {
      for (let k = addedFrom[a]!; k < addedFrom[a + 1]!; k++) counts[addedTokens.data[k]!]!++;
      for (const w of wordsAdded[a]!) wordCounts[w]!++;
      if (a % DOCS_A_STEP === DOCS_A_STEP - 1) yield;
    }
    this.vocabulary = dict.vocabulary;
    this.tokenWords = dict.tokenWords;

    // The postings: each token's previous list, renumbered, merged with the documents added. In
    // steps over the vocabulary, the documents and each token's list: at a million courses, the
    // loop over the documents and the first lists merged held the event loop for 16 to 36 ms.
    const start = yield* freshArray(Int32Array, V + 1);
    for (let id = 0; id < V; id++) {
      start[id + 1] = start[id]! + counts[id]!;
      if (id % VOCABULARY_STEP === VOCABULARY_STEP - 1) yield;
    }
    const addStart = yield* freshArray(Int32Array, V + 1);
    for (let k = 0; k < addedTokens.length; k++) addStart[addedTokens.data[k]! + 1]!++;
    for (let id = 0; id < V; id++) {
      addStart[id + 1]! += addStart[id]!;
      if (id % VOCABULARY_STEP === VOCABULARY_STEP - 1) yield;
    }
    yield;
    const addDocs = indexArray(Int32Array, addedTokens.length);
    const addMasks = indexArray(Uint16Array, addedTokens.length);
    const addFilled = addStart.slice(0, V);
    for (let doc = 0, a = 0; doc < n; doc++) {
      if (doc % (STEP * 64) === STEP * 64 - 1) yield;
      if (fromOld[doc]! >= 0) continue;
      for (let k = addedFrom[a]!; k < addedFrom[a + 1]!; k++) {
        const at = addFilled[addedTokens.data[k]!]!++;
        addDocs[at] = doc;
        addMasks[at] = addedMasks.data[k]!;
      }
      a++;
    }
    yield;
    const items = yield* freshArray(Int32Array, start[V]!);
    yield;
    const postingFields = yield* freshArray(Uint16Array, items.length);
    yield;
    const prevItems = prev.postings.items;
    const prevFields = prev.postingFields;
    let work = 0;
    for (let id = 0; id < V; id++) {
      let out = start[id]!;
      let i = id < prevV ? prevStart[id]! : 0;
      const end = id < prevV ? prevStart[id + 1]! : 0;
      let a = addStart[id]!;
      const aEnd = addStart[id + 1]!;
      // A step every `STEP * 64` postings, within a token's list too: a word most courses hold
      // has a list of about a million (and before the loop is compiled, 65,536 postings took 30 ms).
      if (a === aEnd && !removedTokens.has(id)) {
        // No document of this token came or went: its list, renumbered.
        for (; i < end; i++) {
          items[out] = oldToNew[prevItems[i]!]!;
          postingFields[out++] = prevFields[i]!;
          if (++work === STEP * 64) {
            work = 0;
            yield;
          }
        }
      } else
        for (;;) {
          while (i < end && oldToNew[prevItems[i]!]! < 0) i++;
          const old = i < end ? oldToNew[prevItems[i]!]! : -1;
          if (old < 0 && a >= aEnd) break;
          if (a >= aEnd || (old >= 0 && old < addDocs[a]!)) {
            items[out] = old;
            postingFields[out++] = prevFields[i++]!;
          } else {
            items[out] = addDocs[a]!;
            postingFields[out++] = addMasks[a++]!;
          }
          if (++work === STEP * 64) {
            work = 0;
            yield;
          }
        }
    }
    this.postings = { start, items };
    this.postingFields = postingFields;

    // The texts, in document order: the previous bytes copied, the documents added written.
    this.docStart = yield* freshArray(Float64Array, n + 1);
    this.fieldsFrom = yield* freshArray(Int32Array, n + 1);
    this.titleStart = yield* freshArray(Float64Array, n + 1);
    const titles = new ChunkedBytes(this.chunkBytes);
    const bytes = new ChunkedBytes(this.chunkBytes);
    // As long as it can get (the previous documents' fields and those added): grown by doubling
    // from a few thousand, it copied millions of numbers into fresh pages in one step (85 ms at a
    // million courses, profiled).
    let addedFieldCount = 0;
    for (const fields of addedFields) addedFieldCount += fields.length;
    const fieldStarts = new GrowableArray(
      yield* freshArray(Int32Array, prev.fieldStarts.length + addedFieldCount),
      (size) => indexArray(Int32Array, size),
    );
    const prevDocStart = prev.docStart;
    for (let doc = 0, a = 0; doc < n; doc++) {
      const old = fromOld[doc]!;
      if (old >= 0) {
        // A run of documents kept in their order, in one chunk: one copy of their bytes.
        let last = doc;
        while (
          last + 1 < n &&
          fromOld[last + 1] === fromOld[last]! + 1 &&
          sameChunk(prevDocStart[old]!, prevDocStart[fromOld[last + 1]!]!) &&
          prevDocStart[fromOld[last + 1]!]! - prevDocStart[old]! < RANGE_BYTES
        )
          last++;
        const oldLast = fromOld[last]!;
        const base = bytes.appendRange(prev.text, prevDocStart, old, oldLast);
        const from = prev.fieldsFrom[old]!;
        const to = prev.fieldsFrom[oldLast + 1]!;
        fieldStarts.reserve(to - from);
        fieldStarts.data.set(prev.fieldStarts.subarray(from, to), fieldStarts.length);
        const shift = fieldStarts.length - from;
        fieldStarts.length += to - from;
        for (let d = doc; d <= last; d++) {
          const o = fromOld[d]!;
          this.docStart[d] = base + prevDocStart[o]! - prevDocStart[old]!;
          this.fieldsFrom[d + 1] = prev.fieldsFrom[o + 1]! + shift;
        }
        // Their titles' words likewise, in runs within one chunk of the previous ones.
        const prevTitleStart = prev.titleStart;
        for (let d = doc; d <= last; ) {
          const o = fromOld[d]!;
          let e = d;
          while (
            e < last &&
            sameChunk(prevTitleStart[o]!, prevTitleStart[o + e + 1 - d]!) &&
            prevTitleStart[o + e + 1 - d]! - prevTitleStart[o]! < RANGE_BYTES
          )
            e++;
          const titleBase = titles.appendRange(prev.titleWords, prevTitleStart, o, o + e - d);
          for (let k = d; k <= e; k++)
            this.titleStart[k] = titleBase + prevTitleStart[o + k - d]! - prevTitleStart[o]!;
          d = e + 1;
        }
        if (Math.floor(last / (STEP * 8)) !== Math.floor(doc / (STEP * 8))) yield;
        doc = last;
        continue;
      } else {
        const fields = addedFields[a++]!;
        this.docStart[doc] = bytes.appendEach(fields, '\n');
        let at = 0;
        for (const field of fields) {
          fieldStarts.push(at);
          at += Buffer.byteLength(field) + 1;
        }
        this.titleStart[doc] = titles.append(paddedWordsOf(fields[0] ?? ''));
      }
      this.fieldsFrom[doc + 1] = fieldStarts.length;
      if (doc % (STEP * 8) === STEP * 8 - 1) yield;
    }
    this.docStart[n] = bytes.end;
    this.titleStart[n] = titles.end;
    this.titleWords = titles;
    this.text = bytes;
    // A view, not a copy, as in a build.
    this.fieldStarts = fieldStarts.data.subarray(0, fieldStarts.length);

    // The grams: the previous lists without the tokens no document holds any more, with the
    // tokens no document held before.
    const wasHeld = (id: number) => id < prevV && prevStart[id + 1]! > prevStart[id]!;
    const gramAdds = new Map<number, number[]>();
    for (const id of newTokens) {
      if (wasHeld(id) || counts[id] === 0) continue;
      const seen = new Set<string>();
      const token = dict.vocabulary[id]!;
      for (let len = 1; len <= 3; len++) {
        for (let i = 0; i + len <= token.length; i++) {
          const gram = token.slice(i, i + len);
          if (seen.has(gram)) continue;
          seen.add(gram);
          let gramId = dict.gramIds.get(gram);
          if (gramId === undefined) {
            gramId = dict.gramIds.size;
            dict.gramIds.set(gram, gramId);
          }
          const list = gramAdds.get(gramId);
          if (list) list.push(id);
          else gramAdds.set(gramId, [id]);
        }
      }
    }
    let dropped = false;
    for (const id of removedTokens) if (counts[id] === 0) dropped = true;
    if (gramAdds.size === 0 && !dropped) {
      // No token came or went: the previous gram lists, as they are.
      this.gramTokens = prev.gramTokens;
      this.gramCount = prev.gramCount;
      this.gramIds = prev.gramIds;
      this.found = yield* freshArray(Int32Array, V);
    } else yield* this.patchGrams(prev, gramAdds, dropped, (id) => counts[id]! > 0, V);

    // Spelling: the words some document still holds, with their counts.
    this.wordCounts = wordCounts;
    const entries: { word: string; count: number }[] = [];
    for (let w = 0; w < this.wordCounts.length; w++) {
      if (this.wordCounts[w]! > 0) entries.push({ word: dict.words[w]!, count: this.wordCounts[w]! });
      if (w % (STEP * 16) === STEP * 16 - 1) yield;
    }
    this.spelling = new SpellingVocabulary(entries);
    yield* this.keepCommonGrams();
  }

  /** The gram lists of a patch: `previous`'s without the tokens no longer held, with `adds`. */
  private *patchGrams(
    prev: SubstringIndex,
    gramAdds: ReadonlyMap<number, readonly number[]>,
    dropped: boolean,
    held: (id: number) => boolean,
    V: number,
  ): Steps {
    const dict = this.dict;
    const G = dict.gramIds.size;
    const prevGrams = prev.gramTokens;
    const prevG = prev.gramCount;
    const gramStart = yield* freshArray(Int32Array, G + 1);
    // A common gram (a letter) lists most tokens: the steps go by entries, not by grams.
    let work = 0;
    for (let g = 0; g < G; g++) {
      let size = gramAdds.get(g)?.length ?? 0;
      if (g < prevG) {
        if (dropped) {
          for (let i = prevGrams.start[g]!; i < prevGrams.start[g + 1]!; i++)
            if (held(prevGrams.items[i]!)) size++;
        } else size += prevGrams.start[g + 1]! - prevGrams.start[g]!;
      }
      gramStart[g + 1] = gramStart[g]! + size;
      work += size + 8;
      if (work > STEP * 256) {
        work = 0;
        yield;
      }
    }
    const gramItems = yield* freshArray(Int32Array, gramStart[G]!);
    for (let g = 0; g < G; g++) {
      let out = gramStart[g]!;
      if (g < prevG) {
        for (let i = prevGrams.start[g]!; i < prevGrams.start[g + 1]!; i++) {
          const id = prevGrams.items[i]!;
          if (!dropped || held(id)) gramItems[out++] = id;
        }
      }
      for (const id of gramAdds.get(g) ?? []) gramItems[out++] = id;
      work += out - gramStart[g]! + 8;
      if (work > STEP * 256) {
        work = 0;
        yield;
      }
    }
    this.gramTokens = { start: gramStart, items: gramItems };
    this.gramCount = G;
    this.found = yield* freshArray(Int32Array, V);
    yield;
    this.gramIds = G === prevG ? prev.gramIds : yield* GramTable.build(dict.gramIds);
    yield;
  }

  get size(): number {
    return this.size_;
  }

  /**
   * The share of the shared token ids no document of this index holds: tokens of documents
   * patched away stay in the dictionary (ids only grow) until the index is built whole again.
   */
  get unusedTokenShare(): number {
    const { start } = this.postings;
    const total = this.dict.vocabulary.length;
    let held = 0;
    for (let id = 0; id + 1 < start.length; id++) if (start[id + 1]! > start[id]!) held++;
    return total === 0 ? 0 : 1 - held / total;
  }

  /** The words of document `doc`'s title (field 0) between single spaces, with a space at each end. */
  titleWordsOf(doc: number): string {
    const from = this.titleStart[doc]!;
    const next = this.titleStart[doc + 1]!;
    return this.titleWords.text(from, sameChunk(from, next) ? next : this.titleWords.chunkEnd(from));
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
      // Only with a `scanFactor` set: each document's text read once instead of the postings.
      this.forEachHolding(term, (doc) => {
        added += mark(bits, doc);
      });
      return added;
    }
    const common = this.commonBits;
    if (common) {
      for (let w = 0; w < common.length; w++) {
        const fresh = common[w]! & ~bits[w]!;
        if (fresh === 0) continue;
        added += popcount(fresh);
        bits[w]! |= fresh;
      }
      return added;
    }
    for (let t = this.from; t < to; t++) {
      const end = start[ids[t]! + 1]!;
      for (let i = start[ids[t]!]!; i < end; i++) added += mark(bits, items[i]!);
    }
    return added;
  }

  /** Scratch of `lookup`: the ids of the tokens holding the term are `ids[from..to)`. */
  private ids: Int32Array = indexArray(Int32Array, 0);
  private from = 0;
  /** Whether the term is too common to walk its postings (see `scanFactor`). */
  private common = false;
  /** The documents holding the term when it is a very common gram (see `commonFactor`), else null. */
  private commonBits: Uint32Array | null = null;

  /** Finds the tokens holding `term` (see `ids`, `from`) and returns `to`. */
  private lookup(term: string): number {
    let to: number;
    this.from = 0;
    this.commonBits = null;
    if (term.length <= 3) {
      const gram = this.gramIds.get(term, 0, term.length);
      // A gram added to the shared table by a later patch is not one of this index's.
      if (gram < 0 || gram >= this.gramCount) {
        this.common = false;
        return 0;
      }
      this.commonBits = this.commonDocs.get(gram) ?? null;
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
    if (this.common) this.commonBits = null;
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
    this.scratch ??= [indexArray(Uint32Array, this.bits.length), indexArray(Uint32Array, this.bits.length)];
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
        if (holdsWholeWord(this.docText(doc), this.needleOf(term), term)) mark(bits, doc);
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
   * word) and returns true; for a term too common to walk (see `scanFactor`), or a very common
   * gram (see `commonFactor`) unless `walk`, it leaves `out` alone and returns false: ask `docHits`
   * for the documents that need them. `out` and the bitsets are only or-ed into: clear them first.
   */
  wordHits(term: string, out: Uint16Array, found: Uint32Array, inTitle: Uint32Array, walk = false): boolean {
    const to = this.lookup(term);
    const common = this.commonBits;
    if (common && !walk) {
      // The documents holding it from its bitset; the rest per document.
      for (let w = 0; w < common.length; w++) found[w]! |= common[w]!;
      this.markTitleWord(term, to, inTitle);
      return false;
    }
    if (this.common) {
      this.forEachHolding(term, (doc) => {
        found[doc >>> 5]! |= 1 << (doc & 31);
      });
      this.markTitleWord(term, to, inTitle);
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

  /**
   * Marks in `inTitle` the documents holding `term` (looked up: tokens `from` to `to`) as a whole
   * word of their title, from the postings of the few tokens that are it or hold it as a word.
   */
  private markTitleWord(term: string, to: number, inTitle: Uint32Array): void {
    const { start, items } = this.postings;
    const fields = this.postingFields;
    const needle = ` ${term} `;
    for (let t = this.from; t < to; t++) {
      const id = this.ids[t]!;
      if (this.vocabulary[id] !== term && this.tokenWords[id]?.includes(needle) !== true) continue;
      const end = start[id + 1]!;
      for (let i = start[id]!; i < end; i++) {
        if ((fields[i]! & 1) === 0) continue;
        const doc = items[i]!;
        inTitle[doc >>> 5]! |= 1 << (doc & 31);
      }
    }
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
      if (f === first && this.titleWordsOf(doc).includes(` ${term} `)) bits |= HIT_TITLE_WORD;
      at = text.indexOf(needle, fieldEnd + 1);
    }
    if (bits !== 0 && holdsWholeWord(text, needle, term)) bits |= HIT_WORD;
    return bits;
  }

  /** Document `doc`'s fields joined by '\n', as UTF-8 (a view of the shared buffer). */
  private docText(doc: number, withNewline = false): Buffer {
    const from = this.docStart[doc]!;
    const next = this.docStart[doc + 1]!;
    // Without the '\n' that ends it; the last document of a chunk ends where the chunk does.
    return this.text.view(
      from,
      (sameChunk(from, next) ? next : this.text.chunkEnd(from)) - (withNewline ? 0 : 1),
    );
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
    const { wordIds, words: wordList } = this.dict;
    const counts: number[] = [];
    const stamp = indexArray(Int32Array, this.size_);
    yield* fillInSteps(stamp, -1);
    const byWord: number[][] = [];
    // The tokens this index holds (later patches may add to the shared vocabulary).
    const tokens = this.postings.start.length - 1;
    for (let id = 0; id < tokens; id++) {
      const token = this.vocabulary[id]!;
      if (id % STEP === STEP - 1) yield;
      const words = this.tokenWords[id];
      for (const word of words === undefined ? [token] : words.trim().split(' ')) {
        if (!isVocabularyWord(word)) continue;
        let w = wordIds.get(word);
        if (w === undefined) {
          w = counts.length;
          wordIds.set(word, w);
          wordList.push(word);
          counts.push(0);
          byWord.push([]);
        }
        byWord[w]!.push(id);
      }
    }
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
    this.wordCounts = Int32Array.from(counts);
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
      if (gram < 0 || gram >= this.gramCount) return 0;
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

/** Adds token `id` to the lists of its distinct grams of 1 to 3 characters. */
function addGrams(token: string, id: number, gramIds: Map<string, number>, gramLists: number[][]): void {
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
}
