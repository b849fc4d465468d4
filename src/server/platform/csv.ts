/**
 * CSV for spreadsheets: RFC 4180 quoting, a UTF-8 byte-order mark so Excel reads "R 1 234,56" correctly,
 * and cells that a spreadsheet would run as a formula (=, +, -, @ at the start) prefixed with a quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function escapeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A stored code as people read it: 'debit_order' -> 'Debit order', 'loan_repayment' -> 'Loan repayment'. */
export { formatCodeLabel as csvLabel } from '../../shared/format';
/** A numeric amount column for spreadsheets: rand with two decimals and a dot ("-1234.50"), beside the formatted one. */
export { centsToRandString as csvRand } from '../../shared/money';
