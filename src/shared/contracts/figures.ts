import { z } from 'zod';

/**
 * The money figures every screen, report and export shows (DESIGN decision 9, docs/decisions/0013). They are
 * defined once, in src/server/features/figures/figures.ts, from the organization's master book:
 * - Total Balance: the balance of the cash and bank account — the money the group holds;
 * - its breakdown: the cash account's movements by kind, all time (they sum to the Total Balance);
 * - Active Loans: principal still owed on active loans (their part of loans receivable); defaulted loans
 *   that are not written off are shown apart.
 */
export const ZBalanceBreakdown = z.object({
  /** What the group held when its books started (the opening position). */
  openingCents: z.number().int(),
  /** Contributions received, less reversals. */
  contributionsCents: z.number().int(),
  /** Loans paid out to members (negative: money out). */
  loansOutCents: z.number().int(),
  /** Loan repayments received, principal and interest. */
  repaymentsCents: z.number().int(),
  /** Payouts to members (negative). */
  payoutsCents: z.number().int(),
  /** Bank and service fees (negative). */
  feesCents: z.number().int(),
  /** Other money in and out. */
  otherCents: z.number().int(),
});

export const ZLoanBook = z.object({
  /** Principal still owed on active loans. */
  activeLoansCents: z.number().int(),
  activeLoanCount: z.number().int(),
  /** Principal still owed on defaulted loans that are not written off. */
  defaultedLoansCents: z.number().int(),
  defaultedLoanCount: z.number().int(),
});

/** A plain member's own figures, shown before the group's. */
export const ZMemberFigures = z.object({
  /** Their completed contributions, all time. */
  paidInCents: z.number().int(),
  /** Their completed contributions this month. */
  thisMonthCents: z.number().int(),
  /** What they still have to repay on their loans (principal and interest), active or defaulted. */
  owedCents: z.number().int(),
  /** Principal still owed on their active loans. */
  loanOutstandingCents: z.number().int(),
});

export type TBalanceBreakdown = z.infer<typeof ZBalanceBreakdown>;
export type TLoanBook = z.infer<typeof ZLoanBook>;
export type TMemberFigures = z.infer<typeof ZMemberFigures>;
