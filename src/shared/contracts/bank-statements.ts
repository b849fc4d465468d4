import { z } from 'zod';
import { PAYMENT_METHODS } from '../money-records';
import { ZApproval } from './approvals';
import { ZCappedTotal, zPageOf, zPaging } from './paging';

export const BANK_FORMATS = [
  'fnb',
  'standard_bank',
  'absa',
  'nedbank',
  'capitec',
  'ofx',
  'generic_csv',
] as const;
export type TBankFormat = (typeof BANK_FORMATS)[number];

export const BANK_FORMAT_LABELS: Record<TBankFormat, string> = {
  fnb: 'FNB',
  standard_bank: 'Standard Bank',
  absa: 'Absa',
  nedbank: 'Nedbank',
  capitec: 'Capitec',
  ofx: 'OFX',
  generic_csv: 'CSV (mapped columns)',
};

export const STATEMENT_DATE_FORMATS = [
  'YYYY/MM/DD',
  'YYYY-MM-DD',
  'YYYYMMDD',
  'DD/MM/YYYY',
  'DD MMM YYYY',
  'MM/DD/YYYY',
] as const;
export type TStatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

const ZColumn = z.string().trim().min(1).max(100);

/** Where an unknown bank's CSV keeps each value, by header name. */
export const ZColumnMapping = z
  .object({
    dateColumn: ZColumn,
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, 'Choose the date format'),
    descriptionColumns: z.array(ZColumn).min(1, 'Choose the description column').max(3),
    amountColumn: ZColumn.optional(),
    debitColumn: ZColumn.optional(),
    creditColumn: ZColumn.optional(),
    feeColumn: ZColumn.optional(),
    balanceColumn: ZColumn.optional(),
  })
  .refine((value) => Boolean(value.amountColumn) || Boolean(value.debitColumn && value.creditColumn), {
    message: 'Choose the amount column, or both the money-out and money-in columns',
    path: ['amountColumn'],
  });
export type TColumnMapping = z.infer<typeof ZColumnMapping>;

/** 5 MB as base64 (4 characters per 3 bytes). */
const MAX_BASE64_LENGTH = Math.ceil((5 * 1024 * 1024) / 3) * 4;

export const ZImportStatement = z.object({
  fileName: z.string().trim().min(1, 'Choose a statement file').max(255, 'The file name is too long'),
  contentBase64: z
    .string({ error: 'Choose a statement file' })
    .min(1, 'The file is empty')
    .max(MAX_BASE64_LENGTH, 'The file is larger than 5 MB'),
  mapping: ZColumnMapping.optional(),
});
export type TImportStatement = z.infer<typeof ZImportStatement>;

export const ZBankStatement = z.object({
  id: z.uuid(),
  format: z.enum(BANK_FORMATS),
  fileName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  closingBalanceCents: z.number().int().nullable(),
  lineCount: z.number().int(),
  newLineCount: z.number().int(),
  importedByName: z.string().nullable(),
  importedAt: z.string(),
});
export type TBankStatement = z.infer<typeof ZBankStatement>;

/** Imported, or an unknown CSV whose columns must be mapped first (nothing stored). */
export const ZImportOutcome = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('imported'),
    statement: ZBankStatement,
    addedCount: z.number().int(),
    duplicateCount: z.number().int(),
    /** What the admin should check although the statement was imported (e.g. lines dated years too early). */
    warnings: z.array(z.string()).default([]),
  }),
  z.object({ outcome: z.literal('needs_mapping'), message: z.string(), headers: z.array(z.string()) }),
]);
export type TImportOutcome = z.infer<typeof ZImportOutcome>;

export const STATEMENT_IMPORT_STATUSES = ['queued', 'reading', 'storing', 'done', 'failed'] as const;
export type TStatementImportStatus = (typeof STATEMENT_IMPORT_STATUSES)[number];

/** What the screen says while an import runs. */
export const STATEMENT_IMPORT_STATUS_LABELS: Record<TStatementImportStatus, string> = {
  queued: 'Waiting its turn',
  reading: 'Reading the statement',
  storing: 'Storing its lines',
  done: 'Imported',
  failed: 'Not imported',
};

/**
 * An upload being imported by a background job (ADR 64): its outcome once done, or why it was refused
 * (the API's error code and message).
 */
export const ZStatementImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(STATEMENT_IMPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  outcome: ZImportOutcome.nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TStatementImport = z.infer<typeof ZStatementImport>;

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'recorded', 'fee', 'ignored'] as const;
export type TBankLineStatus = (typeof BANK_LINE_STATUSES)[number];

/** What a pending submission is: a member's contribution, or a repayment of their loan. */
export const PAYMENT_KINDS = ['contribution', 'loan_repayment'] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<TPaymentKind, string> = {
  contribution: 'Contribution',
  loan_repayment: 'Loan repayment',
};

const ZContributionRef = z.object({ kind: z.literal('contribution'), contributionId: z.uuid() });
const ZRepaymentRef = z.object({
  kind: z.literal('loan_repayment'),
  repaymentId: z.uuid(),
  loanId: z.uuid(),
});

/** Which submission: a contribution by its id, a loan repayment by its id and its loan's. */
export type TPaymentRef = z.infer<typeof ZContributionRef> | z.infer<typeof ZRepaymentRef>;

/** The fields, of either kind of submission. */
function withPaymentRef<TShape extends z.ZodRawShape>(shape: TShape) {
  return z.discriminatedUnion('kind', [ZContributionRef.extend(shape), ZRepaymentRef.extend(shape)]);
}

/** The id of the contribution or repayment a reference names. */
export const paymentIdOf = (ref: TPaymentRef): string =>
  ref.kind === 'contribution' ? ref.contributionId : ref.repaymentId;

export const ZMatchCandidate = withPaymentRef({
  memberUserId: z.uuid(),
  memberName: z.string().nullable(),
  amountCents: z.number().int(),
  /** The date the member says they paid. */
  paymentDate: z.string(),
  referenceNumber: z.string().nullable(),
  /** The statement line names the member (name, phone or payment reference). */
  isReferenceMatch: z.boolean(),
});
export type TMatchCandidate = z.infer<typeof ZMatchCandidate>;

export const ZMatchProposal = z.object({
  kind: z.enum(['exact', 'ambiguous', 'none']),
  candidates: z.array(ZMatchCandidate),
});
export type TMatchProposal = z.infer<typeof ZMatchProposal>;

export const ZBankLine = z.object({
  id: z.uuid(),
  statementId: z.uuid(),
  lineDate: z.string(),
  amountCents: z.number().int(),
  description: z.string(),
  balanceCents: z.number().int().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
  matchedContributionId: z.uuid().nullable(),
  matchedRepaymentId: z.uuid().nullable(),
  /** Money out that reads like a bank charge: offered to post as a fee. */
  isLikelyFee: z.boolean(),
  /** For unmatched deposits: the pending submissions it may be. */
  proposal: ZMatchProposal.nullable(),
});
export type TBankLine = z.infer<typeof ZBankLine>;

export const ZBankLineQuery = z.object({
  status: z.enum(BANK_LINE_STATUSES).optional(),
  ...zPaging(500, 100),
});
export type TBankLineQuery = z.infer<typeof ZBankLineQuery>;

export const ZBankLineList = zPageOf(ZBankLine);
export type TBankLineList = z.infer<typeof ZBankLineList>;

/** One line and the pending contribution or loan repayment it is. */
const ZMatch = z
  .object({
    lineId: z.uuid('Statement line not found'),
    contributionId: z.uuid('Contribution not found').optional(),
    repaymentId: z.uuid('Repayment not found').optional(),
  })
  .refine((match) => Boolean(match.contributionId) !== Boolean(match.repaymentId), {
    message: 'Choose either a contribution or a loan repayment for each line',
    path: ['contributionId'],
  });
export type TMatch = z.infer<typeof ZMatch>;

/** The match of a line with a contribution or a loan repayment, as bulk confirm takes it. */
export const toMatch = (lineId: string, ref: TPaymentRef): TMatch =>
  ref.kind === 'contribution'
    ? { lineId, contributionId: ref.contributionId }
    : { lineId, repaymentId: ref.repaymentId };

export const ZBulkConfirm = z.object({
  matches: z
    .array(ZMatch)
    .min(1, 'Select at least one match')
    .max(500, 'Confirm at most 500 matches at a time'),
});
export type TBulkConfirm = z.infer<typeof ZBulkConfirm>;

export const ZBulkConfirmResult = z.object({
  results: z.array(
    z.object({
      lineId: z.uuid(),
      contributionId: z.uuid().nullable(),
      repaymentId: z.uuid().nullable(),
      outcome: z.enum(['confirmed', 'refused']),
      message: z.string(),
    }),
  ),
  confirmedCount: z.number().int(),
  refusedCount: z.number().int(),
});
export type TBulkConfirmResult = z.infer<typeof ZBulkConfirmResult>;

export const ZRecordBankLine = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('contribution'),
    userId: z.uuid('Choose a member'),
    paymentMethod: z.enum(PAYMENT_METHODS).default('eft'),
  }),
  z.object({ action: z.literal('other_income') }),
  z.object({ action: z.literal('fee') }),
  z.object({ action: z.literal('ignore') }),
]);
export type TRecordBankLine = z.infer<typeof ZRecordBankLine>;

export const ZRecordBankLineResult = z.object({ line: ZBankLine, approval: ZApproval.nullable() });
export type TRecordBankLineResult = z.infer<typeof ZRecordBankLineResult>;

export const NOT_ON_STATEMENT = 'Not on the bank statement';

/** A pending submission that an imported statement covering its date does not show. */
export const ZFlaggedSubmission = withPaymentRef({
  memberName: z.string().nullable(),
  amountCents: z.number().int(),
  paymentDate: z.string(),
  referenceNumber: z.string().nullable(),
  reason: z.string(),
});
export type TFlaggedSubmission = z.infer<typeof ZFlaggedSubmission>;

export const RECONCILIATION_PAGE_SIZE = 50;

export const ZReconciliationItem = z.object({
  kind: z.enum(['bank_only', 'book_only', 'opening']),
  date: z.string().nullable(),
  description: z.string(),
  /** Signed so that the items add up to the difference (bank minus book). */
  amountCents: z.number().int(),
  lineId: z.uuid().nullable(),
  entryId: z.uuid().nullable(),
});

export const ZReconciliationQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month')
    .optional(),
  /** One page of each list: statement lines not in the book, and book entries not on the statement. */
  ...zPaging(200, RECONCILIATION_PAGE_SIZE),
});
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

export const ZReconciliation = z.object({
  hasStatements: z.boolean(),
  /** The statement reconciled: the last one (of the month, when asked). */
  statement: ZBankStatement.nullable(),
  asOf: z.string().nullable(),
  bankBalanceCents: z.number().int().nullable(),
  bookBalanceCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
  /** The page asked for: the opening difference (first page), then a page of each list. */
  items: z.array(ZReconciliationItem),
  bankOnly: ZCappedTotal,
  bookOnly: ZCappedTotal,
  limit: z.number().int(),
  offset: z.number().int(),
  /** What the lists do not explain, from their sums (an amount that differs between bank and book). */
  unexplainedCents: z.number().int().nullable(),
  isReconciled: z.boolean(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
