import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { formatNumber } from './format';

/**
 * Loan arithmetic, shared by the server (which decides), the web (which previews) and the seeds. Interest is
 * flat on the principal for the whole term, in basis points (1250 = 12.5 %). Money is integer cents.
 */

export const LOAN_STATUSES = ['pending', 'approved', 'rejected', 'active', 'paid', 'defaulted'] as const;
export type TLoanStatus = (typeof LOAN_STATUSES)[number];

/** The only moves a loan may make; everything else is refused. */
export const LOAN_TRANSITIONS = {
  pending: ['approved', 'rejected'],
  approved: ['active'],
  rejected: [],
  active: ['paid', 'defaulted'],
  paid: [],
  defaulted: [],
} as const satisfies Record<TLoanStatus, readonly TLoanStatus[]>;

export function canTransitionLoan(from: TLoanStatus, to: TLoanStatus): boolean {
  return (LOAN_TRANSITIONS[from] as readonly TLoanStatus[]).includes(to);
}

/**
 * The moves back a correction makes: reversing the repayment that settled a loan makes it active again;
 * reversing a disbursement returns the loan to approved, so it can be paid out again correctly. Kept apart
 * from LOAN_TRANSITIONS so that no forward action (approve, disburse) can ever take one of these moves.
 */
export const LOAN_REVERSALS = {
  pending: [],
  approved: [],
  rejected: [],
  active: ['approved'],
  paid: ['active'],
  defaulted: [],
} as const satisfies Record<TLoanStatus, readonly TLoanStatus[]>;

export function canReverseLoan(from: TLoanStatus, to: TLoanStatus): boolean {
  return (LOAN_REVERSALS[from] as readonly TLoanStatus[]).includes(to);
}

/** Active loans take repayments; a defaulted one (written off or not) takes recoveries. */
export function canTakeRepayment(status: TLoanStatus): boolean {
  return status === 'active' || status === 'defaulted';
}

export type TLoanTermsInput = { amountCents: number; interestRateBps: number; termMonths: number };

export type TRepaymentSplit = { amountCents: number; principalCents: number; interestCents: number };

export function getTotalInterestCents(terms: TLoanTermsInput): number {
  return Math.round((terms.amountCents * terms.interestRateBps) / 10_000);
}

export function getTotalRepayableCents(terms: TLoanTermsInput): number {
  return terms.amountCents + getTotalInterestCents(terms);
}

/** The due date of a loan whose term starts on `startIso`: the same day `termMonths` later, clamped to month end. */
export function getLoanDueDate(startIso: string, termMonths: number): string {
  return lightFormat(addMonths(parseISO(startIso), termMonths), 'yyyy-MM-dd');
}

/**
 * Splits a repayment into interest and principal in proportion to the loan's total interest and principal:
 * interest = round(amount × total interest / total repayable). The repayment that settles the loan takes the
 * exact remainders, so over a whole loan the interest parts sum to the total interest and the principal parts
 * to the amount lent. Returns null when the repayment is more than what is still owed.
 */
export function splitRepayment(
  terms: TLoanTermsInput,
  paid: { principalCents: number; interestCents: number },
  amountCents: number,
): TRepaymentSplit | null {
  const totalInterest = getTotalInterestCents(terms);
  const totalRepayable = terms.amountCents + totalInterest;
  const owed = totalRepayable - paid.principalCents - paid.interestCents;
  if (amountCents > owed || amountCents <= 0) return null;
  const interestLeft = totalInterest - paid.interestCents;
  const principalLeft = terms.amountCents - paid.principalCents;
  if (amountCents === owed) {
    return { amountCents, interestCents: interestLeft, principalCents: principalLeft };
  }
  const proportional = Math.round((amountCents * totalInterest) / totalRepayable);
  // Keep both parts within what is left, so a later settling payment never goes negative.
  const interestCents = Math.min(interestLeft, Math.max(proportional, amountCents - principalLeft));
  return { amountCents, interestCents, principalCents: amountCents - interestCents };
}

/**
 * The principal a loan still owes after `repaidCents` was repaid on it (split as every repayment is), or
 * null when that is the whole loan or more. A loan still out when the books start enters them this way.
 */
export function getPrincipalLeft(terms: TLoanTermsInput, repaidCents: number): number | null {
  if (repaidCents === 0) return terms.amountCents;
  const split = splitRepayment(terms, { principalCents: 0, interestCents: 0 }, repaidCents);
  if (!split || split.amountCents === getTotalRepayableCents(terms)) return null;
  return terms.amountCents - split.principalCents;
}

/** Planned monthly instalments: equal, rounded to the cent, the last one taking the remainder. */
export function planInstalments(
  terms: TLoanTermsInput,
  startIso: string,
): { dueDate: string; amountCents: number }[] {
  const totalRepayable = getTotalRepayableCents(terms);
  const instalment = Math.round(totalRepayable / terms.termMonths);
  return Array.from({ length: terms.termMonths }, (_, index) => ({
    dueDate: getLoanDueDate(startIso, index + 1),
    amountCents: index === terms.termMonths - 1 ? totalRepayable - instalment * index : instalment,
  }));
}

/** An active loan with money owed after its due date. */
export function isLoanOverdue(
  loan: { status: TLoanStatus; dueDate: string; outstandingCents: number },
  today: string,
) {
  return loan.status === 'active' && loan.outstandingCents > 0 && loan.dueDate < today;
}

/** Percent with up to two decimals to basis points: '12.5' -> 1250. */
export function percentToBps(percent: number): number {
  return Math.round(percent * 100);
}

export function formatInterestRate(bps: number): string {
  return `${formatNumber(bps / 100, 2)}%`;
}
