import { indexBytes } from './index-memory.ts';
import { jsonBound, writeJson } from './json-bytes.ts';

/** Where a chunk's bytes start in the address space: chunk `c`, byte `i` is at `c * SPAN + i`. */
const SPAN = 2 ** 32;
const CHUNK = 8 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);
/** The most bytes `appendRange` should be asked to copy at once: a chunk's unused end is at most this. */
export const RANGE_BYTES = 64 * 1024;

/** True when the two addresses are in one chunk. */
export const sameChunk = (a: number, b: number) => ChunkedBytes.chunkOf(a) === ChunkedBytes.chunkOf(b);

/**
 * Texts as UTF-8 end to end, off the JavaScript heap, in chunks of a few megabytes: one buffer
 * grown by doubling would copy hundreds of megabytes at once (a stall) and hold twice what it
 * needs. A text never spans two chunks; texts are addressed by numbers that grow in the order
 * they were added (see `SPAN`).
 */
export class ChunkedBytes {
  private readonly chunks: Buffer[] = [];
  private used = 0;
  /** How many of the first chunks are another's, shared (`sharing`): never written here. */
  private shared = 0;

  constructor(private readonly chunkSize = CHUNK) {}

  /**
   * New bytes holding `other`'s texts at the same addresses (its chunks shared, not copied, and
   * never written again: `other` may still be read meanwhile); what is appended goes into chunks
   * of its own. For an index built again over mostly the same texts, which then holds them once.
   */
  static sharing(other: ChunkedBytes): ChunkedBytes {
    const bytes = new ChunkedBytes(other.chunkSize);
    bytes.chunks.push(...other.chunks);
    const last = bytes.chunks.length - 1;
    if (last >= 0) {
      // Trimmed to what is written, and counted as full.
      bytes.chunks[last] = bytes.chunks[last]!.subarray(0, other.used);
      bytes.used = other.used;
    }
    bytes.shared = bytes.chunks.length;
    return bytes;
  }

  /**
   * Where `text` is: at `from` when the shared bytes `from` to `to` are `text` as UTF-8 (then
   * nothing is added), else appended. Compared where it would be appended, so no string or buffer
   * is made for it.
   */
  appendUnlessAt(text: string, from: number, to: number): number {
    const chunk = this.room(text.length * 3);
    return this.keepUnlessAt(chunk, chunk.write(text, this.used, 'utf8'), from, to);
  }

  /** As `appendUnlessAt`, for `JSON.stringify(record)`, written as `appendJson` writes it. */
  appendJsonUnlessAt(record: object, from: number, to: number): number {
    const most = jsonBound(record);
    if (most < 0) return this.appendUnlessAt(JSON.stringify(record), from, to);
    const chunk = this.room(most);
    return this.keepUnlessAt(chunk, writeJson(record, chunk, this.used) - this.used, from, to);
  }

  /**
   * The `written` bytes just written past the end of `chunk` (the last): `from` when they are the
   * shared bytes `from` to `to` (and they are left unkept), else where they start, kept.
   */
  private keepUnlessAt(chunk: Buffer, written: number, from: number, to: number): number {
    if (
      written === to - from &&
      chunk.compare(this.view(from, to), 0, written, this.used, this.used + written) === 0
    )
      return from;
    const at = (this.chunks.length - 1) * SPAN + this.used;
    this.used += written;
    return at;
  }

  /** The chunk holding `at`. */
  static chunkOf(at: number): number {
    return Math.floor(at / SPAN);
  }

  /** How many of the chunks are shared from another (`sharing`), the first ones. */
  get sharedChunks(): number {
    return this.shared;
  }

  /** Bytes written in chunk `chunk` (for deciding which shared ones are worth keeping). */
  chunkLength(chunk: number): number {
    return chunk < this.chunks.length ? this.chunkEnd(chunk * SPAN) - chunk * SPAN : 0;
  }

  /** Lets shared chunk `chunk` go (none of the texts still read is in it). */
  release(chunk: number) {
    if (chunk < this.shared) this.chunks[chunk] = EMPTY;
  }

  /** Appends `text`; returns where it starts (its end is where the next starts, or `end`). */
  append(text: string): number {
    const chunk = this.room(text.length * 3);
    const at = (this.chunks.length - 1) * SPAN + this.used;
    this.used += chunk.write(text, this.used, 'utf8');
    return at;
  }

  /**
   * Appends `texts`, each followed by `after`, as one text (`append(texts.map((t) => t + after).join(''))`
   * without making that string, which a million records' worth of would leave to the collector).
   */
  appendEach(texts: readonly string[], after: string): number {
    let most = texts.length * after.length * 3;
    for (const text of texts) most += text.length * 3;
    const chunk = this.room(most);
    const at = (this.chunks.length - 1) * SPAN + this.used;
    for (const text of texts) {
      this.used += chunk.write(text, this.used, 'utf8');
      this.used += chunk.write(after, this.used, 'utf8');
    }
    return at;
  }

  /**
   * Appends `JSON.stringify(record)` followed by `after` (ASCII), written into the chunk as it is
   * made (see `writeJson`); returns where it starts.
   */
  appendJson(record: object, after: string): number {
    const most = jsonBound(record);
    if (most < 0) return this.appendEach([JSON.stringify(record)], after);
    const chunk = this.room(most + after.length);
    const at = (this.chunks.length - 1) * SPAN + this.used;
    this.used = writeJson(record, chunk, this.used);
    this.used += chunk.write(after, this.used, 'latin1');
    return at;
  }

  /** The last chunk, with room for `most` more bytes (a new chunk when it has not). */
  private room(most: number): Buffer {
    let chunk = this.chunks.at(-1);
    // Never into a shared chunk.
    if (!chunk || this.used + most > chunk.length || this.chunks.length <= this.shared) {
      if (chunk) this.chunks[this.chunks.length - 1] = chunk.subarray(0, this.used);
      chunk = indexBytes(Math.max(this.chunkSize, most));
      this.chunks.push(chunk);
      this.used = 0;
    }
    return chunk;
  }

  /** Appends bytes as they are (a text copied from another `ChunkedBytes`); returns where they start. */
  appendBytes(bytes: Uint8Array): number {
    const chunk = this.room(bytes.length);
    const at = (this.chunks.length - 1) * SPAN + this.used;
    chunk.set(bytes, this.used);
    this.used += bytes.length;
    return at;
  }

  /**
   * Appends texts `first` to `last` of `source` in one copy (they must be in one of its chunks),
   * `starts` being where `source` holds each (a text ends where the next starts, or with its
   * chunk); returns where text `first` starts here (the others keep their distances from it).
   */
  appendRange(source: ChunkedBytes, starts: Float64Array, first: number, last: number): number {
    const lastStart = starts[last]!;
    const next = starts[last + 1]!;
    return this.appendBytes(
      source.view(starts[first]!, sameChunk(lastStart, next) ? next : source.chunkEnd(lastStart)),
    );
  }

  /** Where the next text would start (the end of the last one). */
  get end(): number {
    return Math.max(0, this.chunks.length - 1) * SPAN + this.used;
  }

  /** Where the chunk holding `at` ends (the address after its last byte written). */
  chunkEnd(at: number): number {
    const chunk = ChunkedBytes.chunkOf(at);
    const length = chunk === this.chunks.length - 1 ? this.used : this.chunks[chunk]!.length;
    return chunk * SPAN + length;
  }

  /** The text from `from` to `to` (as `view`), decoded from UTF-8 with no view made. */
  text(from: number, to: number): string {
    const chunk = ChunkedBytes.chunkOf(from);
    return this.chunks[chunk]!.toString('utf8', from - chunk * SPAN, to - chunk * SPAN);
  }

  /** The bytes from `from` to `to` (both in one text, or the end of one). */
  view(from: number, to: number): Buffer {
    const chunk = ChunkedBytes.chunkOf(from);
    return this.chunks[chunk]!.subarray(from - chunk * SPAN, to - chunk * SPAN);
  }

  /**
   * Each place `needle` occurs, in order, as its address; `visit` returns where to look next (at
   * least one past the match). A match never spans two texts when texts end with a byte the needle
   * does not hold.
   */
  scan(needle: Uint8Array, visit: (at: number) => number): void {
    for (let c = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!;
      const length = c === this.chunks.length - 1 ? this.used : chunk.length;
      const base = c * SPAN;
      let at = chunk.indexOf(needle);
      while (at >= 0 && at + needle.length <= length) {
        const next = visit(base + at) - base;
        if (next >= length) break;
        at = chunk.indexOf(needle, next);
      }
    }
  }

  /** Bytes written, in every chunk held or (`own`) in those not shared (for reports). */
  writtenBytes(own = false): number {
    let n = 0;
    for (let c = own ? this.shared : 0; c < this.chunks.length; c++) n += this.chunkLength(c);
    return n;
  }
}
