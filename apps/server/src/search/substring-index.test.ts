import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSpace, SubstringIndex, tokenEnd, tokenStart } from './substring-index.ts';

// A very common short term is answered from a bitset of the documents holding it and the postings
// of the tokens that are it (commonFactor), a term too common to walk by reading the documents'
// texts (scanFactor), or by walking all its postings: each must report the same documents, the
// same title words and the same per-document hits.

const word = fc.stringMatching(/^[abc]{1,4}$/);
const field = fc
  .array(fc.oneof(word, fc.constant('a-b'), fc.constant('c#')), { maxLength: 4 })
  .map((w) => w.join(' '));
const documents = fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 40 });
const term = fc.stringMatching(/^[abc#-]{1,3}$/);

const bitsOf = (size: number) => new Uint32Array((size + 31) >>> 5);

function hitsOf(index: SubstringIndex, query: string, walk: boolean) {
  const size = index.size;
  const out = new Uint16Array(size);
  const found = bitsOf(size);
  const inTitle = bitsOf(size);
  const eager = index.wordHits(query, out, found, inTitle, walk);
  const hits = [...out].map((bits, doc) => (eager ? bits : index.docHits(query, doc)));
  return { eager, found: [...found], inTitle: [...inTitle], hits, matched: index.matchAny([query]).count };
}

describe('SubstringIndex, very common terms', () => {
  it('reports the same documents, title words and hits from the bitset or the texts as from walking the postings', () => {
    fc.assert(
      fc.property(documents, term, (docs, query) => {
        const common = new SubstringIndex(docs, { commonFactor: 0 });
        const scanned = new SubstringIndex(docs, { scanFactor: 0 });
        const walked = new SubstringIndex(docs, { commonFactor: Number.POSITIVE_INFINITY });
        const expected = hitsOf(walked, query, false);
        expect(expected.eager).toBe(true);
        const lazy = hitsOf(common, query, false);
        // Held by some document: read from the bitset, its hits asked per document.
        if (walked.occurs(query)) expect(lazy.eager).toBe(false);
        expect({ ...lazy, eager: true }).toEqual(expected);
        expect(hitsOf(common, query, true)).toEqual(expected);
        expect({ ...hitsOf(scanned, query, false), eager: true }).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the tokens of a field', () => {
  it('are whitespace as a regular expression has it', () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it('are what splitting on whitespace gives, the empty strings aside', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', 'c++', 'é'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const tokens: string[] = [];
        for (let start = tokenStart(text, 0); start < text.length; ) {
          const end = tokenEnd(text, start);
          tokens.push(text.slice(start, end));
          start = tokenStart(text, end);
        }
        expect(tokens).toEqual(text.split(/\s+/).filter((t) => t !== ''));
      }),
      { numRuns: 2000 },
    );
  });
});
