import { getMonthStart } from './calendar';
import type { TLoanStatus } from './loans';

/**
 * Analytics arithmetic, shared by the server (which computes the figures) and the web (which labels them).
 * A period is a run of whole calendar months in South African time, ending with the month before the current
 * one, as people mean "last month": on 1 December, 1m = November; 3m, 6m, 1y = the 3, 6 or 12 whole months
 * before the current one (September to November, June to November, December to November);
 * all = everything up to today, with no lower bound.
 */

export const ANALYTICS_PERIODS = ['1m', '3m', '6m', '1y', 'all'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: TAnalyticsPeriod = '6m';

/** The selector's labels, as the spec words them. */
export const ANALYTICS_PERIOD_LABELS = {
  '1m': 'Last Month',
  '3m': 'Last 3 Months',
  '6m': 'Last 6 Months',
  '1y': 'Last Year',
  all: 'All Time',
} satisfies Record<TAnalyticsPeriod, string>;

const PERIOD_MONTHS = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, all: null } satisfies Record<
  TAnalyticsPeriod,
  number | null
>;

/** Bar width per defaulted loan (spec: 10 percent per loan). */
export const DEFAULTED_LOAN_BAR_PERCENT = 10;

/** The first day of the month `count` months after (or, negative, before) the month of `isoDate`. */
export function addMonthsToMonthStart(isoDate: string, count: number): string {
  const year = Number(isoDate.slice(0, 4));
  const monthIndex = Number(isoDate.slice(5, 7)) - 1 + count;
  const shiftedYear = year + Math.floor(monthIndex / 12);
  const shiftedMonth = ((monthIndex % 12) + 12) % 12;
  return `${String(shiftedYear).padStart(4, '0')}-${String(shiftedMonth + 1).padStart(2, '0')}-01`;
}

/** The last day of the month before the month of `isoDate`: '2026-11-30' for '2026-12-01'. */
function getPreviousMonthEnd(isoDate: string): string {
  const monthStart = getMonthStart(isoDate);
  const day = new Date(Date.UTC(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7)) - 1, 0));
  return day.toISOString().slice(0, 10);
}

/**
 * The dates a period covers, both included: `from` is the first day of its first month (null for 'all'),
 * `to` the last day of the month before today's ('all': today). `today` is the South African date
 * (getTodayIso).
 */
export function getPeriodBounds(
  period: TAnalyticsPeriod,
  today: string,
): { from: string | null; to: string } {
  const months = PERIOD_MONTHS[period];
  if (months === null) return { from: null, to: today };
  return { from: addMonthsToMonthStart(today, -months), to: getPreviousMonthEnd(today) };
}

/** Every month start from the month of `from` to the month of `to`, both included, oldest first. */
export function listMonthStarts(from: string, to: string): string[] {
  const last = getMonthStart(to);
  const months: string[] = [];
  for (let month = getMonthStart(from); month <= last; month = addMonthsToMonthStart(month, 1)) {
    months.push(month);
  }
  return months;
}

/** Rounds to one decimal, halves away from zero (12.25 -> 12.3, -12.25 -> -12.3). */
export function roundToOneDecimal(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

/** Net balance as a percentage of contributions, to 1 decimal; null when there were no contributions. */
export function getMarginPercent(netCents: number, contributionsCents: number): number | null {
  if (contributionsCents === 0) return null;
  return roundToOneDecimal((netCents / contributionsCents) * 100);
}

/** The average amount, rounded to the cent; 0 when there is nothing to average. */
export function getAverageCents(totalCents: number, count: number): number {
  return count === 0 ? 0 : Math.round(totalCents / count);
}

/**
 * The width of a Loan Distribution bar, 0 to 100. Spec: a defaulted loan counts 10 percent per loan; every
 * other status is its share of the period's loans; every bar is capped at 100 percent. To 1 decimal.
 */
export function getLoanBarPercent(status: TLoanStatus, count: number, totalCount: number): number {
  const percent =
    status === 'defaulted'
      ? count * DEFAULTED_LOAN_BAR_PERCENT
      : totalCount === 0
        ? 0
        : (count / totalCount) * 100;
  return Math.min(100, roundToOneDecimal(Math.max(0, percent)));
}
