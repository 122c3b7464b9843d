import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocTexts } from './doc-texts.ts';
import { runNow } from './slices.ts';

type Card = { id: number; title: string; tags: string[]; note: string | null };

/** A store of `cards` (as JSON) and their titles (as text), sharing `previous`'s where `previousDoc` says. */
function store(
  cards: readonly Card[],
  previous?: { texts: DocTexts; records: DocTexts; docOf: Map<number, number> },
) {
  const texts = new DocTexts(cards.length + 3);
  const records = new DocTexts(cards.length + 3);
  if (previous) {
    runNow(texts.shareFrom(previous.texts));
    runNow(records.shareFrom(previous.records));
  }
  cards.forEach((card, doc) => {
    const previousDoc = previous?.docOf.get(card.id) ?? -1;
    texts.add(doc, card.title, previousDoc);
    records.addJson(doc, card, previousDoc);
  });
  runNow(texts.finish(cards.length));
  runNow(records.finish(cards.length));
  return { texts, records, docOf: new Map(cards.map((c, doc) => [c.id, doc])) };
}

const bytesOf = (values: readonly string[]) => values.reduce((n, v) => n + Buffer.byteLength(v), 0);

describe('DocTexts', () => {
  it('reads back each text and record, and a store built again writes anew only what changed', () => {
    // Any UTF-16 unit, lone surrogates included: what JSON escapes.
    const anyText = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    });
    const text = fc.oneof(anyText, fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom('', 'a'));
    const card = fc.record({
      title: text,
      tags: fc.array(text, { maxLength: 3 }),
      note: fc.option(text, { nil: null }),
    });
    const fate = fc.constantFrom('kept', 'kept', 'retitled', 'renoted', 'removed');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(card, fate, text), { minLength: 1, maxLength: 40 }),
        fc.array(card, { maxLength: 5 }),
        (rows, added) => {
          const first: Card[] = rows.map(([c], i) => ({ id: i + 1, ...c }));
          const second: Card[] = [
            ...added.map((c, i) => ({ id: 1000 + i, ...c })),
            ...rows.flatMap(([, what, other], i): Card[] => {
              const c = first[i]!;
              if (what === 'removed') return [];
              if (what === 'retitled') return [{ ...c, title: `${other}!` }];
              if (what === 'renoted') return [{ ...c, note: `${other}?` }];
              return [c];
            }),
          ];
          const old = store(first);
          const next = store(second, old);
          const read = (s: ReturnType<typeof store>, n: number) =>
            Array.from({ length: n }, (_, doc) => [
              s.texts.view(doc).toString('utf8'),
              s.records.record<Card>(doc),
            ]);
          const expected = (cards: readonly Card[]) =>
            cards.map((c) => [Buffer.from(c.title, 'utf8').toString('utf8'), JSON.parse(JSON.stringify(c))]);
          expect(read(next, second.length)).toEqual(expected(second));
          // The store shared from reads as it did.
          expect(read(old, first.length)).toEqual(expected(first));
          const before = new Map(first.map((c) => [c.id, c]));
          const titlesAnew = second.filter((c) => before.get(c.id)?.title !== c.title).map((c) => c.title);
          const recordsAnew = second
            .filter((c) => JSON.stringify(before.get(c.id)) !== JSON.stringify(c))
            .map((c) => JSON.stringify(c));
          // A text the same in bytes is shared too (two titles differing only in lone surrogates
          // write the same UTF-8), so at most the changed titles' bytes are new.
          expect(next.texts.heldBytes.own).toBeLessThanOrEqual(bytesOf(titlesAnew));
          expect(next.records.heldBytes.own).toBe(bytesOf(recordsAnew));
          expect(old.records.heldBytes.own).toBe(bytesOf(first.map((c) => JSON.stringify(c))));
        },
      ),
      { numRuns: 300 },
    );
  });
});
