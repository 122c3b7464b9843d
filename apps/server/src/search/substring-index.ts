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

/** Which documents matched: document `i` matched when `marks[i] === generation`. */
export interface MatchSet {
  readonly marks: Uint32Array;
  readonly generation: number;
  /** How many documents matched. */
  readonly count: number;
}

const whitespace = /\s+/;
const EMPTY = new Int32Array(0);

export class SubstringIndex {
  /** Lowercased fields of each document joined by '\n', for terms too common to walk postings. */
  private readonly haystacks: string[];
  private readonly vocabulary: string[];
  /** For each token id, the documents holding that token, ascending. */
  private readonly postings: Int32Array[];
  /** For each 1-, 2- and 3-character string, the ids of the tokens containing it. */
  private readonly grams = new Map<string, Int32Array>();
  /** Per document, the search generation that last marked it (saves clearing a buffer per query). */
  private readonly marks: Uint32Array;
  private generation = 0;
  private readonly scanFactor: number;

  /** @param documents per document, its searchable fields, already lowercased. */
  constructor(documents: readonly (readonly string[])[], options: SubstringIndexOptions = {}) {
    this.scanFactor = options.scanFactor ?? 2;
    const n = documents.length;
    this.haystacks = new Array<string>(n);
    this.marks = new Uint32Array(n);

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
    this.postings = lists.map((list) => Int32Array.from(list));

    const gramLists = new Map<string, number[]>();
    vocabulary.forEach((token, id) => {
      const seen = new Set<string>();
      for (let len = 1; len <= 3; len++) {
        for (let i = 0; i + len <= token.length; i++) {
          const gram = token.slice(i, i + len);
          if (seen.has(gram)) continue;
          seen.add(gram);
          let list = gramLists.get(gram);
          if (!list) {
            list = [];
            gramLists.set(gram, list);
          }
          list.push(id);
        }
      }
    });
    for (const [gram, list] of gramLists) this.grams.set(gram, Int32Array.from(list));
  }

  get size(): number {
    return this.haystacks.length;
  }

  /**
   * Marks every document where at least one of the (lowercased, whitespace-free) terms occurs.
   * The set stays valid until the next call.
   */
  matchAny(terms: readonly string[]): MatchSet {
    const generation = this.nextGeneration();
    let count = 0;
    for (const term of terms) count += this.markTerm(term, generation);
    return { marks: this.marks, generation, count };
  }

  /** Marks the documents holding `term`; returns how many of them were not marked yet. */
  private markTerm(term: string, generation: number): number {
    const marks = this.marks;
    const tokens = this.tokensContaining(term);
    let postings = 0;
    for (const id of tokens) postings += this.postings[id]!.length;
    if (postings > this.scanFactor * this.haystacks.length) {
      // A very common term (say 'e'): reading each document's text once beats walking millions
      // of postings.
      const haystacks = this.haystacks;
      let added = 0;
      for (let doc = 0; doc < haystacks.length; doc++) {
        if (marks[doc] !== generation && haystacks[doc]!.includes(term)) {
          marks[doc] = generation;
          added++;
        }
      }
      return added;
    }
    let added = 0;
    for (const id of tokens) {
      const list = this.postings[id]!;
      for (let i = 0; i < list.length; i++) {
        const doc = list[i]!;
        if (marks[doc] !== generation) {
          marks[doc] = generation;
          added++;
        }
      }
    }
    return added;
  }

  /** Ids of the vocabulary tokens that contain the term. */
  private tokensContaining(term: string): Iterable<number> & ArrayLike<number> {
    if (term.length <= 3) return this.grams.get(term) ?? EMPTY;
    // Candidates hold the term's rarest trigram; keep those that hold the whole term.
    let rarest: Int32Array | undefined;
    for (let i = 0; i + 3 <= term.length; i++) {
      const list = this.grams.get(term.slice(i, i + 3));
      if (!list) return EMPTY;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const found: number[] = [];
    for (const id of rarest!) if (this.vocabulary[id]!.includes(term)) found.push(id);
    return found;
  }

  private nextGeneration(): number {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
    return this.generation;
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
