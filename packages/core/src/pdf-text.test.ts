import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginateText, toFontSafeText, wrapLine } from './pdf-text.ts';

/** One unit per character: widths are easy to reason about. */
const measure = (text: string) => [...text].length;

/** Roughly WinAnsi: Latin-1 plus the typographic characters the standard fonts carry. */
const winAnsi = (cp: number) =>
  (cp >= 0x20 && cp <= 0x7e) ||
  (cp >= 0xa0 && cp <= 0xff) ||
  [0x2022, 0x2013, 0x2014, 0x2019, 0x201c, 0x201d, 0x20ac].includes(cp);

describe('toFontSafeText', () => {
  it('keeps what the font supports, line breaks included', () => {
    expect(toFontSafeText('Jane Doe — Café\n• Python', winAnsi)).toBe('Jane Doe — Café\n• Python');
  });

  it('replaces known characters with readable stand-ins and strips accents the font lacks', () => {
    expect(toFontSafeText('A → B ≥ 3', winAnsi)).toBe('A -> B >= 3');
    expect(toFontSafeText('Łukasz Wałęsa, Erdős', winAnsi)).toBe('Lukasz Walesa, Erdos');
    expect(toFontSafeText('● item\u2009one', winAnsi)).toBe('• item one');
  });

  it('turns the rest into ? and drops control characters, never throwing', () => {
    expect(toFontSafeText('王小明 🚀', winAnsi)).toBe('??? ?');
    expect(toFontSafeText('a\u0007b\r\nc\td', winAnsi)).toBe('ab\nc    d');
  });

  it('gives only supported characters for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        for (const char of toFontSafeText(text, winAnsi)) {
          if (char !== '\n') expect(winAnsi(char.codePointAt(0) ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('wrapLine', () => {
  it('wraps at spaces', () => {
    expect(wrapLine('the quick brown fox jumps', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('keeps a short line and an empty one', () => {
    expect(wrapLine('hello', 10, measure)).toEqual(['hello']);
    expect(wrapLine('   ', 10, measure)).toEqual(['']);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapLine('abcdefghijklmnopqrstuvwxyz', 10, measure)).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxyz',
    ]);
    expect(wrapLine('ab abcdefghijklmn', 10, measure)).toEqual(['ab', 'abcdefghij', 'klmn']);
  });

  it('repeats the indentation on continuation lines', () => {
    expect(wrapLine('  - one two three', 10, measure)).toEqual(['  - one', '  two', '  three']);
  });

  it('never exceeds the width and loses no word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,25}$/), { maxLength: 40 }),
        fc.integer({ min: 5, max: 40 }),
        (words, width) => {
          const lines = wrapLine(words.join(' '), width, measure);
          for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
          expect(lines.join('').replaceAll(' ', '')).toBe(words.join(''));
        },
      ),
    );
  });
});

describe('paginateText', () => {
  it('splits into pages of at most the given lines', () => {
    const text = Array.from({ length: 25 }, (_, i) => `line ${i + 1}`).join('\n');
    const pages = paginateText(text, { maxWidth: 20, linesPerPage: 10, measure });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages[2]?.at(-1)).toBe('line 25');
  });

  it('counts wrapped lines and drops blank lines opening a page', () => {
    const pages = paginateText('aaaa bbbb cccc\n\nx', { maxWidth: 4, linesPerPage: 3, measure });
    expect(pages).toEqual([['aaaa', 'bbbb', 'cccc'], ['x']]);
  });

  it('can hold fewer lines on the first page', () => {
    const text = Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join('\n');
    const pages = paginateText(text, { maxWidth: 20, linesPerPage: 5, firstPageLines: 2, measure });
    expect(pages).toEqual([
      ['l1', 'l2'],
      ['l3', 'l4', 'l5', 'l6', 'l7'],
      ['l8', 'l9', 'l10', 'l11', 'l12'],
    ]);
  });

  it('gives one page for empty text', () => {
    expect(paginateText('', { maxWidth: 10, linesPerPage: 5, measure })).toEqual([['']]);
  });
});
