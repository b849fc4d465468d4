/**
 * Calendar months of the books (closing the books, ADR 18): which months an organization may close and how
 * they read. Dates are 'YYYY-MM-DD' strings and months 'YYYY-MM'; the arithmetic runs on Date.UTC values.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'October 2026' for '2026-10' or any date in it. */
export function formatMonthName(monthOrDate: string): string {
  const monthIndex = Number(monthOrDate.slice(5, 7)) - 1;
  return `${MONTH_NAMES[monthIndex] ?? ''} ${monthOrDate.slice(0, 4)}`;
}

/** '1 March 2024' for '2024-03-01'. */
export function formatLongDate(isoDate: string): string {
  return `${Number(isoDate.slice(8, 10))} ${formatMonthName(isoDate)}`;
}

/** The last day of the month, '2026-10-31' for '2026-10' or any date in it. */
export function getMonthEnd(monthOrDate: string): string {
  const year = Number(monthOrDate.slice(0, 4));
  const month = Number(monthOrDate.slice(5, 7));
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The month after, '2027-01' for '2026-12'. */
export function getNextMonth(month: string): string {
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}`;
}

/**
 * The first day the books hold entries: the day the admins set, else the day the organization was created
 * in the app (`createdOn`, South African time).
 */
export function readBooksStartOn(books: { createdOn: string; booksStartOn: string | null }): string {
  return books.booksStartOn ?? books.createdOn;
}

/**
 * The months that can be closed now, oldest first: from the first open month (the one after the last
 * closed month, or the month the books start) through the last month that has ended.
 * Closing a later one closes the earlier ones with it, so no open month is left behind a closed one.
 */
export function listClosableMonths(input: {
  booksStartOn: string;
  closedThrough: string | null;
  today: string;
}): string[] {
  const first = input.closedThrough
    ? getNextMonth(input.closedThrough.slice(0, 7))
    : input.booksStartOn.slice(0, 7);
  const current = input.today.slice(0, 7);
  const months: string[] = [];
  for (let month = first; month < current; month = getNextMonth(month)) months.push(month);
  return months;
}
