import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JoinedWords } from './joined-words.ts';
import { runNow } from './slices.ts';

describe('JoinedWords', () => {
  it('finds the words containing, beginning or ending with a text, as a loop over the words does', () => {
    const word = fc.oneof(
      fc.constantFrom('a', 'ab', 'ba', 'aba', 'data', 'bigdata', 'database', 'é', 'éa'),
      fc.string({ unit: fc.constantFrom('a', 'b', 'é'), minLength: 1, maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 9000 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (words, skipped, texts) => {
          // Some ids left out, as separators are.
          const left = new Set(skipped.map((n) => n % Math.max(1, words.length)));
          const ids = [...words.keys()].filter((id) => !left.has(id));
          const joined = new JoinedWords();
          runNow(joined.build(words, (id) => !left.has(id)));
          for (const text of texts) {
            for (const [where, test] of [
              ['in', (w: string) => w.includes(text)],
              ['start', (w: string) => w.startsWith(text)],
              ['end', (w: string) => w.endsWith(text)],
            ] as const) {
              const found: number[] = [];
              joined.forEach(text, where, (id) => found.push(id));
              expect(found, `${where} ${text}`).toEqual(ids.filter((id) => test(words[id]!)));
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
