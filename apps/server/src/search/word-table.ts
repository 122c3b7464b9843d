import { hashOfText } from '@app/core/hashes';
import { GrowableArray } from './growable-array.ts';
import { indexArray, MappedAhead } from './index-memory.ts';

/**
 * Ids for the words of texts, in the order first met: a hash table probed with the characters of a
 * word where it lies in a text, so a word already known is found without cutting it out as a string
 * of its own (most words of a text are known: a `Map` keyed by strings would need each one cut out,
 * then hashed, and would leave it to the collector). Only a new word is cut out, and copied, so
 * that it does not keep the text it came from alive.
 */
export class WordTable {
  /** The words by id. */
  readonly words: string[] = [];
  /** Word id + 1 per slot, 0 for an empty slot; a power of two long, at most half full. */
  private slots: Int32Array = indexArray(Int32Array, 1 << 12);
  /** The slots it grows into, made and mapped while the last eighth of words before it come. */
  private readonly nextSlots = new MappedAhead<Int32Array>();
  /** Each word's hash, by id. */
  private readonly hashes = new GrowableArray(indexArray(Int32Array, 1 << 11), (n) =>
    indexArray(Int32Array, n),
  );

  get size(): number {
    return this.words.length;
  }

  /** The id of `text`'s characters `start` to `end`, added when new. */
  idOf(text: string, start: number, end: number): number {
    const hash = hashOfText(text, start, end);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return this.add(slot, hash, text, start, end);
      const id = held - 1;
      if (this.hashes.data[id] === hash && sameChars(this.words[id]!, text, start, end)) return id;
    }
  }

  /** The id of `word`, if known. */
  get(word: string): number | undefined {
    const hash = hashOfText(word, 0, word.length);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return undefined;
      if (this.hashes.data[held - 1] === hash && this.words[held - 1] === word) return held - 1;
    }
  }

  private add(slot: number, hash: number, text: string, start: number, end: number): number {
    const id = this.words.length;
    this.words.push(ownCopy(text.slice(start, end)));
    this.hashes.push(hash);
    this.slots[slot] = id + 1;
    const size = this.slots.length;
    if (this.words.length * 2 > size) this.grow();
    // Twice the slots' bytes (8 a slot) over an eighth of the slots' words: 64 bytes a word.
    else if (this.words.length * 8 > size * 3 && size >= 1 << 16)
      this.nextSlots.advance(size * 2, (n) => indexArray(Int32Array, n), 64);
    return id;
  }

  private grow() {
    const slots = this.nextSlots.take(this.slots.length * 2) ?? indexArray(Int32Array, this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.words.length; id++) {
      let slot = this.hashes.data[id]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}

function sameChars(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/**
 * `text` as a string of its own, referring to no other: V8 keeps the string a slice was cut from
 * alive as long as the slice lives (slices and joins of 13 characters or more refer to their
 * parts), and what an index keeps lives as long as the index. Through JSON, which keeps every
 * UTF-16 code unit (a lone surrogate too, unlike a round trip through UTF-8).
 */
export const ownCopy = (text: string): string =>
  text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
