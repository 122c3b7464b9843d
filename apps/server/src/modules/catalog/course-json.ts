import type { CourseSearchIndex } from './search-index.ts';

const COMMA = 0x2c;

/**
 * Every course's JSON as UTF-8, end to end in title-rank order, written once per catalogue build.
 * A page of results is then copied together from one buffer: never serialized or encoded per
 * request, and without touching each course object (what a search costs under load is mostly the
 * memory it reads).
 */
export class CourseJsonByRank {
  private readonly bytes: Buffer;
  /** Course `rank`'s JSON is `bytes[start[rank]..start[rank + 1])`. */
  private readonly start: Int32Array;

  constructor(index: CourseSearchIndex) {
    const parts: Buffer[] = [];
    this.start = new Int32Array(index.size + 1);
    for (let rank = 0; rank < index.size; rank++) {
      const json = Buffer.from(JSON.stringify(index.courseAt(rank)));
      parts.push(json);
      this.start[rank + 1] = this.start[rank]! + json.length;
    }
    this.bytes = Buffer.concat(parts);
  }

  /** `head`, the courses at these ranks as a comma-separated list, then `tail` (ASCII). */
  join(head: Uint8Array, ranks: readonly number[], tail: string): Buffer<ArrayBuffer> {
    const { bytes, start } = this;
    let size = head.length + Math.max(ranks.length - 1, 0) + tail.length;
    for (const rank of ranks) size += start[rank + 1]! - start[rank]!;
    const out = Buffer.allocUnsafe(size);
    out.set(head, 0);
    let at = head.length;
    for (let i = 0; i < ranks.length; i++) {
      if (i > 0) out[at++] = COMMA;
      at += bytes.copy(out, at, start[ranks[i]!]!, start[ranks[i]! + 1]!);
    }
    out.write(tail, at, 'latin1');
    return out;
  }
}
