import { ChunkedBytes, sameChunk } from '../../search/chunked-bytes.ts';
import { runNow, STEP, type Steps } from '../../search/slices.ts';
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

  private *write(index: CourseSearchIndex): Steps {
    this.start = new Float64Array(index.size + 1);
    const bytes = new ChunkedBytes();
    for (let rank = 0; rank < index.size; rank++) {
      this.start[rank] = bytes.append(`${JSON.stringify(index.courseAt(rank))},`);
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
