import { z } from 'zod';
import { LOAN_STATUSES } from '../loans';
import { CONTRIBUTION_STATUSES } from '../money-records';
import { ZAmountCents, ZMoneyDate } from './contributions';
import { Z_LIST_DATE_RANGE } from './dates';
import { zPageOf, zPaging } from './paging';
import { ZPaymentSlip } from './payment-slips';

/**
 * Loans API (all under /api/v1/orgs/{orgId}, feature `loans`, never for a stokvel):
 *   GET  /loans                      ZLoanQuery -> ZLoanList (members: their own; admins and staff: all)
 *   GET  /loans/stats                -> ZLoanStats (same scope)
 *   GET  /loans/export               ZLoanQuery -> CSV of what the list shows
 *   GET  /loans/terms                -> ZLoanTermsView (everyone: the terms and what the caller may borrow)
 *   PUT  /loans/terms                ZLoanTerms -> ZLoanTermsView (loan.settings)
 *   POST /loans                      ZRequestLoan -> ZLoan 201 (loan.request; Idempotency-Key)
 *   GET  /loans/{loanId}             -> ZLoanDetail (the borrower, admins, staff)
 *   GET  /loans/{loanId}/statement   -> CSV statement of the loan
 *   POST /loans/{loanId}/approve     -> ZLoan (loan.decide; not on one's own loan; Idempotency-Key)
 *   POST /loans/{loanId}/reject      ZLoanDecisionReason -> ZLoan (loan.decide; not one's own)
 *   POST /loans/{loanId}/disburse    ZDisburseLoan -> ZLoan (loan.disburse; posts loan_disbursement)
 *   POST /loans/{loanId}/default     ZLoanDecisionReason -> ZLoan (loan.decide)
 *   POST /loans/{loanId}/write-off   -> ZLoan (loan.decide; defaulted only; posts the write-off)
 *   POST /loans/{loanId}/repayments             ZRecordRepayment -> ZLoanRepayment 201 (loan.repayment_record)
 *   POST /loans/{loanId}/repayments/submit      ZSubmitRepayment -> ZLoanRepayment 201 (the borrower)
 *   POST /loans/{loanId}/repayments/{repaymentId}/confirm -> ZLoanRepayment (loan.repayment_record)
 *   POST /loans/{loanId}/repayments/{repaymentId}/fail    -> ZLoanRepayment (loan.repayment_record)
 *   POST /loans/{loanId}/repayments/{repaymentId}/reverse ZLoanDecisionReason -> ZLoanRepayment (loan.reverse)
 *   POST /loans/{loanId}/reverse-disbursement  ZLoanDecisionReason -> ZLoan (loan.reverse; no repayments)
 * Every POST and PUT that changes a loan takes an Idempotency-Key header and writes an audit row.
 */

export const MAX_LOAN_TERM_MONTHS = 60;
export const MAX_INTEREST_RATE_PERCENT = 100;

export const ZPercent = z
  .number({ error: 'Interest rate is required' })
  .min(0, 'Interest rate cannot be negative')
  .max(MAX_INTEREST_RATE_PERCENT, `Interest rate must be at most ${MAX_INTEREST_RATE_PERCENT}%`)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Interest rate can have at most 2 decimals',
  );

export const ZTermMonths = z
  .number({ error: 'Term is required' })
  .int('Term must be a whole number of months')
  .min(1, 'Term must be at least 1 month')
  .max(MAX_LOAN_TERM_MONTHS, `Term must be at most ${MAX_LOAN_TERM_MONTHS} months`);

/** The largest loan: a fixed amount, or a multiple of the member's own completed contributions. */
export const ZLoanLimit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amountCents: ZAmountCents }),
  z.object({
    kind: z.literal('contribution_multiple'),
    multiple: z
      .number({ error: 'Multiple is required' })
      .positive('Multiple must be greater than zero')
      .max(100, 'Multiple must be at most 100'),
  }),
]);

/** Kept in the organization's settings (`settings.loan_terms`). */
export const ZLoanTerms = z.object({
  interestRatePercent: ZPercent,
  maxTermMonths: ZTermMonths,
  limit: ZLoanLimit,
});

/** Used until an admin saves the organization's own terms. */
export const DEFAULT_LOAN_TERMS = {
  interestRatePercent: 10,
  maxTermMonths: 12,
  limit: { kind: 'contribution_multiple', multiple: 3 },
} as const satisfies z.input<typeof ZLoanTerms>;

export const ZLoanTermsView = z.object({
  terms: ZLoanTerms,
  /** True when the admin has not saved terms and the defaults apply. */
  isDefault: z.boolean(),
  /** The most the caller may borrow now (limit applied to their own completed contributions). */
  maxAmountCentsForCaller: z.number().int(),
});

const ZPurpose = z
  .string({ error: 'Purpose is required' })
  .trim()
  .min(3, 'Purpose must be at least 3 characters')
  .max(500, 'Purpose must be less than 500 characters');

export const ZRequestLoan = z.object({
  amountCents: ZAmountCents,
  termMonths: ZTermMonths,
  purpose: ZPurpose,
  /**
   * An admin asks for a member who has no account (they cannot sign in to ask themselves); absent, the
   * caller asks for themself.
   */
  borrowerUserId: z.uuid('Choose a member').optional(),
});

export const ZLoanDecisionReason = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be less than 500 characters'),
});

export const ZDisburseLoan = z.object({ disbursedOn: ZMoneyDate });

export const ZRecordRepayment = z.object({
  repaymentDate: ZMoneyDate,
  amountCents: ZAmountCents,
  referenceNumber: z
    .string()
    .trim()
    .max(100, 'Reference must be less than 100 characters')
    .transform((value) => value || null)
    .nullish(),
});

/** A borrower reports their own payment; an admin confirms it. */
export const ZSubmitRepayment = ZRecordRepayment.extend({
  referenceNumber: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(100, 'Reference must be less than 100 characters'),
});

export const ZLoanQuery = z.object({
  userId: z.uuid('Unknown member').optional(),
  status: z.enum([...LOAN_STATUSES, 'overdue']).optional(),
  ...Z_LIST_DATE_RANGE,
  ...zPaging(500, 50),
});

export const ZLoan = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
  memberName: z.string().nullable(),
  loanDate: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interestRateBps: z.number().int(),
  termMonths: z.number().int(),
  totalRepayableCents: z.number().int(),
  dueDate: z.string(),
  status: z.enum(LOAN_STATUSES),
  purpose: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  disbursedOn: z.string().nullable(),
  /** Completed repayments so far. */
  repaidCents: z.number().int(),
  /** Still owed: total repayable minus completed repayments once disbursed; 0 before and after. */
  outstandingCents: z.number().int(),
  isOverdue: z.boolean(),
  isWrittenOff: z.boolean(),
  createdAt: z.string(),
});

export const ZLoanList = zPageOf(ZLoan);

/** The four stat cards (spec: total_disbursed, total_active, total_paid, active_count, defaulted_count). */
export const ZLoanStats = z.object({
  scope: z.enum(['organization', 'own']),
  /** Principal of every loan ever disbursed (active, paid, defaulted). */
  totalDisbursedCents: z.number().int(),
  /** Active Loans (contracts/figures.ts): principal still owed on the loans that are active now. */
  totalActiveCents: z.number().int(),
  activeCount: z.number().int(),
  /** Principal still owed on defaulted loans not written off, shown apart from Active Loans. */
  defaultedOutstandingCents: z.number().int(),
  /** Completed repayments received. */
  totalRepaidCents: z.number().int(),
  defaultedCount: z.number().int(),
});

export const ZLoanRepayment = z.object({
  id: z.uuid(),
  loanId: z.uuid(),
  userId: z.uuid(),
  repaymentDate: z.string(),
  amountCents: z.number().int(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  status: z.enum(CONTRIBUTION_STATUSES),
  /** Received after the loan defaulted (a recovery). */
  isRecovery: z.boolean(),
  referenceNumber: z.string().nullable(),
  /** The borrower's proof of payment, when they attached one. */
  slip: ZPaymentSlip.nullable(),
  createdAt: z.string(),
});

export const ZLoanDetail = z.object({
  loan: ZLoan,
  /** Planned monthly instalments from the disbursement date (or from today while not disbursed). */
  schedule: z.array(z.object({ dueDate: z.string(), amountCents: z.number().int() })),
  repayments: z.array(ZLoanRepayment),
});

export type TLoanTerms = z.infer<typeof ZLoanTerms>;
export type TLoanTermsView = z.infer<typeof ZLoanTermsView>;
export type TRequestLoan = z.infer<typeof ZRequestLoan>;
export type TRecordRepayment = z.infer<typeof ZRecordRepayment>;
export type TSubmitRepayment = z.infer<typeof ZSubmitRepayment>;
export type TLoanQuery = z.infer<typeof ZLoanQuery>;
export type TLoan = z.infer<typeof ZLoan>;
export type TLoanList = z.infer<typeof ZLoanList>;
export type TLoanStats = z.infer<typeof ZLoanStats>;
export type TLoanRepayment = z.infer<typeof ZLoanRepayment>;
export type TLoanDetail = z.infer<typeof ZLoanDetail>;
