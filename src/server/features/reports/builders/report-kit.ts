import type { TReportContent, TReportType } from '../../../../shared/contracts/reports';
import { REPORT_TYPE_LABELS } from '../../../../shared/contracts/reports';
import type { TRANSACTION_TYPES } from '../../../../shared/money-records';
import type { TDbOrTx } from '../../../db/client';
import type { TRange } from '../report-ledger.repository';

/** What every builder is given; `onProgress` takes 0-100 and may be awaited (it records progress). */
export type TBuildInput = {
  db: TDbOrTx;
  organizationId: string;
  organizationName: string;
  range: TRange;
  generatedAt: Date;
  onProgress: (percent: number) => Promise<void>;
};

export type TBuiltReport = Pick<TReportContent, 'figures' | 'tables' | 'chart' | 'notes'>;

export const TRANSACTION_TYPE_LABELS = {
  contribution: 'Contributions',
  loan_disbursement: 'Loan disbursements',
  loan_repayment: 'Loan repayments',
  payout: 'Payouts',
  fee: 'Fees',
  other: 'Other',
  opening: 'Opening position',
} satisfies Record<(typeof TRANSACTION_TYPES)[number], string>;

/** The first and last day of every calendar month the range touches, as 'YYYY-MM'. */
export function listMonths(range: TRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The day before an ISO date. */
export function getDayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates). */
export function getDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Midnight at the start of an ISO date in South Africa (UTC+2 all year, no daylight saving). */
export function getSastMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+02:00`);
}

/** The default title of a report, e.g. "Monthly Financial Report: 2026-10-01 to 2026-10-31". */
export function getReportTitle(reportType: TReportType, range: TRange): string {
  return `${REPORT_TYPE_LABELS[reportType]}: ${range.from} to ${range.to}`;
}
