// The one CSV writer (RFC 4180, CRLF rows) for the app's exports: the posting plan and the
// accounting export. A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
// written as text instead, so an exported caption or e-mail can never run in the reader's sheet.

/** The byte-order mark that makes spreadsheets read the file as UTF-8 (emoji, accents). */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row, CRLF-terminated. */
export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
