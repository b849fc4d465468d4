/**
 * Dates, counts and amounts are written here without Intl, in exactly the forms Intl gives for en-ZA
 * (format.test.ts and money.test.ts hold them together): a page's first Intl formatter loads the locale's
 * data, 50 to 75 ms on a fast machine and several times that on a cheap phone, and every dashboard page shows
 * dates and counts in its first render (docs/decisions/0043-first-render-without-intl.md).
 */

import { format } from 'date-fns/format';

/** en-ZA's thousands separator. */
export const NO_BREAK_SPACE = '\u00a0';

/** A string of digits grouped in threes with no-break spaces, as en-ZA writes them: '1234567' -> '1 234 567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
}

/**
 * A number for people to read, as `value.toLocaleString('en-ZA', { maximumFractionDigits })` writes it:
 * 12500 -> '12 500', 2.5 -> '2,5', 1.005 -> '1,01' with two digits. Like Intl it rounds the number's shortest
 * decimal form (what String() writes) to the nearest, a tie away from zero; for finite numbers under 10^21.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= 1e21) throw new RangeError(`Cannot format ${value} as a number`);
  // Under 10^-6 String() writes an exponent; such a number rounds to 0 at three digits or fewer.
  const [whole = '0', fraction = ''] = size < 1e-6 ? ['0'] : String(size).split('.');
  let digits = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const split = digits.length - maximumFractionDigits;
  const kept = digits.slice(split).replace(/0+$/, '');
  const written = `${groupThousands(digits.slice(0, split) || '0')}${kept === '' ? '' : `,${kept}`}`;
  return value < 0 || Object.is(value, -0) ? `-${written}` : written;
}

/** A list's count as it reads beside the list: '240', or '1 000+' when only a lower bound was counted. */
export function formatTotal(page: { total: number; isTotalCapped: boolean }): string {
  return `${formatNumber(page.total)}${page.isTotalCapped ? '+' : ''}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A valid date's local calendar day as en-ZA's short date writes it: '2026/11/05'. */
function writeDate(date: Date): string {
  return `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Shown instead of a date that cannot be read, so one bad value does not break a page. */
const INVALID_DATE_TEXT = '—';

/**
 * A Date from an ISO string or Date. A calendar date ('2026-11-20', from a `date` column) is that day in
 * local time, not midnight UTC, so it never shows as the day before west of Greenwich.
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) {
    return value;
  }
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly !== null) {
    return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  return new Date(value);
}

function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/**
 * A member date (joined, member since) as the specification writes it, `MMM d, yyyy`: 'Dec 1, 2025'.
 * date-fns writes the English month names itself, without Intl.
 */
export function formatMemberDate(iso: string | Date): string {
  const date = toDate(iso);
  return isValidDate(date) ? format(date, 'MMM d, yyyy') : INVALID_DATE_TEXT;
}

/** en-ZA short date, e.g. '2026/11/20': the date format of every screen but member dates. */
export function formatDate(iso: string | Date): string {
  const date = toDate(iso);
  return isValidDate(date) ? writeDate(date) : INVALID_DATE_TEXT;
}

function pluralize(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago, as the spec gives it: 'just now' under a minute, then minutes under an hour, hours under a
 * day, days under a week, and the en-ZA date after that. A time in the future (clock skew) is 'just now'.
 */
export function formatRelativeTime(iso: string | Date, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!isValidDate(date)) {
    return INVALID_DATE_TEXT;
  }
  const elapsedMs = now.getTime() - date.getTime();
  if (elapsedMs < MINUTE_MS) {
    return 'just now';
  }
  if (elapsedMs < HOUR_MS) {
    return pluralize(Math.floor(elapsedMs / MINUTE_MS), 'minute');
  }
  if (elapsedMs < DAY_MS) {
    return pluralize(Math.floor(elapsedMs / HOUR_MS), 'hour');
  }
  if (elapsedMs < 7 * DAY_MS) {
    return pluralize(Math.floor(elapsedMs / DAY_MS), 'day');
  }
  return writeDate(date);
}

/** A name as it is ordered: accents dropped (decomposed, combining marks removed), lower case. */
function foldForOrdering(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Orders names alphabetically as a reader does, ignoring case and accents ('Émile' between 'Emily' and
 * 'Eric'); names that fold alike keep a fixed order. Not `localeCompare`: its first call loads Intl's
 * collation data, 18 to 50 ms in Chromium here (ADR 43).
 */
export function compareNames(left: string, right: string): number {
  const [foldedLeft, foldedRight] = [foldForOrdering(left), foldForOrdering(right)];
  if (foldedLeft !== foldedRight) return foldedLeft < foldedRight ? -1 : 1;
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** First letters of the first two words, uppercased: 'Ubuntu Burial Society' -> 'UB'; '?' for none. */
export function getInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials === '' ? '?' : initials;
}

/** A stored key for people to read: 'loan_disbursement' -> 'loan disbursement'. */
export function humanizeKey(key: string): string {
  return key.replaceAll('_', ' ');
}

/** A breadcrumb label from a path segment: 'join-requests' -> 'Join Requests'. */
export function titleFromSlug(segment: string): string {
  return titleFromWords(segment.split('-'));
}

/** A code as a label where CSS cannot capitalise it (a select's options): 'loan_repayment' -> 'Loan Repayment'. */
export function titleFromKey(key: string): string {
  return titleFromWords(key.split('_'));
}

function titleFromWords(words: string[]): string {
  return words
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * When a transaction happened, for relative times: the moment it was recorded if it is dated today
 * (South African time), otherwise its calendar date — a payment captured today for last month is not
 * "just now".
 */
export function getTransactionMoment(transactionDate: string, createdAt: string, today: string): string {
  return transactionDate === today ? createdAt : transactionDate;
}

/** A code as people read it: its label when one is given, else 'loan_payment' -> 'Loan payment'. */
export function formatCodeLabel(code: string, labels?: Readonly<Record<string, string>>): string {
  const label = labels?.[code];
  if (label) return label;
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
