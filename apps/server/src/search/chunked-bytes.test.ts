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

  it("appends a record's JSON as the UTF-8 of JSON.stringify's text, however its strings and values are", () => {
    // Any UTF-16 unit, lone surrogates and controls included: the ones JSON escapes.
    const anyText = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    });
    const text = fc.oneof(
      anyText,
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('', 'Intro to "C"\\', 'a\u2028b'),
    );
    const leaf = fc.oneof(
      text,
      fc.double(),
      fc.constantFrom(-0, 1e21, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, undefined),
      fc.integer(),
      fc.date({ noInvalidDate: true }),
      fc.constant(() => 1),
    );
    const value = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('record')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      record: fc.dictionary(fc.oneof(text, fc.constantFrom('1', '0', '10', 'id')), tie('value'), {
        maxKeys: 5,
      }),
    }));
    fc.assert(
      fc.property(fc.array(value.record, { maxLength: 12 }), (records) => {
        const bytes = new ChunkedBytes(64);
        const starts = records.map((record) => bytes.appendJson(record, ','));
        records.forEach((record, i) => {
          const from = starts[i]!;
          const next = i + 1 < starts.length ? starts[i + 1]! : bytes.end;
          const to = sameChunk(from, next) ? next : bytes.chunkEnd(from);
          expect(Buffer.compare(bytes.view(from, to), Buffer.from(`${JSON.stringify(record)},`))).toBe(0);
        });
      }),
      { numRuns: 1000 },
    );
  });
});
