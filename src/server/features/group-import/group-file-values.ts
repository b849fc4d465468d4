import { isIsoDate } from '../../../shared/calendar';
import { MAX_AMOUNT_CENTS } from '../../../shared/contracts/contributions';
import { parseRandToCents } from '../../../shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../shared/money-records';

type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A value read from a cell, or why it cannot be: "amount 'R1 200,5O' is not a number". */
export type TRead<T> = { value: T } | { problem: string };

/** Money in rand as a cell holds it: a number (Excel) or text ('1 200,50', 'R1200.50'); empty is 0 when allowed. */
export function readRand(label: string, cell: string, isEmptyZero = false): TRead<number> {
  if (cell === '' && isEmptyZero) return { value: 0 };
  if (cell === '') return { problem: `${label} is empty` };
  const cents = parseRandToCents(cell);
  if (cents === null || cents > MAX_AMOUNT_CENTS) return { problem: `${label} '${cell}' is not a number` };
  return { value: cents };
}

/** A plain number (a rate, a term): '10', '12.5' or '12,5'. */
export function readNumber(label: string, cell: string): TRead<number> {
  const value = Number(cell.replace(',', '.'));
  if (cell === '' || !Number.isFinite(value)) return { problem: `${label} '${cell}' is not a number` };
  return { value };
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const pad = (part: string) => part.padStart(2, '0');

/** A day as South African books write it: 2024-03-01, 2024/03/01 or 01/03/2024 (day first). */
export function readDay(label: string, cell: string): TRead<string> {
  const yearFirst = YEAR_FIRST.exec(cell);
  const dayFirst = DAY_FIRST.exec(cell);
  const iso = yearFirst
    ? `${yearFirst[1]}-${pad(yearFirst[2] ?? '')}-${pad(yearFirst[3] ?? '')}`
    : dayFirst
      ? `${dayFirst[3]}-${pad(dayFirst[2] ?? '')}-${pad(dayFirst[1] ?? '')}`
      : cell;
  if (cell === '') return { problem: `${label} is empty` };
  return isIsoDate(iso) ? { value: iso } : { problem: `${label} '${cell}' is not a date` };
}

const METHOD_NAMES = new Map<string, TPaymentMethod>([
  ...PAYMENT_METHODS.map((method) => [method, method] as const),
  ...Object.entries(PAYMENT_METHOD_LABELS).map(
    ([method, label]) => [label.toLowerCase(), method as TPaymentMethod] as const,
  ),
  ['bank', 'eft'],
  ['transfer', 'eft'],
  ['deposit', 'eft'],
  ['debit', 'debit_order'],
  ['stop order', 'debit_order'],
  ['momo', 'mobile_money'],
]);

/** How it was paid; empty is cash, as most exercise books mean. */
export function readMethod(cell: string): TRead<TPaymentMethod> {
  if (cell === '') return { value: 'cash' };
  const method = METHOD_NAMES.get(cell.toLowerCase().replace(/_/g, ' ').trim());
  return method
    ? { value: method }
    : { problem: `method '${cell}' is not one of ${Object.values(PAYMENT_METHOD_LABELS).join(', ')}` };
}
