import {
  ANY,
  type JobFilterOptions,
  type JobFilters,
  jobFilterOptions,
  normaliseSearchText,
} from '@app/core/job-search';
import type { JobSummary } from '@app/core/jobs-api';

/**
 * The active jobs in memory, answering the board's search and filters (spec 001 section 5, the rule
 * in core's job-search.ts) without reading every description per request.
 *
 * Every job's searchable fields (title, company, skills, description; a newline between fields, so
 * a match never spans two) are kept once, normalised, as UTF-8 in one off-heap buffer. A word index
 * over that text maps each word to the jobs containing it; a word is a run of ASCII letters and
 * digits and non-ASCII characters, the rest (spaces, punctuation) separates words:
 *
 * - A search made of word characters only ('kube', 'python3') lies inside one word of any text
 *   holding it, so its jobs are exactly those of the index words that contain it.
 * - Any other search ('machine learning', 'c++', 'node.js') is looked up word by word: its first
 *   word must end a word of the text, its last begin one, the ones between match whole words. The
 *   jobs having all of them that also pass the filters are then checked against their text.
 *
 * Posting lists of words in more than one job in 32 are bitsets, the rest sorted id arrays; ids are
 * positions in newest-first order, so every answer comes out in the board's order without sorting.
 */

/** A job as the index receives it: its card fields and the description to search. */
export type IndexedJob = JobSummary & { description: string };

export interface JobSearch {
  search: string;
  filters: JobFilters;
  offset: number;
  limit: number;
}

/** a-z, 0-9 and anything beyond ASCII (texts are lower-cased before they are read). */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 128;

/** The maximal runs of word characters in `text`, with where each starts. */
function wordRuns(text: string): Array<{ word: string; start: number }> {
  const runs: Array<{ word: string; start: number }> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const word = i < text.length && isWordChar(text.charCodeAt(i));
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      runs.push({ word: text.slice(start, i), start });
      start = -1;
    }
  }
  return runs;
}

/** A growable buffer of bytes or ids. */
class Grow<T extends Uint8Array | Uint32Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}
  reserve(extra: number) {
    if (this.length + extra <= this.data.length) return;
    let size = this.data.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = this.make(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}
const PREVIEW_LENGTH = 240;

/** The start of a description for the card: whitespace collapsed, cut at a word. */
export function previewOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

type Postings = Uint32Array;

class Bitset {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }
  set(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  has(i: number) {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
  or(postings: Postings, dense: boolean) {
    if (dense) for (let w = 0; w < postings.length; w++) this.words[w]! |= postings[w]!;
    else for (const i of postings) this.set(i);
  }
  and(other: Bitset) {
    for (let w = 0; w < this.words.length; w++) this.words[w]! &= other.words[w]!;
  }
}

export class JobSearchIndex {
  readonly size: number;
  readonly options: JobFilterOptions;
  /** Active jobs per company name, lower-cased (samples left out). */
  readonly companyCounts: ReadonlyMap<string, number>;

  private readonly jobs: JobSummary[];
  // Set by indexText(), which the constructor or create() runs to its end.
  /** Every job's searchable text, normalised, as UTF-8; job i is bytes starts[i] to starts[i + 1]. */
  private text!: Buffer;
  private starts!: Float64Array;
  private vocabulary!: string[];
  private postings!: Postings[];
  /** 1 where a word's postings are a bitset (words in more than 1 job in 32), 0 for an id list. */
  private dense!: Uint8Array;
  private byWord!: Map<string, number>;
  // Filter fields as small ids, so a filter is decided once per distinct value, not once per job.
  private readonly companyIds: Uint32Array;
  private readonly companyNames: string[];
  private readonly locationIds: Uint32Array;
  private readonly locationNames: string[];
  private readonly jobSkillIds: Uint32Array[];
  private readonly skillNames: string[];
  private readonly remote: Array<string | null>;
  private readonly jobType: Array<string | null>;
  private readonly level: Array<string | null>;

  /**
   * Builds the index in slices of `sliceMs`, letting the event loop serve requests in between: at
   * 50,000 postings the whole build takes seconds. `jobs` newest first.
   */
  static async create(jobs: readonly IndexedJob[], sliceMs = 10): Promise<JobSearchIndex> {
    const index = new JobSearchIndex(jobs, false);
    const steps = index.indexText(jobs);
    let sliceStart = performance.now();
    while (!steps.next().done) {
      if (performance.now() - sliceStart > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    return index;
  }

  /** Builds the whole index at once. `jobs` newest first (the order every answer keeps). */
  constructor(jobs: readonly IndexedJob[], indexNow = true) {
    this.size = jobs.length;
    this.jobs = jobs.map(({ description, ...summary }) => ({
      ...summary,
      preview: summary.preview || previewOf(description),
    }));
    this.options = jobFilterOptions(jobs);

    const counts = new Map<string, number>();
    for (const j of jobs) {
      if (j.isSample) continue;
      const key = j.company.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    this.companyCounts = counts;

    const intern = (names: string[], ids: Map<string, number>, value: string) => {
      let id = ids.get(value);
      if (id === undefined) {
        id = names.length;
        names.push(value);
        ids.set(value, id);
      }
      return id;
    };
    this.companyNames = [];
    this.locationNames = [];
    this.skillNames = [];
    const companyIds = new Map<string, number>();
    const locationIds = new Map<string, number>();
    const skillIds = new Map<string, number>();
    this.companyIds = Uint32Array.from(jobs, (j) =>
      intern(this.companyNames, companyIds, j.company.toLowerCase()),
    );
    this.locationIds = Uint32Array.from(jobs, (j) =>
      intern(this.locationNames, locationIds, normaliseSearchText(j.location ?? '')),
    );
    this.jobSkillIds = jobs.map((j) =>
      Uint32Array.from(j.skills, (s) => intern(this.skillNames, skillIds, normaliseSearchText(s))),
    );
    this.remote = jobs.map((j) => j.remoteType);
    this.jobType = jobs.map((j) => j.jobType);
    this.level = jobs.map((j) => j.experienceLevel);
    if (indexNow) {
      const steps = this.indexText(jobs);
      while (!steps.next().done) {}
    }
  }

  /** Reads the texts into the buffer and the word index; yields every few jobs. */
  private *indexText(jobs: readonly IndexedJob[]): Generator<void> {
    // One pass over the texts: each job's distinct word ids, and its text into the buffer. The
    // strings are dropped as soon as they are read, so the heap never holds the whole board.
    this.byWord = new Map();
    const bytes = new Grow(Buffer.allocUnsafe(1 << 20), (n) => Buffer.allocUnsafe(n));
    const docWords = new Grow(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
    const docWordStart = new Uint32Array(this.size + 1);
    this.starts = new Float64Array(this.size + 1);
    let counted = new Uint32Array(1024);
    let lastSeen = new Int32Array(1024).fill(-1);
    for (let doc = 0; doc < this.size; doc++) {
      const j = jobs[doc]!;
      const text = [j.title, j.company, ...j.skills, j.description].map(normaliseSearchText).join('\n');
      docWordStart[doc] = docWords.length;
      let start = -1;
      for (let i = 0; i <= text.length; i++) {
        const word = i < text.length && isWordChar(text.charCodeAt(i));
        if (word) {
          if (start < 0) start = i;
          continue;
        }
        if (start < 0) continue;
        const token = text.slice(start, i);
        start = -1;
        let id = this.byWord.get(token);
        if (id === undefined) {
          id = this.byWord.size;
          this.byWord.set(token, id);
          if (id >= counted.length) {
            const more = new Uint32Array(counted.length * 2);
            more.set(counted);
            counted = more;
            const seen = new Int32Array(lastSeen.length * 2).fill(-1);
            seen.set(lastSeen);
            lastSeen = seen;
          }
        }
        if (lastSeen[id] !== doc) {
          lastSeen[id] = doc;
          counted[id]!++;
          docWords.reserve(1);
          docWords.data[docWords.length++] = id;
        }
      }
      this.starts[doc] = bytes.length;
      bytes.reserve(Buffer.byteLength(text));
      bytes.length += bytes.data.write(text, bytes.length, 'utf8');
      if (doc % 64 === 63) yield;
    }
    docWordStart[this.size] = docWords.length;
    this.starts[this.size] = bytes.length;
    this.text = Buffer.from(bytes.data.subarray(0, bytes.length));
    this.vocabulary = [...this.byWord.keys()];

    const denseFrom = Math.max(32, Math.ceil(this.size / 32));
    const words = Math.ceil(this.size / 32);
    const vocabularySize = this.vocabulary.length;
    this.dense = new Uint8Array(vocabularySize);
    this.postings = new Array(vocabularySize);
    for (let id = 0; id < vocabularySize; id++) {
      const n = counted[id]!;
      this.dense[id] = n > denseFrom ? 1 : 0;
      this.postings[id] = new Uint32Array(n > denseFrom ? words : n);
    }
    const filled = new Uint32Array(vocabularySize);
    for (let doc = 0; doc < this.size; doc++) {
      for (let k = docWordStart[doc]!; k < docWordStart[doc + 1]!; k++) {
        const id = docWords.data[k]!;
        const list = this.postings[id]!;
        if (this.dense[id] === 1) list[doc >>> 5]! |= 1 << (doc & 31);
        else list[filled[id]!++] = doc;
      }
      if (doc % 1024 === 1023) yield;
    }
  }

  /** The jobs matching the search and filters, newest first: one page and the total. */
  search(query: JobSearch): { jobs: JobSummary[]; total: number } {
    const q = normaliseSearchText(query.search);
    const lookup = q ? this.textCandidates(q) : null;
    const keep = this.filterTest(query.filters);
    const needle = lookup?.verify ? Buffer.from(q, 'utf8') : null;
    const page: JobSummary[] = [];
    let total = 0;
    const end = query.offset + query.limit;
    for (let doc = 0; doc < this.size; doc++) {
      if (lookup && !lookup.candidates.has(doc)) continue;
      if (keep && !keep(doc)) continue;
      // The filters first: only jobs they keep have their text read.
      if (needle && !this.textOf(doc).includes(needle)) continue;
      if (total >= query.offset && total < end) page.push(this.jobs[doc]!);
      total++;
    }
    return { jobs: page, total };
  }

  private textOf(doc: number): Buffer {
    return this.text.subarray(this.starts[doc]!, this.starts[doc + 1]!);
  }

  /**
   * The jobs that may contain `q` (normalised, non-empty), and whether each must still be checked
   * against its text (exact already for a search of word characters only).
   */
  private textCandidates(q: string): { candidates: Bitset; verify: boolean } {
    const runs = wordRuns(q);
    if (runs.length === 1 && runs[0]!.word.length === q.length) {
      const result = new Bitset(this.size);
      for (let id = 0; id < this.vocabulary.length; id++) {
        if (this.vocabulary[id]!.includes(q)) this.orPostings(result, id);
      }
      return { candidates: result, verify: false };
    }
    if (runs.length === 0) {
      // Only punctuation ('++', '#'): nothing to look up, so every text is read.
      const all = new Bitset(this.size);
      all.words.fill(0xffffffff);
      return { candidates: all, verify: true };
    }
    let narrowed: Bitset | undefined;
    for (const { word, start } of runs) {
      const open = { left: start === 0, right: start + word.length === q.length };
      const set = new Bitset(this.size);
      if (!open.left && !open.right) {
        const id = this.byWord.get(word);
        if (id !== undefined) this.orPostings(set, id);
      } else {
        for (let id = 0; id < this.vocabulary.length; id++) {
          const v = this.vocabulary[id]!;
          const hit =
            open.left && open.right ? v.includes(word) : open.left ? v.endsWith(word) : v.startsWith(word);
          if (hit) this.orPostings(set, id);
        }
      }
      if (narrowed) narrowed.and(set);
      else narrowed = set;
    }
    return { candidates: narrowed!, verify: true };
  }

  private orPostings(target: Bitset, wordId: number) {
    target.or(this.postings[wordId]!, this.dense[wordId] === 1);
  }

  /** A test for the dropdown, location and skill filters; null when none is set. */
  private filterTest(filters: JobFilters): ((doc: number) => boolean) | null {
    const tests: Array<(doc: number) => boolean> = [];
    const set = (v: string) => v.trim() !== '' && v !== ANY;
    if (set(filters.company)) {
      const wanted = filters.company.trim().toLowerCase();
      const id = this.companyNames.indexOf(wanted);
      tests.push((doc) => this.companyIds[doc] === id);
    }
    for (const [value, field] of [
      [filters.remoteType, this.remote],
      [filters.jobType, this.jobType],
      [filters.experienceLevel, this.level],
    ] as const) {
      if (set(value)) {
        const wanted = value.trim().toLowerCase();
        tests.push((doc) => field[doc]?.toLowerCase() === wanted);
      }
    }
    const location = normaliseSearchText(filters.location);
    if (location) {
      const matches = this.locationNames.map((name) => name.includes(location));
      tests.push((doc) => matches[this.locationIds[doc]!]!);
    }
    const skills = filters.skills.map(normaliseSearchText).filter(Boolean);
    if (skills.length > 0) {
      const matches = this.skillNames.map((name) => skills.some((s) => name.includes(s)));
      tests.push((doc) => this.jobSkillIds[doc]!.some((id) => matches[id]!));
    }
    if (tests.length === 0) return null;
    return (doc) => tests.every((t) => t(doc));
  }
}
