/**
 * Memory an index keeps for its life, and the large arrays a build uses for a while (typed arrays,
 * byte chunks), allocated on `SharedArrayBuffer`s, though no other thread ever sees it. What one
 * search makes and drops stays on ordinary memory: uncounted, a stream of searches would pile up
 * garbage the collector is never prompted to free.
 *
 * Why: V8 counts an `ArrayBuffer`'s bytes as external memory and starts a full collection each
 * time they grow 64 MB past what they were at the last one (`kExternalAllocationSoftLimit`). A
 * rebuild at a million courses writes about a gigabyte of index, so V8 marked the whole heap (a
 * million course records) every few seconds, in main-thread steps of up to hundreds of
 * milliseconds. A shared buffer's bytes are not counted (`BackingStore::PerIsolateAccountingLength`
 * is 0 for a shared store), so only the heap's own growth starts a collection. Measured alone, a
 * million courses' JSON written into 8 MB chunks: 24 full collections and steps of 256 courses up
 * to 254 ms with `ArrayBuffer`s; 2 and 16 ms with shared ones. The cost: the buffers of an index
 * dropped are freed at the next full collection the heap starts, not one their size starts.
 * `process.memoryUsage().arrayBuffers` counts them still.
 */

export type IndexArray = Int8Array | Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

export interface IndexArrayType<T extends IndexArray> {
  new (buffer: SharedArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** A zeroed typed array of `length` numbers, for an index to keep or a build to use (see above). */
export function indexArray<T extends IndexArray>(Type: IndexArrayType<T>, length: number): T {
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT));
}

/** A zeroed buffer of `size` bytes, for an index to keep or a build to use (see above). */
export function indexBytes(size: number): Buffer {
  return Buffer.from(new SharedArrayBuffer(size));
}

/** A page of memory, as the kernel maps it. */
const PAGE = 4096;
/** How many bytes a step of `prefault` maps: 256 pages, about 4 ms here. */
export const PREFAULT_STEP = 1 << 20;

/**
 * Maps every page of `array`, a fresh (zeroed) `indexArray`, from byte `from` to `to`: zero written
 * where zero is, as a read would map the shared zero page and the first write fault again.
 */
export function mapPages(array: ArrayBufferView, from = 0, to = array.byteLength) {
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let at = from; at < to; at += PAGE) bytes[at] = 0;
}

/**
 * An array made before it is needed and mapped a page at a time (`mapPages`) while the one in use
 * fills, so that growing copies into mapped memory: a vocabulary's arrays doubled from 1 to 2
 * million numbers at once, and mapping their fresh pages in one step took 40 to 100 ms.
 */
export class MappedAhead<T extends IndexArray> {
  private made: T | null = null;
  /** Bytes mapped (a whole number of pages), and bytes asked to be. */
  private mapped = 0;
  private wanted = 0;

  /** Makes the array (`make(length)`) unless made that long, and maps `more` bytes more of it. */
  advance(length: number, make: (length: number) => T, more: number) {
    if (this.made?.length !== length) {
      this.made = make(length);
      this.mapped = 0;
      this.wanted = 0;
    }
    this.wanted += more;
    const to = Math.min(this.wanted, this.made.byteLength);
    if (this.mapped >= to) return;
    mapPages(this.made, this.mapped, to);
    this.mapped += Math.ceil((to - this.mapped) / PAGE) * PAGE;
  }

  /** The array made ahead if it is `length` long (then no longer held here), else null. */
  take(length: number): T | null {
    const made = this.made;
    if (made?.length !== length) return null;
    this.made = null;
    return made;
  }
}

/**
 * Maps every page of `array` (`mapPages`) in steps of 1 MB, before a loop writes all over it. A
 * fresh buffer's pages are mapped as they are first written, and on this kind of machine (a
 * virtual machine) that costs about 14 µs a page: 8 MB took 30 to 40 ms, and up to 160. Written in
 * scattered order (a word's postings, a bitset per word), a step of a few thousand writes landed
 * on as many fresh pages and held the event loop for 25 to 60 ms at 300,000 postings.
 */
export function* prefault(array: ArrayBufferView): Generator<void, void, void> {
  for (let from = 0; from < array.byteLength; from += PREFAULT_STEP) {
    mapPages(array, from, Math.min(array.byteLength, from + PREFAULT_STEP));
    yield;
  }
}
