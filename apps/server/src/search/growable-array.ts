import { type IndexArrayType, indexArray, MappedAhead } from './index-memory.ts';
import { freshArray, type Steps } from './slices.ts';

type NumberArray = Uint8Array | Uint16Array | Int32Array | Uint32Array;

/**
 * A typed array that grows (doubling) as numbers are pushed or room is reserved. In the last
 * quarter before it is full, pushes map the next array ahead (`MappedAhead`), a page every 128
 * pushes or so.
 */
export class GrowableArray<T extends NumberArray> {
  length = 0;
  private readonly ahead = new MappedAhead<T>();
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}
  reserve(extra: number) {
    if (this.length + extra <= this.data.length) return;
    let size = Math.max(1, this.data.length * 2);
    while (size < this.length + extra) size *= 2;
    const next = this.ahead.take(size) ?? this.make(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /**
   * Room for `extra` more numbers at once, in steps: a new array made by `freshArray` (off the
   * event loop when run in slices), its pages mapped for the first `expected` more.
   */
  *reserveFresh(extra: number, expected = extra): Steps {
    if (this.length + extra <= this.data.length) return;
    const Type = this.data.constructor as unknown as IndexArrayType<T>;
    const next = yield* freshArray(Type, this.length + extra, this.length + expected);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  push(value: number) {
    if (this.length === this.data.length) this.reserve(1);
    const { data } = this;
    data[this.length++] = value;
    // The next array has twice the bytes, and a quarter of this one's pushes are left: 8 numbers'
    // bytes a push. (Small ones are not worth it.)
    if (this.length * 4 > data.length * 3 && data.length >= 1 << 14)
      this.ahead.advance(data.length * 2, this.make, 8 * data.BYTES_PER_ELEMENT);
  }
}

const BLOCK_BITS = 20;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;

/**
 * Numbers pushed into blocks of a fixed size (4 MB): growing never copies what is held, where a
 * growing typed array copies all of it each time it doubles (hundreds of megabytes in one go, a
 * stall, for the word lists of a million postings).
 */
export class Uint32Blocks {
  private readonly blocks: Uint32Array[] = [];
  length = 0;
  push(value: number) {
    const block = this.length >>> BLOCK_BITS;
    if (block === this.blocks.length) this.blocks.push(indexArray(Uint32Array, BLOCK_MASK + 1));
    this.blocks[block]![this.length & BLOCK_MASK] = value;
    this.length++;
  }
  at(i: number): number {
    return this.blocks[i >>> BLOCK_BITS]![i & BLOCK_MASK]!;
  }
}
