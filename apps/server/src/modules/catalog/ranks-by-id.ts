import { hashOfId } from '@app/core/hashes';
import { indexArray } from '../../search/index-memory.ts';
import { STEP, type Steps } from '../../search/slices.ts';

type CourseId = number | string;

/**
 * The title rank of each course id in the search index (the first rank, should an id repeat): an
 * open-addressing hash table of ranks in one typed array, ids compared only with the courses a
 * look-up's hash leads to. A sharded `Map` held about 40 bytes a course on the heap, a million
 * entries the collector marks in every full collection and a rebuild made again.
 */
export class RanksById {
  private constructor(
    private readonly idAt: (rank: number) => CourseId,
    /** Per slot: the rank + 1 held there, 0 for an empty slot; a power of two long, at most half full. */
    private readonly slots: Int32Array,
    /** How many distinct ids it holds. */
    readonly size: number,
  ) {}

  /**
   * The ranks 0 to `count - 1`, `idAt` giving each one's id; a few hundred a step. `slotBits`
   * (tests) makes a smaller table, so that ids collide; it must leave room for every id.
   */
  static *build(count: number, idAt: (rank: number) => CourseId, slotBits?: number): Steps<RanksById> {
    const slots = indexArray(Int32Array, 2 ** (slotBits ?? Math.max(4, Math.ceil(Math.log2(count + 1)) + 1)));
    const mask = slots.length - 1;
    let size = 0;
    for (let rank = 0; rank < count; rank++) {
      const id = idAt(rank);
      for (let slot = hashOfId(id) & mask; ; slot = (slot + 1) & mask) {
        const held = slots[slot]!;
        if (held === 0) {
          slots[slot] = rank + 1;
          size++;
          break;
        }
        if (idAt(held - 1) === id) break;
      }
      if (rank % (STEP * 4) === STEP * 4 - 1) yield;
    }
    return new RanksById(idAt, slots, size);
  }

  /** The first rank of the course with this id. */
  get(id: CourseId): number | undefined {
    const mask = this.slots.length - 1;
    for (let slot = hashOfId(id) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return undefined;
      if (this.idAt(held - 1) === id) return held - 1;
    }
  }
}
