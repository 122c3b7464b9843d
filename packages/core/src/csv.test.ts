import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

/** The pieces a program gets that splits a row on `separator` and ignores quotes. */
const naiveSplit = (row: string, separator: string) =>
  row
    .replace(/\r\n$/, '')
    .split(separator)
    .map((piece) => piece.replace(/^[ "]+/, ''));

describe('csv', () => {
  it('quotes every cell and writes an empty one for null', () => {
    expect(csvCell('Ada Lovelace')).toBe('"Ada Lovelace"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('doubles quotes and keeps commas, semicolons, line breaks and edge spaces inside the cell', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+44 20 7946 0000')).toBe(`"'+44 20 7946 0000"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    // A leading tab, and the formula after it, for programs that split on tabs.
    expect(csvCell('\t=cmd')).toBe(`"'\t'=cmd"`);
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    // Numbers are data, not text a user typed.
    expect(csvCell(-5)).toBe('"-5"');
    // A formula character inside a word starts nothing.
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('Mary-Jane')).toBe('"Mary-Jane"');
    expect(csvCell('\uFF1D1+1')).toBe(`"'\uFF1D1+1"`);
  });

  it('neutralises a formula start after any separator, for programs that split on it (semicolon locales)', () => {
    expect(csvCell('x;=1+1;')).toBe(`"x;'=1+1;"`);
    expect(csvCell('x, =1+1')).toBe(`"x, '=1+1"`);
    expect(csvCell('x;"=1+1"')).toBe(`"x;""'=1+1"""`);
    expect(csvCell('a|@SUM(A1)')).toBe(`"a|'@SUM(A1)"`);
    expect(csvCell('line\n-2+3')).toBe(`"line\n'-2+3"`);
    const row = csvRow(['x;=1+1;', 'evil@example.com', 'mentors', 'hi;+cmd|/C calc', '2024-01-01']);
    for (const separator of [',', ';', '\t', '|']) {
      expect(naiveSplit(row, separator).filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
    }
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', null, 'b,c'])).toBe('"a","","b,c"\r\n');
  });
});
