import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set.ts';

// Few distinct values, so that ids repeat and their hashes collide in a small table.
const id = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.string({ maxLength: 4 }), fc.integer());

describe('IdSet', () => {
  it('answers as a Set does after any adds, up to the count it was made for', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 300 }), fc.array(id, { maxLength: 50 }), (added, asked) => {
        const set = new Set<number | string>(added);
        const ids = new IdSet(set.size);
        for (const k of added) ids.add(k);
        expect(ids.size).toBe(set.size);
        for (const k of [...added, ...asked]) expect(ids.has(k)).toBe(set.has(k));
      }),
    );
  });

  it('tells the number 1 from the text "1"', () => {
    const ids = new IdSet(2).add(1);
    expect([ids.has(1), ids.has('1'), ids.size]).toEqual([true, false, 1]);
    ids.add('1');
    expect([ids.has(1), ids.has('1'), ids.size]).toEqual([true, true, 2]);
  });

  it('refuses an id past its count, and takes one it holds already', () => {
    const ids = new IdSet(2).add(1).add('a');
    expect(() => ids.add(1)).not.toThrow();
    expect(() => ids.add(2)).toThrow(RangeError);
    expect(ids.has(2)).toBe(false);
  });
});
