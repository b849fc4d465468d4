/**
 * The only place amounts are converted between rand and cents or formatted (DESIGN decision 3). Amounts are
 * integer cents everywhere else; conversions here work on digit strings, never on float arithmetic.
 */

import { groupThousands, NO_BREAK_SPACE } from './format';

/** The largest amount accepted from user input: R10 000 000 000,00. */
export const MAX_INPUT_CENTS = 1_000_000_000_000;

type TSignDisplay = 'auto' | 'always' | 'exceptZero';

type TCurrencySign = 'standard' | 'accounting';

/** A whole number of cents that survives arithmetic exactly. */
export function isValidCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

function assertValidCents(cents: number): void {
  if (!isValidCents(cents)) {
    throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
  }
}

/** Rand with two decimals and a '.' point, for CSV and input fields: 123456 -> '1234.56', -5 -> '-0.05'. */
export function centsToRandString(cents: number): string {
  assertValidCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * An amount for people to read, en-ZA style: 123456 -> 'R 1 234,56', with no-break spaces after the R and
 * between the thousands, exactly as `Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' })`
 * writes it (money.test.ts holds the two together). Written from the digits rather than through Intl: a
 * page's first Intl formatter loads the locale's data, 50 to 75 ms on a fast machine, and the first render
 * of every dashboard page formats amounts (ADR 43). Throws a RangeError for anything but a safe integer.
 * `signDisplay` as Intl's; `currencySign: 'accounting'` writes negatives as (R 50,00), as statements and
 * spreadsheets expect.
 */
export function formatCents(
  cents: number,
  options?: { signDisplay?: TSignDisplay; currencySign?: TCurrencySign },
): string {
  const decimal = centsToRandString(cents);
  const point = decimal.indexOf('.');
  const whole = decimal.slice(cents < 0 ? 1 : 0, point);
  const amount = `R${NO_BREAK_SPACE}${groupThousands(whole)},${decimal.slice(point + 1)}`;
  if (cents < 0) return options?.currencySign === 'accounting' ? `(${amount})` : `-${amount}`;
  const signDisplay = options?.signDisplay ?? 'auto';
  return signDisplay === 'always' || (signDisplay === 'exceptZero' && cents > 0) ? `+${amount}` : amount;
}

const RAND_INPUT = /^(?:R\s*)?(\d+|\d{1,3}(?:\s\d{3})+)(?:[.,](\d{1,2}))?$/i;

/**
 * Cents from what a person typed: '1234', '1234.5', '1234,56', 'R 1 234,56' (spaces group thousands,
 * '.' or ',' marks the decimals). Null for anything else: empty, negative, more than two decimals, other
 * separators ('1,234.56') or more than MAX_INPUT_CENTS.
 */
export function parseRandToCents(input: string): number | null {
  const match = RAND_INPUT.exec(input.trim());
  if (match === null) {
    return null;
  }
  const whole = (match[1] ?? '').replace(/\s/g, '').replace(/^0+(?=\d)/, '');
  // More digits than the maximum's 11 is out of range; stopping here also keeps Number() exact.
  if (whole.length > String(MAX_INPUT_CENTS / 100).length) {
    return null;
  }
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  return cents > MAX_INPUT_CENTS ? null : cents;
}
