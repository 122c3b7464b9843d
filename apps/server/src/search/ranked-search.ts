import { searchTerms } from '@app/core/course-search';
import {
  codesOf,
  correctTerms,
  isSingleWordQuery,
  MAX_RANKED_WORDS,
  normaliseCode,
  type RankingQuery,
  rankingQuery,
  relevanceKey,
  singleWordKey,
  titleCoverage,
} from '@app/core/search-ranking';
import { indexArray } from './index-memory.ts';
import { fillInSteps, freshArray, runNow, STEP, type Steps } from './slices.ts';
import {
  HIT_TITLE_WORD,
  HIT_WORD,
  type MatchSet,
  nextMatch,
  popcount,
  type SubstringIndex,
} from './substring-index.ts';

/** Set in a word's hits when the word, as a code, is one of the document's codes. */
const HIT_CODE = 1 << 11;

/** How many matches a step of a search walks in rank order (a fraction of a millisecond). */
const MATCHES_A_STEP = 4096;

/**
 * How many matches a step of a search keys by relevance. Keying one takes well under a microsecond
 * in optimized code, but tens of microseconds in code V8 has not optimized yet or has just thrown
 * away (as after an index is swapped in): 4,096 a step made steps of 57 to 172 ms at a million
 * courses while a rebuild ran.
 */
const KEYED_A_STEP = 256;

/** A filter no document passes (a filter value the list does not hold). */
const none = (_rank: number) => false;

/** One page of a search over documents numbered by rank (their order without a query). */
export interface RankedPage {
  /** The ranks of the page's documents, best first. */
  ranks: number[];
  /** Documents matching the search and filters, across all pages. */
  total: number;
  /** The search as run when a word was corrected, else null. */
  correctedSearch: string | null;
}

export interface RankedSearchQuery {
  search: string;
  /**
   * A test per rank; null when every document passes, undefined when none can (a filter value
   * the list does not hold: the search is still corrected, and the answer says so).
   */
  filter: ((rank: number) => boolean) | null | undefined;
  offset: number;
  limit: number;
  /** 'title' keeps rank order; anything else is best match (`relevanceKey`, ties by rank). */
  sort?: string | undefined;
  /** No spelling correction. */
  asTyped?: boolean | undefined;
}

/** What the search walks with: the filter resolved, the order decided. */
interface Walk {
  filter: ((rank: number) => boolean) | null;
  offset: number;
  limit: number;
}

/**
 * The product's search over one list held in a `SubstringIndex`: the list's own inclusion rule
 * ("some term occurs in some field"), widened by other names and codes, spelling correction, and
 * the shared relevance order of @app/core/search-ranking, computed from what the index knows of
 * each query word per document instead of from the documents' text.
 *
 * `points` gives the list's own score for one word from the fields holding it (bits 0-4) and the
 * fields equal to it (bits 5-9), as `SubstringIndex.hits` reports them.
 */
export class RankedSearch {
  private titleWordCount!: Uint8Array;
  /** Documents per code (`normaliseCode`). */
  private readonly codes = new Map<string, number[]>();
  private readonly pointsOf: Int32Array;
  /** One array of hits per query word, made on first use and reused. */
  private readonly wordHits: Uint16Array[] = [];
  private readonly docHits = new Float64Array(MAX_RANKED_WORDS);
  /** Per query word: 1 when `wordHits` holds its hits, 0 when they are read per document. */
  private readonly eager = new Uint8Array(MAX_RANKED_WORDS);
  /** Bitsets over the documents, reused by every search: see `byRelevance`. */
  private scratch!: [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  /** Bit planes of a count per document (0 to 15). */
  private planes!: [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  /** Per query word: the documents holding it, holding it as a title word, carrying it as a code. */
  private perWord!: { found: Uint32Array[]; inTitle: Uint32Array[]; code: Uint32Array[] };
  /** A title's words between spaces (what `relevanceKey` compares phrases with). */
  private readonly titleWordsAt: (rank: number) => string;
  /**
   * The documents per share of the title one query word fills (`titleCoverage(1, words)`), the
   * largest share first: a one-word query's title matches, taken a share at a time.
   */
  private oneWordCoverage!: Uint32Array[];

  /**
   * @param titleOf a document's title, and `codeSourcesOf` the other fields codes are read from (a
   * course's skills), by rank.
   */
  constructor(
    private readonly text: SubstringIndex,
    private readonly titleOf: (rank: number) => string,
    private readonly codeSourcesOf: (rank: number) => readonly string[],
    points: ((contains: number, equal: number) => number) | Int32Array,
    indexNow = true,
  ) {
    this.pointsOf =
      typeof points === 'function'
        ? Int32Array.from({ length: 1024 }, (_, bits) => points(bits & 31, bits >>> 5))
        : points;
    this.titleWordsAt = (rank) => text.titleWordsOf(rank);
    if (indexNow) runNow(this.index());
  }

  /** The search built in steps (see `runInSlices`). */
  static *build(
    text: SubstringIndex,
    titleOf: (rank: number) => string,
    codeSourcesOf: (rank: number) => readonly string[],
    points: (contains: number, equal: number) => number,
  ): Steps<RankedSearch> {
    const search = new RankedSearch(text, titleOf, codeSourcesOf, points, false);
    yield* search.index();
    return search;
  }

  private *index(): Steps {
    const text = this.text;
    const n = text.size;
    this.titleWordCount = yield* freshArray(Uint8Array, n);
    for (let rank = 0; rank < n; rank++) {
      this.countTitleWords(rank);
      for (const code of codesOf(this.titleOf(rank), this.codeSourcesOf(rank))) {
        const list = this.codes.get(code);
        if (list) list.push(rank);
        else this.codes.set(code, [rank]);
      }
      if (rank % STEP === STEP - 1) yield;
    }
    yield* this.indexShares();
  }

  /**
   * This search over `text`, patched from `previous` (see `SubstringIndex.patch`; `fromOld` as
   * there): only the documents added or changed are read.
   */
  static *patch(
    previous: RankedSearch,
    text: SubstringIndex,
    titleOf: (rank: number) => string,
    codeSourcesOf: (rank: number) => readonly string[],
    fromOld: Int32Array,
  ): Steps<RankedSearch> {
    const search = new RankedSearch(text, titleOf, codeSourcesOf, previous.pointsOf, false);
    const n = text.size;
    const oldToNew = yield* freshArray(Int32Array, previous.titleWordCount.length);
    yield* fillInSteps(oldToNew, -1);
    for (let rank = 0; rank < n; rank++) {
      if (fromOld[rank]! >= 0) oldToNew[fromOld[rank]!] = rank;
      if (rank % (STEP * 64) === STEP * 64 - 1) yield;
    }
    search.titleWordCount = yield* freshArray(Uint8Array, n);
    const codes = search.codes;
    let work = 0;
    for (const [code, docs] of previous.codes) {
      const kept: number[] = [];
      for (const doc of docs) if (oldToNew[doc]! >= 0) kept.push(oldToNew[doc]!);
      if (kept.length > 0) codes.set(code, kept);
      work += docs.length + 16;
      if (work > STEP * 16) {
        work = 0;
        yield;
      }
    }
    yield;
    for (let rank = 0; rank < n; rank++) {
      if (rank % (STEP * 16) === STEP * 16 - 1) yield;
      const old = fromOld[rank]!;
      if (old >= 0) {
        search.titleWordCount[rank] = previous.titleWordCount[old]!;
        continue;
      }
      search.countTitleWords(rank);
      // The order of a code's documents does not matter: they are only marked.
      for (const code of codesOf(titleOf(rank), codeSourcesOf(rank))) {
        const list = codes.get(code);
        if (list) list.push(rank);
        else codes.set(code, [rank]);
      }
    }
    yield* search.indexShares();
    return search;
  }

  private countTitleWords(rank: number): void {
    // The title's words between single spaces, one at each end: one word fewer than spaces.
    const words = this.text.titleWordsOf(rank);
    let spaces = 0;
    for (let i = 0; i < words.length; i++) if (words.charCodeAt(i) === 32) spaces++;
    this.titleWordCount[rank] = words.length <= 2 ? 0 : Math.min(255, spaces - 1);
  }

  private *indexShares(): Steps {
    const n = this.text.size;
    const bitset = () => indexArray(Uint32Array, (n + 31) >>> 5);
    this.scratch = [bitset(), bitset(), bitset(), bitset(), bitset(), bitset(), bitset()];
    this.planes = [bitset(), bitset(), bitset(), bitset()];
    const perWord = () => Array.from({ length: MAX_RANKED_WORDS }, bitset);
    this.perWord = { found: perWord(), inTitle: perWord(), code: perWord() };
    yield;
    const shares = new Map<number, Uint32Array>();
    for (let rank = 0; rank < n; rank++) {
      const share = titleCoverage(1, this.titleWordCount[rank]!);
      const docs = shares.get(share) ?? bitset();
      shares.set(share, docs);
      docs[rank >>> 5]! |= 1 << (rank & 31);
      if (rank % (STEP * 8) === STEP * 8 - 1) yield;
    }
    this.oneWordCoverage = [...shares.entries()].sort((a, b) => b[0] - a[0]).map(([, docs]) => docs);
  }

  search(q: RankedSearchQuery): RankedPage {
    return runNow(this.searchSteps(q));
  }

  /** Whether a search is under way (between its steps). */
  private searching = false;

  /**
   * `search` in steps: a step every few thousand matches keyed. The broadest searches of a million
   * courses key hundreds of thousands of matches (30 to 45 ms), which in one go hold every other
   * request that long. The arrays a search works in belong to the index and are reused by every
   * search, so one search at a time: a search started while another is between its steps is
   * refused (the caller queues them, see `CourseSearchIndex.searchInSlices`).
   */
  *searchSteps(q: RankedSearchQuery): Steps<RankedPage> {
    if (this.searching) throw new Error('A search of this index is under way: searches take turns.');
    this.searching = true;
    try {
      return yield* this.searchWhole(q);
    } finally {
      this.searching = false;
    }
  }

  private *searchWhole(q: RankedSearchQuery): Steps<RankedPage> {
    let terms = searchTerms(q.search);
    let correctedSearch: string | null = null;
    if (!q.asTyped && terms.length > 0) {
      const corrected = correctTerms(
        terms,
        (term) => this.text.occurs(term),
        (term) => this.text.spellingVocabulary().nearest(term),
      );
      if (corrected) {
        terms = corrected;
        correctedSearch = corrected.join(' ');
      }
    }
    const walk: Walk = { filter: q.filter === undefined ? none : q.filter, offset: q.offset, limit: q.limit };
    if (terms.length === 0) return { ...(yield* this.inOrder(undefined, walk)), correctedSearch };
    // A step after the spelling check and each pass over the postings or the bitsets (a word read,
    // the matches marked, a group counted): for a search of three common words at a million
    // courses they took 30 ms warm in one step, and over 200 ms in code V8 had just deoptimized.
    yield;
    const query = rankingQuery(terms.join(' '));
    const byTitle = q.sort === 'title';
    if (!byTitle) yield* this.readWords(query);
    const match = yield* this.match(terms, query, !byTitle);
    const page = byTitle ? yield* this.inOrder(match, walk) : yield* this.byRelevance(query, match, walk);
    return { ranks: page.ranks, total: page.total, correctedSearch };
  }

  /**
   * Marks the documents the search finds: those where a term occurs (the list's rule), those
   * holding every word of another name of a query word, and those carrying a typed code. With
   * `wordsRead` (`readWords` ran), a term that is a query word takes its documents from there
   * rather than from a second walk of the index.
   */
  private *match(terms: readonly string[], query: RankingQuery, wordsRead: boolean): Steps<MatchSet> {
    const known = wordsRead ? terms.map((term) => query.words.indexOf(term)) : [];
    const { bits } = this.text.matchAny(wordsRead ? terms.filter((_, t) => known[t]! < 0) : terms);
    yield;
    for (const w of known) {
      if (w < 0) continue;
      const found = this.perWord.found[w]!;
      for (let i = 0; i < bits.length; i++) bits[i]! |= found[i]!;
    }
    for (const group of query.groups) {
      for (let a = 1; a < group.alternatives.length; a++) {
        this.text.markAllWords(
          group.alternatives[a]!.map((w) => query.words[w]!),
          bits,
        );
        yield;
      }
    }
    for (const word of query.words) {
      const docs = this.codes.get(normaliseCode(word));
      if (docs) for (const doc of docs) bits[doc >>> 5]! |= 1 << (doc & 31);
    }
    let count = 0;
    for (let w = 0; w < bits.length; w++) count += popcount(bits[w]!);
    return { bits, count };
  }

  /** A page in rank order (no query, or the list's own order chosen). */
  private *inOrder(match: MatchSet | undefined, q: Walk): Steps<{ ranks: number[]; total: number }> {
    const n = this.text.size;
    const bits = match?.bits;
    const { filter, offset } = q;
    const end = offset + q.limit;
    // Without a filter the total is known up front, so the walk stops once the page is full.
    const known = filter === null ? (match?.count ?? n) : undefined;
    const stop = known === undefined ? n : end;
    const ranks: number[] = [];
    let total = 0;
    let work = 0;
    for (let rank = nextMatch(bits, 0, n); rank >= 0 && total < stop; rank = nextMatch(bits, rank + 1, n)) {
      if (++work === MATCHES_A_STEP) {
        work = 0;
        yield;
      }
      if (filter && !filter(rank)) continue;
      if (total >= offset && total < end) ranks.push(rank);
      total++;
    }
    return { ranks, total: known ?? total };
  }

  /**
   * What the index knows of each query word: per document its hits (`wordHits`, or read per
   * document later for a very common word), and the documents holding it, holding it as a title
   * word, and carrying it as a code.
   */
  private *readWords(query: RankingQuery): Steps {
    const n = this.text.size;
    const words = query.words;
    const codeDocs = this.scratch[0];
    codeDocs.fill(0);
    const { found: foundOf, inTitle: inTitleOf, code: codeOf } = this.perWord;
    for (let w = 0; w < words.length; w++) {
      let hits = this.wordHits[w];
      if (!hits) {
        hits = indexArray(Uint16Array, n);
        this.wordHits[w] = hits;
      } else hits.fill(0);
      const found = foundOf[w]!.fill(0);
      const inTitle = inTitleOf[w]!.fill(0);
      const codes = codeOf[w]!.fill(0);
      this.eager[w] = this.text.wordHits(words[w]!, hits, found, inTitle) ? 1 : 0;
      const docs = this.codes.get(normaliseCode(words[w]!));
      if (docs) {
        for (const doc of docs) {
          const bit = 1 << (doc & 31);
          found[doc >>> 5]! |= bit;
          inTitle[doc >>> 5]! |= bit;
          codes[doc >>> 5]! |= bit;
          codeDocs[doc >>> 5]! |= bit;
          hits[doc]! |= HIT_CODE;
        }
      }
      yield;
    }
  }

  /**
   * A page by relevance: the best `offset + limit` matches kept in a heap. Only the matches that can
   * reach the page are keyed: the key orders first by code, then by how many query words (groups)
   * a match holds, and all of them in the title beats any other placement, so when enough matches
   * hold every group in the title (or, failing that, every group anywhere), the others, codes
   * apart, cannot make the page. Each tier is an intersection of per-word bitsets.
   */
  private *byRelevance(
    query: RankingQuery,
    match: MatchSet,
    q: Walk,
  ): Steps<{ ranks: number[]; total: number }> {
    const n = this.text.size;
    const words = query.words;
    const size = match.bits.length;
    const [codeDocs, everywhere, titled, groupAny, groupTitle, altAny, altTitle] = this.scratch;
    const { found: foundOf, inTitle: inTitleOf, code: codeOf } = this.perWord;
    // Per match, how many groups it holds anywhere (a 4-bit count kept in four bit planes), and
    // the matches holding every group in the title.
    const [c0, c1, c2, c3] = this.planes;
    c0.fill(0);
    c1.fill(0);
    c2.fill(0);
    c3.fill(0);
    titled.set(match.bits);
    for (const group of query.groups) {
      groupAny.fill(0);
      groupTitle.fill(0);
      for (const alternative of group.alternatives) {
        altAny.fill(-1);
        altTitle.fill(-1);
        for (const w of alternative) {
          const found = foundOf[w]!;
          const inTitle = inTitleOf[w]!;
          for (let i = 0; i < size; i++) {
            altAny[i]! &= found[i]!;
            altTitle[i]! &= inTitle[i]!;
          }
        }
        for (let i = 0; i < size; i++) {
          groupAny[i]! |= altAny[i]!;
          groupTitle[i]! |= altTitle[i]!;
        }
      }
      yield;
      for (let i = 0; i < size; i++) {
        let carry = groupAny[i]!;
        let next = c0[i]! & carry;
        c0[i]! ^= carry;
        carry = next;
        next = c1[i]! & carry;
        c1[i]! ^= carry;
        carry = next;
        next = c2[i]! & carry;
        c2[i]! ^= carry;
        c3[i]! |= next;
        titled[i]! &= groupTitle[i]!;
      }
    }
    const { filter, offset } = q;
    const want = Math.min(offset + q.limit, n);
    // The fewest tiers that fill the page: every group in the title, then every group anywhere,
    // then one group fewer, and so on; codes always.
    let candidates = match.bits;
    if (countUpTo(titled, filter, want, n) >= want) {
      candidates = titled;
      if (query.readingLengths.every((length) => length === 1)) this.largestTitleShares(titled, filter, want);
    } else {
      everywhere.fill(0);
      let count = 0;
      for (let m = query.groups.length; m >= 1 && count < want; m--) {
        for (let i = 0; i < size; i++) {
          const tier =
            (m & 1 ? c0[i]! : ~c0[i]!) &
            (m & 2 ? c1[i]! : ~c1[i]!) &
            (m & 4 ? c2[i]! : ~c2[i]!) &
            (m & 8 ? c3[i]! : ~c3[i]!) &
            match.bits[i]!;
          groupAny[i] = tier;
          everywhere[i]! |= tier;
        }
        count += countUpTo(groupAny, filter, want - count, n);
      }
      if (count >= want) candidates = everywhere;
    }
    if (candidates !== match.bits)
      for (let i = 0; i < size; i++) candidates[i]! |= codeDocs[i]! & match.bits[i]!;
    yield;
    const total = filter === null ? match.count : countUpTo(match.bits, filter, n, n);
    yield;

    // A very common word's hits are read per document to rank (see `wordHits`); past a few
    // thousand of those, walking its postings once is the cheaper way.
    if (this.eager.subarray(0, words.length).includes(0)) {
      const limit = this.text.lazyHitsUpTo;
      if (countUpTo(candidates, null, limit + 1, n) > limit) {
        for (let w = 0; w < words.length; w++) {
          if (this.eager[w] === 1) continue;
          this.eager[w] = this.text.wordHits(words[w]!, this.wordHits[w]!, foundOf[w]!, inTitleOf[w]!, true)
            ? 1
            : 0;
          yield;
        }
      }
    }

    const top = new TopRanks(want);
    const docHits = this.docHits;
    const pointsOf = this.pointsOf;
    const single = isSingleWordQuery(query);
    yield;
    let work = 0;
    for (let rank = nextMatch(candidates, 0, n); rank >= 0; rank = nextMatch(candidates, rank + 1, n)) {
      if (++work === KEYED_A_STEP) {
        work = 0;
        yield;
      }
      if (filter && !filter(rank)) continue;
      for (let w = 0; w < words.length; w++) {
        let bits: number;
        if (this.eager[w] === 1) bits = this.wordHits[w]![rank]!;
        else {
          bits = this.text.docHits(words[w]!, rank);
          if ((codeOf[w]![rank >>> 5]! & (1 << (rank & 31))) !== 0) bits |= HIT_CODE;
        }
        docHits[w] =
          pointsOf[bits & 1023]! * 8 +
          ((bits & HIT_TITLE_WORD) !== 0 ? 1 : 0) +
          ((bits & HIT_CODE) !== 0 ? 2 : 0) +
          ((bits & HIT_WORD) !== 0 ? 4 : 0);
      }
      const titleWordCount = this.titleWordCount[rank]!;
      let key = single ? singleWordKey(query, docHits, titleWordCount) : -1;
      if (key < 0) key = relevanceKey(query, docHits, titleWordCount, this.titleWordsAt, rank);
      top.offer(key, rank);
    }
    return { ranks: top.bestFirst().slice(offset), total };
  }

  /**
   * Narrows `titled` (matches holding the one-word query, or one of its one-word other names, as
   * a title word) to the largest title shares that fill the page: codes and exact titles apart,
   * which are kept anyway or sit in the largest share, such matches order by how much of their
   * title the word fills, so shorter titles are the only ones that can make the page.
   */
  private largestTitleShares(titled: Uint32Array, filter: ((rank: number) => boolean) | null, want: number) {
    const kept = this.scratch[1];
    const share = this.scratch[3];
    kept.fill(0);
    let count = 0;
    for (const docs of this.oneWordCoverage) {
      for (let i = 0; i < titled.length; i++) {
        share[i] = titled[i]! & docs[i]!;
        kept[i]! |= share[i]!;
      }
      count += countUpTo(share, filter, want - count, this.text.size);
      if (count >= want) break;
    }
    titled.set(kept);
  }
}

/** How many documents of `bits` pass `filter`, counting no further than `limit`. */
function countUpTo(
  bits: Uint32Array,
  filter: ((rank: number) => boolean) | null,
  limit: number,
  n: number,
): number {
  if (filter === null) {
    let count = 0;
    for (let i = 0; i < bits.length && count < limit; i++) count += popcount(bits[i]!);
    return count;
  }
  let count = 0;
  for (let rank = nextMatch(bits, 0, n); rank >= 0 && count < limit; rank = nextMatch(bits, rank + 1, n)) {
    if (filter(rank)) count++;
  }
  return count;
}

/** The best `size` (key, rank) pairs seen: larger key first, then smaller rank. A heap whose root is the worst kept. */
class TopRanks {
  private readonly keys: Float64Array;
  private readonly ranks: Int32Array;
  private count = 0;

  constructor(private readonly size: number) {
    this.keys = indexArray(Float64Array, size);
    this.ranks = indexArray(Int32Array, size);
  }

  private worse(i: number, j: number): boolean {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a < b || (a === b && this.ranks[i]! > this.ranks[j]!);
  }

  offer(key: number, rank: number): void {
    const { keys, ranks } = this;
    if (this.count < this.size) {
      let i = this.count++;
      keys[i] = key;
      ranks[i] = rank;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (this.size === 0) return;
    const rootKey = keys[0]!;
    if (key < rootKey || (key === rootKey && rank > ranks[0]!)) return;
    keys[0] = key;
    ranks[0] = rank;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.count) break;
      const right = left + 1;
      const child = right < this.count && this.worse(right, left) ? right : left;
      if (!this.worse(child, i)) break;
      this.swap(i, child);
      i = child;
    }
  }

  private swap(i: number, j: number): void {
    const k = this.keys[i]!;
    this.keys[i] = this.keys[j]!;
    this.keys[j] = k;
    const r = this.ranks[i]!;
    this.ranks[i] = this.ranks[j]!;
    this.ranks[j] = r;
  }

  /** The kept ranks, best first. */
  bestFirst(): number[] {
    const order = Array.from({ length: this.count }, (_, i) => i);
    order.sort((i, j) => this.keys[j]! - this.keys[i]! || this.ranks[i]! - this.ranks[j]!);
    return order.map((i) => this.ranks[i]!);
  }
}
