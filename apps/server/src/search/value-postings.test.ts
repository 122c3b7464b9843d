import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runNow } from './slices.ts';
import { ValuePostings } from './value-postings.ts';

/** The documents set in a bitset's words. */
const setIn = (words: Uint32Array, size: number) => {
  const docs: number[] = [];
  for (let doc = 0; doc < size; doc++) if ((words[doc >>> 5]! & (1 << (doc & 31))) !== 0) docs.push(doc);
  return docs;
};

describe('ValuePostings', () => {
  it('finds the documents holding any of the values asked, as reading every document does', () => {
    fc.assert(
      fc.property(
        // Past 1,024 documents a value held by a 32nd of them has a bitset: both ways are asked.
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.integer(),
        fc.array(fc.array(fc.nat(11), { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (size, valueCount, listed, seed, asks) => {
          // Values skewed towards 0 (most documents), so that some are dense and some rare.
          let state = seed >>> 0;
          const random = () => {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            return state / 2 ** 32;
          };
          const pick = () => Math.min(valueCount - 1, Math.floor(random() ** 3 * valueCount));
          const perDoc: number[][] = [];
          for (let doc = 0; doc < size; doc++) {
            const n = listed ? Math.floor(random() * 4) : 1;
            perDoc.push(Array.from({ length: n }, pick));
          }
          const values = Uint32Array.from(perDoc.flat());
          const starts = new Uint32Array(size + 1);
          for (let doc = 0; doc < size; doc++) starts[doc + 1] = starts[doc]! + perDoc[doc]!.length;
          const postings = runNow(ValuePostings.build(size, valueCount, values, listed ? starts : undefined));
          for (const ask of asks) {
            const wanted = ask.filter((v) => v < valueCount);
            // Bits already set stay set: the union is added to what the bitset holds.
            const words = new Uint32Array(Math.ceil(size / 32));
            if (size > 0) words[0] = 1;
            runNow(postings.orInto(words, wanted));
            const expected = perDoc.flatMap((held, doc) =>
              doc === 0 || held.some((v) => wanted.includes(v)) ? [doc] : [],
            );
            expect(setIn(words, size)).toEqual(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
