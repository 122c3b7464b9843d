import { ChunkedBytes, RANGE_BYTES, sameChunk } from '../../search/chunked-bytes.ts';
import { freshArray, runNow, STEP, type Steps } from '../../search/slices.ts';
import type { CourseSearchIndex } from './search-index.ts';

/**
 * Every course's JSON as UTF-8, each followed by a comma, end to end in title-rank order, written
 * once per catalogue build. A page of results is then copied together from one buffer: never
 * serialized or encoded per request, without touching each course object (what a search costs under
 * load is mostly the memory it reads), and courses next to each other in title order in one copy.
 */
export class CourseJsonByRank {
  private bytes!: ChunkedBytes;
  /** Course `rank`'s JSON and comma are `bytes[start[rank]..start[rank + 1])`. */
  private start!: Float64Array;

  constructor(index: CourseSearchIndex, writeNow = true) {
    if (writeNow) runNow(this.write(index));
  }

  /** Written in steps (see `runInSlices`): a million courses' JSON takes seconds to write. */
  static *build(index: CourseSearchIndex): Steps<CourseJsonByRank> {
    const json = new CourseJsonByRank(index, false);
    yield* json.write(index);
    return json;
  }

  /**
   * The JSON of `index`, patched from `previous`, written for `previousIndex`: a course both hold
   * (the same object) has its bytes copied; only the courses added or changed are written.
   */
  static *patch(
    previous: CourseJsonByRank,
    previousIndex: CourseSearchIndex,
    index: CourseSearchIndex,
  ): Steps<CourseJsonByRank> {
    const json = new CourseJsonByRank(index, false);
    const n = index.size;
    json.start = yield* freshArray(Float64Array, n + 1);
    const prevStart = previous.start;
    const bytes = new ChunkedBytes();
    const oldRank = (rank: number) => {
      const course = index.courseAt(rank);
      const old = previousIndex.rankOf(course.id);
      return old !== undefined && previousIndex.courseAt(old) === course ? old : -1;
    };
    for (let rank = 0; rank < n; ) {
      const old = oldRank(rank);
      if (old < 0) {
        json.start[rank] = bytes.appendJson(index.courseAt(rank), ',');
        rank++;
        continue;
      }
      // A run of courses kept in their order, in one chunk: one copy of their bytes.
      let last = rank;
      let lastOld = old;
      while (last + 1 < n) {
        const next = oldRank(last + 1);
        if (
          next !== lastOld + 1 ||
          !sameChunk(prevStart[old]!, prevStart[next]!) ||
          prevStart[next]! - prevStart[old]! >= RANGE_BYTES
        )
          break;
        last++;
        lastOld = next;
      }
      const base = bytes.appendRange(previous.bytes, prevStart, old, lastOld);
      for (let r = rank; r <= last; r++) json.start[r] = base + prevStart[old + r - rank]! - prevStart[old]!;
      if (Math.floor(last / (STEP * 4)) !== Math.floor(rank / (STEP * 4))) yield;
      rank = last + 1;
    }
    json.start[n] = bytes.end;
    json.bytes = bytes;
    return json;
  }

  private *write(index: CourseSearchIndex): Steps {
    this.start = yield* freshArray(Float64Array, index.size + 1);
    const bytes = new ChunkedBytes();
    for (let rank = 0; rank < index.size; rank++) {
      this.start[rank] = bytes.appendJson(index.courseAt(rank), ',');
      if (rank % STEP === STEP - 1) yield;
    }
    this.start[index.size] = bytes.end;
    this.bytes = bytes;
  }

  /** `head`, the courses at these ranks as a comma-separated list, then `tail`. */
  join(head: Uint8Array, ranks: readonly number[], tail: string): Buffer<ArrayBuffer> {
    const { bytes, start } = this;
    // Course `rank`'s JSON and comma end where the next course's start, or at the end of its chunk.
    const end = (rank: number) =>
      sameChunk(start[rank]!, start[rank + 1]!) ? start[rank + 1]! : bytes.chunkEnd(start[rank]!);
    const tailBytes = Buffer.byteLength(tail);
    let size = head.length + tailBytes - (ranks.length > 0 ? 1 : 0);
    for (const rank of ranks) size += end(rank) - start[rank]!;
    const out = Buffer.allocUnsafe(size);
    out.set(head, 0);
    let at = head.length;
    for (let i = 0; i < ranks.length; ) {
      // A run of consecutive ranks in one chunk is one stretch of it, commas included.
      const first = ranks[i]!;
      let last = first;
      while (++i < ranks.length && ranks[i] === last + 1 && sameChunk(start[first]!, start[last + 1]!))
        last++;
      const to = i < ranks.length ? end(last) : end(last) - 1;
      at += bytes.view(start[first]!, to).copy(out, at);
    }
    out.write(tail, at, tailBytes, 'utf8');
    return out;
  }
}
