import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownCopy, WordTable } from './word-table.ts';

describe('WordTable', () => {
  it('gives the ids a Map would, in the order words are first met, wherever they lie in a text', () => {
    const word = fc.oneof(
      fc.constantFrom('a', 'ab', 'kubernetes', 'responsibilities-and-more', 'é', '\ud800', ''),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3000 }), (words) => {
        const table = new WordTable();
        const ids = new Map<string, number>();
        let text = '';
        const at: Array<[number, number]> = [];
        for (const w of words) {
          at.push([text.length, text.length + w.length]);
          text += `${w}|`;
        }
        words.forEach((w, i) => {
          if (!ids.has(w)) ids.set(w, ids.size);
          expect(table.idOf(text, at[i]![0], at[i]![1])).toBe(ids.get(w));
        });
        expect(table.size).toBe(ids.size);
        expect(table.words).toEqual([...ids.keys()]);
        for (const [w, id] of ids) expect(table.get(w)).toBe(id);
        expect(table.get('never-added-word')).toBe(ids.get('never-added-word'));
      }),
      { numRuns: 200 },
    );
  });

  it('copies what it keeps, every UTF-16 code unit as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        expect(ownCopy(s)).toBe(s);
      }),
    );
    expect(ownCopy('a lone \ud800 surrogate kept')).toBe('a lone \ud800 surrogate kept');
  });
});
