import type { Course } from '@app/core/course';
import { hashOfText } from '@app/core/hashes';
import { freshArray, STEP, type Steps } from '../../search/slices.ts';

/** A title as looked up: trimmed, lower-cased. */
const keyOf = (title: string) => title.trim().toLowerCase();

/**
 * The catalogue's courses by title (any case), for resolving a course an AI model names: a hash
 * table of catalogue positions in two typed arrays, the titles compared only for the few courses
 * a look-up's hash leads to. A `Map` from lower-cased titles to lists of courses held a string, a
 * list and an entry per course (three million objects at a million courses, for the collector to
 * mark in every full collection) and was copied for every patched catalogue.
 */
export class CoursesByTitle {
  private constructor(
    private readonly catalogue: readonly Course[],
    /** Per slot (the low bits of a title's hash): the first position + 1 there, 0 for none. */
    private readonly head: Int32Array,
    /** Per position: the next position + 1 in its slot, in catalogue order; 0 at the end. */
    private readonly next: Int32Array,
  ) {}

  /** Built a few hundred courses a step. `slotBits` (tests) makes a smaller table, so titles collide. */
  static *build(catalogue: readonly Course[], slotBits?: number): Steps<CoursesByTitle> {
    const n = catalogue.length;
    const head = yield* freshArray(
      Int32Array,
      2 ** (slotBits ?? Math.max(4, Math.ceil(Math.log2(n + 1)) + 1)),
    );
    const next = yield* freshArray(Int32Array, n);
    const mask = head.length - 1;
    // Last to first, each put in front: every slot's list ends up in catalogue order.
    for (let place = n - 1; place >= 0; place--) {
      const key = keyOf(catalogue[place]!.title);
      const slot = hashOfText(key, 0, key.length) & mask;
      next[place] = head[slot]!;
      head[slot] = place + 1;
      if (place % STEP === 0) yield;
    }
    return new CoursesByTitle(catalogue, head, next);
  }

  /**
   * The first course in catalogue order titled `title` (any case, ends trimmed) and, when given,
   * from `provider` (any case, ends trimmed).
   */
  find(title: string, provider?: string): Course | undefined {
    const key = keyOf(title);
    const by = provider?.trim().toLowerCase();
    const slot = hashOfText(key, 0, key.length) & (this.head.length - 1);
    for (let at = this.head[slot]!; at !== 0; at = this.next[at - 1]!) {
      const course = this.catalogue[at - 1]!;
      if (keyOf(course.title) === key && (!by || course.provider.toLowerCase() === by)) return course;
    }
    return undefined;
  }
}
