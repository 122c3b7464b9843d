import type { z } from 'zod';

/**
 * What text typed into the product may contain. Control characters have no place in it:
 * PostgreSQL cannot store NUL in text at all (the query fails), and the others (escape sequences,
 * backspace, the C1 codes) only garble or disguise what admins later read in lists, CSV files
 * and logs. Tab, line feed and carriage return stay allowed everywhere, as multi-line fields
 * (messages, pasted CVs) need them; single-line fields (names) refuse them too.
 *
 * The server applies `findControlCharacter` to every request body, query string and path
 * parameter before any schema runs (apps/server/src/http/validate.ts, and the auth routes), so no
 * route can forget it; `singleLine` is for the fields that must be one line.
 */

/** C0 controls except tab, LF and CR; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const ANY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER.source, 'g');
/** Every C0 control (line breaks and tabs included), DEL, C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Control characters (such as NUL or escape codes) are not allowed';
export const SINGLE_LINE_MESSAGE = 'Line breaks, tabs and control characters are not allowed';

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A string field that must be one line of text: no line break, tab or other control character. */
export function singleLine<T extends z.ZodType<string, string>>(schema: T) {
  return schema.refine((text) => !CONTROL_OR_LINE_BREAK.test(text), { error: SINGLE_LINE_MESSAGE });
}

/** Where a request's value holds a control character: the field's path ("personalInfo.fullName"). */
export interface ControlCharacterIssue {
  path: string;
  message: string;
}

/**
 * The first string (value or object key) in `value` holding a control character, or undefined.
 * Walks without recursion, so a body nested thousands of levels deep is read like any other.
 * `skip` names fields that are not text (passwords are secrets of any characters; they are
 * hashed, never stored or shown).
 */
export function findControlCharacter(
  value: unknown,
  skip: (key: string) => boolean = () => false,
): ControlCharacterIssue | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return { path, message: CONTROL_CHARACTER_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed last field first, so fields are checked (and the first bad one named) in order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const itemPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) {
        return { path: itemPath.replace(ANY_CONTROL_CHARACTER, '?'), message: CONTROL_CHARACTER_MESSAGE };
      }
      if (!skip(key)) stack.push({ value: item, path: itemPath });
    }
  }
  return undefined;
}

/** Half of a surrogate pair on its own: not text, and PostgreSQL's jsonb refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate as U+FFFD, as a text column would keep it. */
export const withoutLoneSurrogates = (value: string) => value.replace(LONE_SURROGATE, '\uFFFD');
