/**
 * Laying plain text out on PDF pages, independent of any PDF library: the library only measures
 * widths and says which characters its font can draw. Kept pure so the wrapping and the
 * character fallback (the usual reasons a CV export breaks) are unit-tested.
 */

/** Width of a string in the units the caller lays out in (points for a PDF). */
export type MeasureText = (text: string) => number;

/**
 * Common characters outside the PDF standard fonts' WinAnsi set, with readable stand-ins.
 * Anything else without one becomes '?', never an exception.
 */
const FALLBACKS: Record<string, string> = {
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21D2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2043': '-',
  '\u25CF': '\u2022',
  '\u25AA': '\u2022',
  '\u25E6': '\u2022',
  '\u2023': '\u2022',
  '\u2219': '\u2022',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2715': 'x',
  '\u2717': 'x',
  '\u2605': '*',
  '\u2606': '*',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\uFE0F': '',
  '\uFEFF': '',
  '\u0131': 'i',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0127': 'h',
  '\u2032': "'",
  '\u2033': '"',
  '\u2116': 'No.',
  '\u20B9': 'Rs',
};

/**
 * Rewrites `text` so that every character passes `supports` (a font's character set): tabs
 * become spaces, known characters their stand-in, accented letters their base letter (ő → o)
 * when only that is supported, and the rest '?'. Line breaks are kept.
 */
export function toFontSafeText(text: string, supports: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    out += safeChar(char, supports);
  }
  return out;
}

function safeChar(char: string, supports: (codePoint: number) => boolean): string {
  if (char === '\n') return char;
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return '';
  if (supports(codePoint)) return char;
  const fallback = FALLBACKS[char];
  if (fallback !== undefined && [...fallback].every((c) => supports(c.codePointAt(0) ?? 0))) return fallback;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base && base !== char && [...base].every((c) => supports(c.codePointAt(0) ?? 0))) return base;
  return supports(0x3f) ? '?' : '';
}

/**
 * Breaks one line (no '\n') into pieces no wider than `maxWidth`, at spaces where it can and
 * inside a word only when the word alone is too wide. Leading indentation is kept on the first
 * piece and repeated on the others, so wrapped bullet points stay aligned.
 */
export function wrapLine(line: string, maxWidth: number, measure: MeasureText): string[] {
  const trimmedEnd = line.replace(/\s+$/, '');
  if (trimmedEnd === '') return [''];
  const indent = /^\s*/.exec(trimmedEnd)?.[0] ?? '';
  // An indent that eats most of the line would leave no room for words.
  const carried = measure(indent) < maxWidth / 2 ? indent : '';
  const words = trimmedEnd.slice(indent.length).split(/ +/);
  const lines: string[] = [];
  let current = indent;
  let hasWord = false;
  for (const word of words) {
    const candidate = hasWord ? `${current} ${word}` : `${current}${word}`;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      hasWord = true;
      continue;
    }
    if (hasWord) {
      lines.push(current);
      current = carried;
      hasWord = false;
    }
    // The word does not fit on a line of its own: cut it.
    let rest = word;
    while (measure(`${current}${rest}`) > maxWidth) {
      let cut = 1;
      const chars = [...rest];
      while (cut < chars.length && measure(current + chars.slice(0, cut + 1).join('')) <= maxWidth) cut += 1;
      lines.push(current + chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
      current = carried;
    }
    current = `${current}${rest}`;
    hasWord = rest !== '';
  }
  if (hasWord || lines.length === 0) lines.push(current);
  return lines;
}

/**
 * Wraps the whole text and splits it into pages of at most `linesPerPage` lines (the first page
 * may hold fewer, `firstPageLines`, say below a heading). Blank lines that would open a page are
 * dropped. Always at least one page, even for empty text.
 */
export function paginateText(
  text: string,
  options: { maxWidth: number; linesPerPage: number; firstPageLines?: number; measure: MeasureText },
): string[][] {
  const perPage = Math.max(1, Math.floor(options.linesPerPage));
  const firstPage = Math.max(1, Math.floor(options.firstPageLines ?? perPage));
  const pages: string[][] = [[]];
  for (const line of text.split('\n')) {
    for (const piece of wrapLine(line, options.maxWidth, options.measure)) {
      let page = pages[pages.length - 1] as string[];
      if (page.length >= (pages.length === 1 ? firstPage : perPage)) {
        page = [];
        pages.push(page);
      }
      if (page.length === 0 && piece.trim() === '' && pages.length > 1) continue;
      page.push(piece);
    }
  }
  return pages;
}
