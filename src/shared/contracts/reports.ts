import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { zPaging } from './paging';

export const REPORT_TYPES = [
  'financial_summary',
  'member_activity',
  'loan_portfolio',
  'audit',
  'cover_register',
  'arrears',
  'claims_register',
] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

/** The cards of the Reports page, in the spec's words (the first four) and the burial society's. */
export const REPORT_TYPE_LABELS = {
  financial_summary: 'Monthly Financial Report',
  member_activity: 'Member Activity Report',
  loan_portfolio: 'Loan Portfolio Analysis',
  audit: 'Transaction Audit Report',
  cover_register: 'Cover Register',
  arrears: 'Premium Arrears',
  claims_register: 'Claims Register',
} satisfies Record<TReportType, string>;

export const REPORT_TYPE_DESCRIPTIONS = {
  financial_summary: 'Opening and closing cash, money in and out by type, and the trial balance',
  member_activity: 'Contributions, last payments and loans for every member',
  loan_portfolio: 'Outstanding principal, portfolio at risk, interest, defaults and write-offs',
  audit: 'Every journal entry with its lines, who recorded it, reversals and the audit log',
  cover_register:
    'Every covered person with their policy holder, plan, cover amount and status on the end date',
  arrears: 'Every policy in arrears or lapsed on the end date, with the months unpaid and the amount owed',
  claims_register:
    'Every funeral claim lodged in the period with its status on the end date, amount, payee and days to pay',
} satisfies Record<TReportType, string>;

/** Report types only burial societies are offered (their data exists nowhere else). */
export const BURIAL_REPORT_TYPES: readonly TReportType[] = ['cover_register', 'arrears', 'claims_register'];

/** The report types an organization of this type may ask for. */
export function listReportTypesFor(organizationType: string): TReportType[] {
  return REPORT_TYPES.filter(
    (type) => organizationType === 'burial_society' || !BURIAL_REPORT_TYPES.includes(type),
  );
}

export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** The longest range one report may cover. */
export const MAX_REPORT_DAYS = 366 * 5;

const ZReportDate = z.string({ error: 'Choose a date' }).refine(isIsoDate, 'Enter a valid date (YYYY-MM-DD)');

export const ZGenerateReport = z
  .object({
    reportType: z.enum(REPORT_TYPES, 'Choose a report type'),
    startDate: ZReportDate,
    endDate: ZReportDate,
  })
  .refine((value) => value.startDate <= value.endDate, {
    message: 'The end date must be on or after the start date',
    path: ['endDate'],
  })
  .refine(
    (value) => Date.parse(value.endDate) - Date.parse(value.startDate) <= MAX_REPORT_DAYS * 86_400_000,
    { message: 'A report can cover at most five years', path: ['endDate'] },
  );
export type TGenerateReport = z.infer<typeof ZGenerateReport>;

export const ZReportQuery = z.object({
  ...zPaging(100, 20, 1_000_000),
});

export const ZReportSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  reportType: z.enum(REPORT_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

export const ZReportList = z.object({
  items: z.array(ZReportSummary),
  total: z.number().int(),
});
export type TReportList = z.infer<typeof ZReportList>;

/** How a cell is shown: money is integer cents, dates are 'YYYY-MM-DD' (SAST), times ISO instants. */
export const REPORT_CELL_KINDS = ['text', 'money', 'count', 'percent', 'date', 'datetime'] as const;
export type TReportCellKind = (typeof REPORT_CELL_KINDS)[number];

export const ZReportFigure = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_CELL_KINDS),
  value: z.union([z.number(), z.string(), z.null()]),
});
export type TReportFigure = z.infer<typeof ZReportFigure>;

export const ZReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_CELL_KINDS),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

export const ZReportCell = z.union([z.number(), z.string(), z.null()]);
export type TReportCell = z.infer<typeof ZReportCell>;

export const ZReportTable = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(ZReportColumn),
  rows: z.array(z.record(z.string(), ZReportCell)),
  /** A totals row, keyed like the rows. */
  totals: z.record(z.string(), ZReportCell).nullable(),
  emptyText: z.string(),
});
export type TReportTable = z.infer<typeof ZReportTable>;

export const ZReportChartPoint = z.object({
  month: z.string(),
  inflowCents: z.number().int(),
  outflowCents: z.number().int(),
});

/** One report's content: the same model is shown on screen, drawn in the PDF and written to the CSV. */
export const ZReportContent = z.object({
  reportType: z.enum(REPORT_TYPES),
  title: z.string(),
  organizationName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  generatedAt: z.string(),
  figures: z.array(ZReportFigure),
  tables: z.array(ZReportTable),
  /** Money in against money out per month (Monthly Financial Report). */
  chart: z.array(ZReportChartPoint).nullable(),
  notes: z.array(z.string()),
});
export type TReportContent = z.infer<typeof ZReportContent>;

export const ZReportDetail = ZReportSummary.extend({ content: ZReportContent.nullable() });
export type TReportDetail = z.infer<typeof ZReportDetail>;

export const ZStatementYear = z.coerce
  .number({ error: 'Choose a year' })
  .int('Choose a year')
  .min(2000, 'Choose a year from 2000')
  .max(2100, 'Choose a year before 2100');
