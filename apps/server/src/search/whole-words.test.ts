import { wordsOf } from '@app/core/search-ranking';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsWholeWord } from './whole-words.ts';

const holds = (text: string, word: string) => holdsWholeWord(Buffer.from(text), Buffer.from(word), word);

// Letters, digits, every kind of separator `wordsOf` knows, the characters it trims, and
// whitespace beyond ASCII (a no-break space, an ideographic space).
const pieces = [
  'r',
  'go',
  'c',
  'ml',
  'é',
  'ß',
  '1',
  ' ',
  '\n',
  '\t',
  '/',
  ',',
  '(',
  ')',
  '+',
  '#',
  '.',
  '-',
  '"',
  '\u00a0',
  '\u3000',
  '|',
];

describe('holdsWholeWord', () => {
  it('reads a whole word only', () => {
    expect(holds('r programming', 'r')).toBe(true);
    expect(holds('programming in r', 'r')).toBe(true);
    expect(holds('programming', 'r')).toBe(false);
    expect(holds('html and css', 'ml')).toBe(false);
    expect(holds('c/c++ (basics)', 'c++')).toBe(true);
    expect(holds('intro to .net.', '.net')).toBe(true);
    expect(holds('data\u00a0r', 'r')).toBe(true);
  });

  it('agrees with wordsOf on any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 40 }),
        fc.constantFrom('r', 'go', 'c', 'ml', 'c++', '.net', 'é', 'r#', 'go.'),
        (parts, word) => {
          const text = parts.join('').toLowerCase();
          expect(holds(text, word)).toBe(wordsOf(text).includes(word));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
