import { Worker } from 'node:worker_threads';

/**
 * Makes an index's large buffers on a worker thread: a fresh `SharedArrayBuffer` with every page
 * mapped, handed to the event loop's thread without a copy (a shared buffer is shared, not cloned).
 *
 * Why: at a million courses the longest steps left in an update were the allocations of the arrays
 * the new index keeps (the postings, 116 MB, 25 ms in one step; their fields, 58 MB, 13.5 ms; the
 * documents' renumbering, 3.8 MB, 11.9 ms), time spent waiting in the kernel, most of it right
 * after a collection had freed the previous index's buffers. Alone, the same allocations take
 * 0.1 ms: what they wait for is other threads' mapping work. Made here they wait on this thread
 * instead; mapping their pages here too (about 14 µs a page on this kind of machine, 400 ms for
 * 116 MB) leaves the event loop only writes into mapped memory. Measured (decision 021): a worker
 * making and writing 3.2 GB of shared buffers left the main thread's longest delay at 11 to 14 ms,
 * as when idle.
 *
 * One worker per build (see `slicer`), ended with it: a buffer stays alive while any thread holds
 * it, and a worker that only makes buffers grows its heap too little to ever collect the handles
 * it made, so ending it is what lets the buffers go with the index that keeps them.
 */
export class BufferMaker {
  private worker: Worker | null = null;
  private nextId = 0;
  /** Requests not yet answered, with the worker asked. */
  private readonly waiting = new Map<
    number,
    { worker: Worker; resolve: (buffer: SharedArrayBuffer) => void; reject: (error: Error) => void }
  >();

  /** A zeroed shared buffer of `bytes`, the pages of its first `mapped` bytes mapped. */
  async make(bytes: number, mapped = bytes): Promise<SharedArrayBuffer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { worker, resolve, reject });
      worker.postMessage({ id, bytes, mapped });
    });
  }

  /** Ends the worker; buffers it made stay alive as long as something else holds them. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'index buffers' });
    // An idle worker does not keep the process alive (a build's end closes it anyway).
    worker.unref();
    worker.on('message', ({ id, buffer }: { id: number; buffer: SharedArrayBuffer }) => {
      heldBytes += buffer.byteLength;
      collected.register(buffer, buffer.byteLength);
      this.waiting.get(id)?.resolve(buffer);
      this.waiting.delete(id);
    });
    // A worker that failed or ended fails what was asked of it; the next request starts another.
    const failAll = (error: Error) => {
      for (const [id, request] of this.waiting) {
        if (request.worker !== worker) continue;
        request.reject(error);
        this.waiting.delete(id);
      }
      if (this.worker === worker) this.worker = null;
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('the index buffers worker ended')));
    this.worker = worker;
    return worker;
  }
}

/**
 * Bytes of the buffers made on workers that this thread still holds (less those collected since):
 * `process.memoryUsage().arrayBuffers` counts only what this thread's own allocator made, and the
 * worker's allocator, that counted these, ends with it.
 */
export function workerMadeBytes(): number {
  return heldBytes;
}

let heldBytes = 0;
const collected = new FinalizationRegistry<number>((bytes) => {
  heldBytes -= bytes;
});

/** The worker: plain JavaScript, so that it runs the same under every loader. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, bytes, mapped }) => {
  const buffer = new SharedArrayBuffer(bytes);
  const view = new Uint8Array(buffer);
  // As index-memory.ts's mapPages (not importable into an evaluated worker): zero written where zero is.
  for (let at = 0; at < mapped; at += 4096) view[at] = 0;
  parentPort.postMessage({ id, buffer });
});
`;
