import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  findControlCharacter,
  hasControlCharacter,
  singleLine,
} from './text-input.ts';

describe('text input rule', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls, but not tab, LF or CR', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'Zoë Ōkubo 李 🚀', 'line\u2028separator', '\u00a0', '']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the first field holding one, at any depth, keys included', () => {
    expect(findControlCharacter({ a: 'fine', b: { c: ['ok', 'x\u0000'] } })).toEqual({
      path: 'b.c.1',
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(findControlCharacter({ first: 'a\u0001', second: 'b\u0001' })?.path).toBe('first');
    expect(findControlCharacter({ 'bad\u0000key': 1 })?.path).toBe('bad?key');
    expect(findControlCharacter('top\u001b')).toEqual({ path: '', message: CONTROL_CHARACTER_MESSAGE });
    expect(findControlCharacter({ a: 1, b: null, c: true, d: ['x'] })).toBeUndefined();
  });

  it('skips the fields it is told are not text', () => {
    const body = { email: 'a@b.c', password: 'any\u0000thing', nested: { newPassword: '\u001b' } };
    expect(findControlCharacter(body, (key) => /password/i.test(key))).toBeUndefined();
    expect(findControlCharacter(body)?.path).toBe('password');
  });

  it('walks a value nested far deeper than any call stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findControlCharacter(deep)?.path).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });

  it('singleLine refuses line breaks and tabs as well', () => {
    const name = singleLine(z.string().trim().min(1));
    expect(name.safeParse('Ada Lovelace').success).toBe(true);
    for (const text of ['Ada\nLovelace', 'Ada\tLovelace', 'Ada\u0000']) {
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });
});
