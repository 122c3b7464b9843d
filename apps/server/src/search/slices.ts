import { BufferMaker } from './buffer-maker.ts';
import { type IndexArray, type IndexArrayType, indexArray, PREFAULT_STEP } from './index-memory.ts';

/**
 * Work done in steps, so that building an index of a million records never holds the event loop
 * for long: a build is a generator that yields every few hundred records; `runInSlices` runs its
 * steps for at most `sliceMs` at a time and lets requests (and health checks) be answered between
 * slices, `runNow` runs it through at once (tests, small lists).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a step yields nothing, FRESH_TURN or a FreshBuffer; core's steps are Generator<void>.
export type Steps<T = void> = Generator<void | typeof FRESH_TURN | FreshBuffer, T, void>;

/**
 * Yielded before a step known to be long (a JavaScript array of a million records made at once,
 * 30 to 36 ms of fresh memory on this kind of machine, and no way to map it ahead): `runInSlices`
 * then gives the event loop its turn first, so the step starts a slice rather than ending one.
 * After a slice of other steps and a collection, such a step made delays of 52 ms.
 */
export const FRESH_TURN = Symbol('fresh turn');

/**
 * Yielded to ask whoever runs the steps for a fresh buffer (see `freshArray`): `runInSlices` has
 * one of `offThreadFrom` bytes or more made on a worker thread (`BufferMaker`) and sets `buffer`
 * before the next step; otherwise it is left null, and the step makes its own.
 */
export class FreshBuffer {
  buffer: SharedArrayBuffer | null = null;
  /** `mapped`: how many of its first bytes to map (the rest, room that may stay unused, is not). */
  constructor(
    readonly bytes: number,
    readonly mapped = bytes,
  ) {}
}

/**
 * A zeroed `indexArray` of `length` numbers, its first `mapped` numbers' pages mapped: an array of
 * a megabyte or more is made on a worker thread when the steps run in slices (see `BufferMaker`),
 * so that its allocation and its pages' mapping never hold the event loop.
 */
export function* freshArray<T extends IndexArray>(
  Type: IndexArrayType<T>,
  length: number,
  mapped = length,
): Steps<T> {
  const request = new FreshBuffer(
    length * Type.BYTES_PER_ELEMENT,
    Math.min(length, mapped) * Type.BYTES_PER_ELEMENT,
  );
  yield request;
  return request.buffer ? new Type(request.buffer) : indexArray(Type, length);
}

export interface SliceOptions {
  /**
   * A `FreshBuffer` of this many bytes or more is made on a worker thread. Default 1 MB
   * (`PREFAULT_STEP`): a smaller one costs less than the worker's round trip. Tests set 0.
   */
  offThreadFrom?: number;
}

/** Runs every step at once and returns the result. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the steps in slices of about `sliceMs`, a turn of the event loop between slices. `sliceMs`
 * 0 gives a turn after every step (tests use it to interleave requests with a build).
 */
export function runInSlices<T>(steps: Steps<T>, sliceMs = 10, options: SliceOptions = {}): Promise<T> {
  return slicer(sliceMs, undefined, options)(steps);
}

/**
 * The longest a slice grows to while other work (requests) takes the event loop between slices:
 * half of `TURN_MS`.
 */
export const MAX_SLICE_MS = 15;

/**
 * The longest a turn of the event loop should take, other work and a slice together: under the
 * 50 ms a request may wait, with room for a step running past the end of its slice and for the
 * collector, whose pauses and marking steps (up to 20-30 ms at a million courses) land inside
 * turns. At 45 ms, turns under load measured 45 ms and the longest delays 48 to 50 ms; at 40 ms a
 * rebuild at a million courses still had delays of 56 to 120 ms.
 */
export const TURN_MS = 30;

/**
 * A `runInSlices` whose slices run on from one call to the next: for a build fed in parts (pages of
 * rows as they are read), where each part alone may be shorter than a slice, so the turns still
 * come every `sliceMs` of work, not only at the end of a part.
 *
 * A slice lasts as long as the other work took during the last turn given away, from `sliceMs` up
 * to `MAX_SLICE_MS`: under a stream of slow requests (30 ms searches of a million postings) a build
 * of 10 ms slices got a quarter of the event loop or less and a rebuild took many times its time
 * alone; sharing the loop about evenly keeps it going while no request waits more than a slice.
 * But no longer than what that work left of `TURN_MS` (one step at least): the work and the slice
 * share one turn, and a 30 ms search followed by a 25 ms slice held the loop for 55 ms. Work that
 * takes a whole turn on its own gets no such bound: the build then keeps its share.
 * `clock` is for tests.
 */
export function slicer(
  sliceMs = 10,
  clock: () => number = () => performance.now(),
  { offThreadFrom = PREFAULT_STEP }: SliceOptions = {},
): <T>(steps: Steps<T>) => Promise<T> {
  // Slices of 0 (a turn after every step, for tests) stay so.
  const longest = sliceMs > 0 ? Math.max(sliceMs, MAX_SLICE_MS) : 0;
  /** How long a slice runs after a turn in which the other work took `others` ms. */
  const sliceAfter = (others: number) => {
    const share = Math.min(longest, Math.max(sliceMs, others));
    return others < TURN_MS ? Math.min(share, TURN_MS - others) : share;
  };
  let sliceStart = clock();
  let slice = sliceAfter(0);
  return async (steps) => {
    // Made when a step first asks for a fresh buffer, ended with the steps (see `BufferMaker`).
    let maker: BufferMaker | null = null;
    try {
      for (;;) {
        const next = steps.next();
        if (next.done) return next.value;
        if (next.value instanceof FreshBuffer) {
          if (next.value.bytes < offThreadFrom) continue;
          maker ??= new BufferMaker();
          // Waiting for it gives the event loop its turns; made here instead if the worker failed.
          next.value.buffer = await maker.make(next.value.bytes, next.value.mapped).catch(() => null);
          sliceStart = clock();
          continue;
        }
        const now = clock();
        if (now - sliceStart >= slice || next.value === FRESH_TURN) {
          await turn();
          sliceStart = clock();
          slice = sliceAfter(sliceStart - now);
        }
      }
    } finally {
      await maker?.close();
    }
  };
}

/** How many items a step of a loop over records handles. */
export const STEP = 256;

/** How many numbers of 4 bytes a step writes into a fresh array: a megabyte (`PREFAULT_STEP`). */
const FILLED_A_STEP = PREFAULT_STEP / 4;

/** Fills `array` (a fresh `indexArray`) with `value`, a megabyte a step (see `prefault`). */
export function* fillInSteps(array: Int32Array | Uint32Array | Float64Array, value: number): Steps {
  const step = PREFAULT_STEP / array.BYTES_PER_ELEMENT;
  for (let from = 0; from < array.length; from += step) {
    array.fill(value, from, Math.min(array.length, from + step));
    yield;
  }
}

/**
 * The positions 0 to `size - 1` sorted by `compare` (ties by position, so the order is the same as
 * a stable sort's), as a bottom-up merge sort that yields every few hundred comparisons: one
 * `Array.prototype.sort` of a million titles holds the event loop for seconds.
 */
export function* sortedPositions(size: number, compare: (a: number, b: number) => number): Steps<Int32Array> {
  let from = yield* freshArray(Int32Array, size);
  // A million positions are 4 MB of fresh pages: written a megabyte a step (see `prefault`).
  for (let i = 0; i < size; i++) {
    from[i] = i;
    if (i % FILLED_A_STEP === FILLED_A_STEP - 1) yield;
  }
  // Runs of 32 sorted by insertion first: fewer passes of the merge.
  const RUN = 32;
  for (let start = 0; start < size; start += RUN) {
    const end = Math.min(size, start + RUN);
    for (let i = start + 1; i < end; i++) {
      const item = from[i]!;
      let j = i - 1;
      while (j >= start && compare(from[j]!, item) > 0) {
        from[j + 1] = from[j]!;
        j--;
      }
      from[j + 1] = item;
    }
    yield;
  }
  let to = yield* freshArray(Int32Array, size);
  for (let width = RUN; width < size; width *= 2) {
    let work = 0;
    for (let left = 0; left < size; left += 2 * width) {
      const middle = Math.min(size, left + width);
      const right = Math.min(size, left + 2 * width);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        // Left first on a tie: stable.
        to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
        if (++work === STEP) {
          work = 0;
          yield;
        }
      }
      while (i < middle) to[k++] = from[i++]!;
      while (j < right) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}
