import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCase, indexPhrases, phrase } from './phrase-index.ts';

// The patterns the index replaces, as they were written: the reference the lookups must agree with.
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phrasePattern(text: string, wanted: string): boolean {
  const words = wanted.toLowerCase().match(/[\p{L}\p{N}+#]+/gu);
  if (!words || words.length === 0) return false;
  const body = words.map(escapeRegExp).join('[\\s\\-‐‑–—/]+');
  return new RegExp(`(?<![\\p{L}\\p{N}+#])${body}s?(?![\\p{L}\\p{N}+#])`, 'iu').test(text);
}

function wordPattern(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}+#])${escapeRegExp(word)}(?![\\p{L}\\p{N}+#])`, 'iu').test(text);
}

/** Every code point that has another case or folds to another code point. */
function casedCodePoints(): string[] {
  const cased = /\p{Cased}|\p{Changes_When_Casefolded}|\p{Changes_When_Casemapped}/u;
  const out: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (cased.test(c)) out.push(c);
  }
  return out;
}

describe('foldCase', () => {
  // Some 4,600 patterns, one per cased code point: seconds on a busy machine.
  it('folds code points together exactly when a case-insensitive Unicode pattern matches one with the other', {
    timeout: 60_000,
  }, () => {
    const all = casedCodePoints();
    const line = ` ${all.join(' ')} `;
    const wrong: string[] = [];
    for (const c of all) {
      const matching = [...line.matchAll(new RegExp(`(?<= )${escapeRegExp(c)}(?= )`, 'giu'))].map(
        (m) => m[0],
      );
      const folded = foldCase(c);
      for (const d of matching) {
        if (foldCase(d) !== folded) wrong.push(`${c} and ${d} match, fold apart`);
      }
      if (!new RegExp(`^${escapeRegExp(c)}$`, 'iu').test(folded)) wrong.push(`${c} folds to ${folded}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps ASCII text lower-cased and the length of every code point', () => {
    expect(foldCase('Node.JS C++')).toBe('node.js c++');
    expect(foldCase('Straße ſ ΣΑΣ')).toBe('straße s σασ');
    expect([...foldCase('İstanbul')]).toHaveLength([...'İstanbul'].length);
  });
});

describe('indexPhrases', () => {
  it('finds whole phrases, ignoring case, hyphens and a plural', () => {
    const about = indexPhrases('Aspiring data-scientists welcome; a front end developer / UX designer.');
    expect(about.hasPhrase('Data Scientist')).toBe(true);
    expect(about.hasPhrase('Front-End Developer')).toBe(true);
    expect(about.hasPhrase('developer UX')).toBe(true);
    expect(about.hasPhrase('welcome a')).toBe(false);
    expect(about.hasPhrase(phrase('UX Designer'))).toBe(true);
    expect(indexPhrases('metadata scientist').hasPhrase('Data Scientist')).toBe(false);
    expect(indexPhrases('anything').hasPhrase('  ')).toBe(false);
  });

  it('finds whole words with inner dots', () => {
    const cv = indexPhrases('I used Node.js, C++ and C# at ACME.');
    expect(cv.hasWord('node.JS')).toBe(true);
    expect(cv.hasWord('Node')).toBe(true);
    expect(cv.hasWord('C++')).toBe(true);
    expect(cv.hasWord('C')).toBe(false);
    expect(cv.hasWord('js.C')).toBe(false);
  });

  // Few letters, so that random texts and phrases often share words, plus the characters whose
  // case rules differ from plain lower-casing.
  const unit = fc.constantFrom(
    'a',
    'b',
    'A',
    's',
    'S',
    'ſ',
    'ß',
    'ı',
    'İ',
    'σ',
    'ς',
    'Σ',
    '1',
    '+',
    '#',
    ' ',
    ' ',
    '-',
    '–',
    '/',
    '.',
    ',',
    '\n',
  );
  const text = fc.string({ unit, maxLength: 40 });

  it('answers hasPhrase as the pattern it replaces', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(text, fc.string({ unit, maxLength: 10 }), (body, wanted) => {
        expect(indexPhrases(body).hasPhrase(wanted)).toBe(phrasePattern(body, wanted));
      }),
      { numRuns: 400 },
    );
  });

  it('answers the same on long texts of a few words repeated, where a word is in many places', {
    timeout: 60_000,
  }, () => {
    // Words and what stands between them, so the same few words come back dozens of times.
    const piece = fc.tuple(fc.constantFrom('a', 'A', 'b', 'as'), fc.constantFrom(' ', ' ', '-', '.', ', '));
    const words = (min: number, max: number) =>
      fc.array(piece, { minLength: min, maxLength: max }).map((p) => p.flat().join(''));
    const long = words(100, 300);
    const short = words(1, 5);
    fc.assert(
      fc.property(long, short, (body, wanted) => {
        const index = indexPhrases(body);
        expect(index.hasPhrase(wanted)).toBe(phrasePattern(body, wanted));
        const word = wanted.match(/[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}+#]+)*/u)?.[0];
        if (word) expect(index.hasWord(word)).toBe(wordPattern(body, word));
      }),
      { numRuns: 300 },
    );
  });

  it('answers hasWord as the pattern it replaces, for words joined by single dots', {
    timeout: 60_000,
  }, () => {
    const word = fc
      .array(
        fc.string({
          unit: fc.constantFrom('a', 'b', 'A', 's', 'ſ', 'σ', 'ς', '1', '+'),
          minLength: 1,
          maxLength: 3,
        }),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((parts) => parts.join('.'))
      .filter((w) => /^[\p{L}\p{N}]/u.test(w));
    fc.assert(
      fc.property(text, word, (body, wanted) => {
        expect(indexPhrases(body).hasWord(wanted)).toBe(wordPattern(body, wanted));
      }),
      { numRuns: 400 },
    );
  });
});
