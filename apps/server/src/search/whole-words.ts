import { wordsOf } from '@app/core/search-ranking';

/** Space, tab, newline and the like: the only whitespace `wordsOf` splits on that is one byte in UTF-8. */
const isAsciiSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

const isAsciiAlnum = (byte: number) =>
  (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57);

/**
 * Whether `word` is one of `wordsOf(text)`, for a lowercased `text` as UTF-8 and `needle`, `word`
 * as UTF-8. Only the runs between whitespace holding `needle` are split into words, not the whole
 * text: a course's or job's text is kilobytes, and a one-letter word ('r') is asked of thousands of
 * them per search, where splitting each whole (hundreds of strings made per text) took over a
 * millisecond a text while the collector was busy with a rebuild.
 */
export function holdsWholeWord(text: Buffer, needle: Buffer, word: string): boolean {
  let at = text.indexOf(needle);
  while (at >= 0) {
    // Next to an ASCII letter or digit, the word there is longer than this one.
    if ((at > 0 && isAsciiAlnum(text[at - 1]!)) || isAsciiAlnum(text[at + needle.length] ?? 0)) {
      at = text.indexOf(needle, at + 1);
      continue;
    }
    let start = at;
    while (start > 0 && !isAsciiSpace(text[start - 1]!)) start--;
    let end = at + needle.length;
    while (end < text.length && !isAsciiSpace(text[end]!)) end++;
    if (wordsOf(text.toString('utf8', start, end)).includes(word)) return true;
    at = text.indexOf(needle, end);
  }
  return false;
}
