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

type IndexArray = Int8Array | Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

interface IndexArrayType<T extends IndexArray> {
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
