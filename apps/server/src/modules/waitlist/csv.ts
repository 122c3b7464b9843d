/**
 * CSV as RFC 4180 describes it (CRLF line ends, quoted cells where needed), made safe to open in
 * spreadsheet programs: text that starts like a formula is prefixed with an apostrophe so that a
 * sign-up named `=HYPERLINK(...)` shows as text instead of running (OWASP "CSV Injection").
 */

export type CsvValue = string | number | null | undefined;

// Spreadsheets treat these first characters as the start of a formula (tab and CR too, in some).
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A byte-order mark first, so that spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
