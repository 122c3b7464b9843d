import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkedBytes, sameChunk } from './chunked-bytes.ts';

describe('ChunkedBytes', () => {
  it('appends texts each followed by a separator as the UTF-8 of the joined text, never across two chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { maxLength: 4 }), {
          maxLength: 30,
        }),
        fc.constantFrom('\n', ',', ''),
        (records, after) => {
          // Small chunks, so that appends often need a new one.
          const bytes = new ChunkedBytes(32);
          const starts = records.map((texts) => bytes.appendEach(texts, after));
          records.forEach((texts, i) => {
            const from = starts[i]!;
            const next = i + 1 < starts.length ? starts[i + 1]! : bytes.end;
            const to = sameChunk(from, next) ? next : bytes.chunkEnd(from);
            expect(bytes.view(from, to).toString('utf8')).toBe(texts.map((t) => t + after).join(''));
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
