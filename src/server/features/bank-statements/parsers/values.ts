import type { TStatementDateFormat as TDateFormat } from '../../../../shared/contracts/bank-statements';
import { StatementError } from './statement-error';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const PATTERNS: Record<TDateFormat, { pattern: RegExp; order: 'ymd' | 'dmy' | 'mdy' }> = {
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})/, order: 'ymd' },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: 'ymd' },
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})/, order: 'ymd' },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: 'dmy' },
  'DD MMM YYYY': { pattern: /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{4})/, order: 'dmy' },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: 'mdy' },
};

function toIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** A calendar date in the given format as 'YYYY-MM-DD'; the row number goes into the error. */
export function parseStatementDate(text: string, format: TDateFormat, rowNumber: number): string {
  const { pattern, order } = PATTERNS[format];
  const match = pattern.exec(text.trim());
  let iso: string | null = null;
  if (match) {
    const [a, b, c] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
    if (order === 'ymd') iso = toIso(Number(a), Number(b), Number(c));
    if (order === 'mdy') iso = toIso(Number(c), Number(a), Number(b));
    if (order === 'dmy') {
      const month = /^\d+$/.test(b) ? Number(b) : MONTHS.indexOf(b.toLowerCase()) + 1;
      iso = month > 0 ? toIso(Number(c), month, Number(a)) : null;
    }
  }
  if (!iso) throw new StatementError(`Row ${rowNumber}: "${text}" is not a date in the form ${format}`);
  return iso;
}

/**
 * An amount as banks print it, in signed integer cents: "1 234.56", "-1,234.56", "R1234.56",
 * "(15.00)" (negative), "250.00 CR" (positive), "15.00 DR" (negative), "1234,56" (comma decimals).
 * Blank gives null. Anything else (a formula, words) is refused.
 */
export function parseStatementAmount(text: string, rowNumber: number): number | null {
  let value = text.trim().replace(/^R\s*/i, '');
  if (value === '') return null;
  let sign = 1;
  const suffix = /\s*(CR|DR|Cr|Dr|cr|dr)$/.exec(value);
  if (suffix) {
    if (suffix[1]?.toUpperCase() === 'DR') sign = -1;
    value = value.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(value)) {
    sign = -sign;
    value = value.slice(1, -1).trim();
  }
  if (value.startsWith('-')) {
    sign = -sign;
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) {
    value = value.slice(1).trim();
  }
  value = value.replace(/[\s\u00a0]/g, '');
  // "1,234.56" or "1234.56" (comma thousands), or "1234,56" (comma decimals, no dot).
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new StatementError(`Row ${rowNumber}: "${text}" is not an amount`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new StatementError(`Row ${rowNumber}: "${text}" is too large`);
  return sign * cents;
}
