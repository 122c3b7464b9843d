import type { CourseSearchIndex } from './search-index.ts';

/**
 * Every course's JSON as UTF-8, each followed by a comma, end to end in title-rank order, written
 * once per catalogue build. A page of results is then copied together from one buffer: never
 * serialized or encoded per request, without touching each course object (what a search costs under
 * load is mostly the memory it reads), and courses next to each other in title order in one copy.
 */
export class CourseJsonByRank {
  private readonly bytes: Buffer;
  /** Course `rank`'s JSON and comma are `bytes[start[rank]..start[rank + 1])`. */
  private readonly start: Int32Array;

  constructor(index: CourseSearchIndex) {
    const parts: Buffer[] = [];
    this.start = new Int32Array(index.size + 1);
    for (let rank = 0; rank < index.size; rank++) {
      const json = Buffer.from(`${JSON.stringify(index.courseAt(rank))},`);
      parts.push(json);
      this.start[rank + 1] = this.start[rank]! + json.length;
    }
    this.bytes = Buffer.concat(parts);
  }

  /** `head`, the courses at these ranks as a comma-separated list, then `tail`. */
  join(head: Uint8Array, ranks: readonly number[], tail: string): Buffer<ArrayBuffer> {
    const { bytes, start } = this;
    const tailBytes = Buffer.byteLength(tail);
    let size = head.length + tailBytes - (ranks.length > 0 ? 1 : 0);
    for (const rank of ranks) size += start[rank + 1]! - start[rank]!;
    const out = Buffer.allocUnsafe(size);
    out.set(head, 0);
    let at = head.length;
    for (let i = 0; i < ranks.length; ) {
      // A run of consecutive ranks is one stretch of the buffer, commas included.
      const first = ranks[i]!;
      let last = first;
      while (++i < ranks.length && ranks[i] === last + 1) last++;
      const to = i < ranks.length ? start[last + 1]! : start[last + 1]! - 1;
      at += bytes.copy(out, at, start[first]!, to);
    }
    out.write(tail, at, tailBytes, 'utf8');
    return out;
  }
}
