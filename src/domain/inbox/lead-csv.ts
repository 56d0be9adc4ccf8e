/**
 * The inbox's list as a CSV file a spreadsheet opens as it is: UTF-8 with a byte-order mark (so Excel reads
 * accents), CRLF line ends, every cell quoted as RFC 4180 asks, and a cell that a spreadsheet would run as a
 * formula (=, +, -, @, a tab or a carriage return first) prefixed with an apostrophe, so a visitor's text
 * never becomes one.
 */
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export const CSV_BYTE_ORDER_MARK = '\uFEFF'

/** A header row and the rows under it, as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','))
  return `${CSV_BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`
}
