import { hashOfId } from './hashes.ts';

const ID_CHUNK_BITS = 12;
const ID_CHUNK = 1 << ID_CHUNK_BITS;

/**
 * A set of ids (numbers or texts, compared with `===`) holding at most the count it is made for:
 * an open-addressing hash table in one typed array, made whole at the start. A `Map` or `Set`
 * grows by building its table again in one go, tens of milliseconds at a million entries in the
 * middle of a build made of short steps; 64 smaller ones filled with consecutive ids all grew in the
 * same step (64 to 219 ms for a million ids), and their tables, tens of megabytes made during a
 * build, were copied by the collector's young-generation passes.
 */
export class IdSet {
  /**
   * Per slot: the number + 1 of the id held there (in the order added), 0 for an empty slot; at
   * most half full. Its pages are mapped as they are first written, spread over the adds.
   */
  private readonly slots: Int32Array;
  /**
   * The ids in the order added, in chunks of `ID_CHUNK`: numbers in typed arrays, texts in an
   * array made for a chunk only once it holds one (read first: a text's number is unused). One
   * array of a million, made at once, wrote 8 MB of fresh memory in one step (about 30 ms here);
   * arrays of numbers on the heap were copied by every young-generation collection they lived
   * through.
   */
  private readonly numbers: Float64Array[] = [];
  private readonly texts: Array<string[] | undefined> = [];
  private count = 0;

  constructor(readonly capacity: number) {
    this.slots = new Int32Array(2 ** Math.max(4, Math.ceil(Math.log2(capacity + 1)) + 1));
  }

  get size(): number {
    return this.count;
  }

  private idAt(n: number): number | string {
    const chunk = n >>> ID_CHUNK_BITS;
    const at = n & (ID_CHUNK - 1);
    return this.texts[chunk]?.[at] ?? this.numbers[chunk]![at]!;
  }

  /** The slot holding `id`, or the empty slot where it would go. */
  private slotOf(id: number | string): number {
    const mask = this.slots.length - 1;
    for (let slot = hashOfId(id) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0 || this.idAt(held - 1) === id) return slot;
    }
  }

  has(id: number | string): boolean {
    return this.slots[this.slotOf(id)] !== 0;
  }

  /** Adds `id`; throws when it is new and the set already holds `capacity` ids. */
  add(id: number | string): this {
    const slot = this.slotOf(id);
    if (this.slots[slot] !== 0) return this;
    if (this.count === this.capacity) throw new RangeError(`IdSet: more than ${this.capacity} ids`);
    const chunk = this.count >>> ID_CHUNK_BITS;
    const at = this.count & (ID_CHUNK - 1);
    if (at === 0) {
      this.numbers.push(new Float64Array(ID_CHUNK));
      this.texts.push(undefined);
    }
    if (typeof id === 'string') {
      this.texts[chunk] ??= [];
      this.texts[chunk][at] = id;
    } else this.numbers[chunk]![at] = id;
    this.slots[slot] = ++this.count;
    return this;
  }
}
