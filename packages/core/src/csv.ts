/**
 * The one CSV writer: RFC 4180 (CRLF line ends, every cell quoted, quotes doubled), made safe
 * to open in spreadsheet programs (OWASP "CSV Injection"). Text a spreadsheet would run as a
 * formula gets an apostrophe in front, so that a sign-up named `=HYPERLINK(...)` shows as text.
 *
 * Every cell is quoted because Excel in German or French locales splits rows on ";" rather than
 * ",": an unquoted `x;=1+1;` would there become a cell `=1+1`. And because some programs split on
 * any separator regardless of quotes, a formula start right after a separator inside a cell is
 * neutralised too (`x;'=1+1;`).
 */

export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets treat these first characters as the start of a formula (tab and CR too, in some;
 * the full-width forms of = + - @ in some East Asian locales).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * A formula start after a separator a spreadsheet may split on (",", ";", tab, "|" or a line
 * break), spaces and quotes between them included.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n][ "]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  // Numbers are data, not text someone typed: -5 stays a number.
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first, so that spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
