import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrowableArray, Uint32Blocks } from './growable-array.ts';
import { indexArray } from './index-memory.ts';

describe('GrowableArray', () => {
  it('holds every number pushed, through growths by push and by reserve', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 40_000 }), fc.integer({ min: -5_000, max: -1 })), {
          maxLength: 8,
        }),
        (runs) => {
          // A run: that many pushes, or (negative) room reserved for that many.
          const array = new GrowableArray(indexArray(Uint32Array, 16), (n) => indexArray(Uint32Array, n));
          const expected: number[] = [];
          for (const run of runs) {
            if (run < 0) {
              array.reserve(-run);
              expect(array.data.length).toBeGreaterThanOrEqual(array.length - run);
              continue;
            }
            for (let i = 0; i < run; i++) {
              const value = (expected.length * 2654435761) >>> 0;
              array.push(value);
              expected.push(value);
            }
          }
          expect(array.length).toBe(expected.length);
          expect(Array.from(array.data.subarray(0, array.length))).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('makes the array it grows into before it is full, and grows into that one', () => {
    const made: Array<{ length: number; whenHeld: number }> = [];
    let array: GrowableArray<Uint32Array>;
    array = new GrowableArray(indexArray(Uint32Array, 1 << 14), (n) => {
      made.push({ length: n, whenHeld: array.length });
      return indexArray(Uint32Array, n);
    });
    for (let i = 0; i < 1 << 16; i++) array.push(i);
    // Each growth's array was made in the last quarter before the one in use was full.
    expect(made.map((m) => m.length)).toEqual([1 << 15, 1 << 16, 1 << 17]);
    for (const { length, whenHeld } of made) {
      expect(whenHeld).toBeGreaterThan((length / 2) * 0.75);
      expect(whenHeld).toBeLessThan(length / 2);
    }
    // The last one made ahead waits for the next push.
    expect(array.data.length).toBe(1 << 16);
    expect(array.data.subarray(0, array.length).every((v, i) => v === i)).toBe(true);
  });
});

describe('Uint32Blocks', () => {
  it('holds every number pushed, across blocks', () => {
    const blocks = new Uint32Blocks();
    const count = 2_500_000; // more than two blocks of 2^20
    for (let i = 0; i < count; i++) blocks.push((i * 2654435761) >>> 0);
    expect(blocks.length).toBe(count);
    for (const i of [0, 1, 1_048_575, 1_048_576, 2_097_152, count - 1]) {
      expect(blocks.at(i)).toBe((i * 2654435761) >>> 0);
    }
  });
});
