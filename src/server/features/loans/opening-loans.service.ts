import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  getLoanDueDate,
  getPrincipalLeft,
  getTotalRepayableCents,
  splitRepayment,
} from '../../../shared/loans';
import type { TDbOrTx } from '../../db/client';
import { loanRepayments, loans } from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';

/** A loan still out when the books start, with what its borrower had repaid by then. */
export type TOpeningLoan = {
  userId: string;
  principalCents: number;
  interestRateBps: number;
  termMonths: number;
  lentOn: string;
  repaidCents: number;
};

const OPENING_LOAN_PURPOSE = 'Still out when the books started';
const REPAID_BEFORE_BOOKS = 'Repaid before the books started';

const toTerms = (loan: TOpeningLoan) => ({
  amountCents: loan.principalCents,
  interestRateBps: loan.interestRateBps,
  termMonths: loan.termMonths,
});

/** The principal an opening loan still owes at books start, as loans receivable will hold it (null: paid off). */
export function readOpeningPrincipal(loan: TOpeningLoan): number | null {
  return getPrincipalLeft(toTerms(loan), loan.repaidCents);
}

/**
 * Records the loans of an opening position (ADR 0067): each active since it was lent, with what was repaid
 * before the books start as one completed repayment. Neither is bound to an entry of its own (the opening
 * entry carries the principal still owed), so no correction of one loan can reverse the opening entry.
 */
export async function insertOpeningLoans(
  tx: TDbOrTx,
  input: {
    organizationId: string;
    openingPositionId: string;
    asOf: string;
    recordedBy: string;
    loans: readonly TOpeningLoan[];
  },
) {
  const decidedAt = new Date();
  const rows = input.loans.map((loan) => {
    const terms = toTerms(loan);
    const repaid =
      loan.repaidCents === 0
        ? null
        : splitRepayment(terms, { principalCents: 0, interestCents: 0 }, loan.repaidCents);
    if (loan.repaidCents > 0 && !repaid) throw new Error('an opening loan was repaid in full');
    return { id: randomUUID(), loan, terms, repaid };
  });
  await readInChunks(rows, async (chunk) => {
    await tx.insert(loans).values(
      chunk.map(({ id, loan, terms }) => ({
        id,
        organizationId: input.organizationId,
        userId: loan.userId,
        loanDate: loan.lentOn,
        amountCents: loan.principalCents,
        interestRateBps: loan.interestRateBps,
        termMonths: loan.termMonths,
        totalRepayableCents: getTotalRepayableCents(terms),
        dueDate: getLoanDueDate(loan.lentOn, loan.termMonths),
        status: 'active' as const,
        purpose: OPENING_LOAN_PURPOSE,
        decidedBy: input.recordedBy,
        decidedAt,
        disbursedOn: loan.lentOn,
        openingPositionId: input.openingPositionId,
      })),
    );
    const repayments = chunk.flatMap(({ id, loan, repaid }) =>
      repaid
        ? [
            {
              organizationId: input.organizationId,
              loanId: id,
              userId: loan.userId,
              repaymentDate: input.asOf,
              amountCents: repaid.amountCents,
              principalCents: repaid.principalCents,
              interestCents: repaid.interestCents,
              status: 'completed' as const,
              referenceNumber: REPAID_BEFORE_BOOKS,
              recordedBy: input.recordedBy,
            },
          ]
        : [],
    );
    if (repayments.length > 0) await tx.insert(loanRepayments).values(repayments);
    return [];
  });
}

/**
 * Why the loans of an opening position cannot be taken back with it, or null: a loan that was repaid,
 * defaulted or corrected since the books started carries work of its own, which is reversed first.
 */
export async function explainOpeningLoansMoved(
  tx: TDbOrTx,
  organizationId: string,
  openingPositionId: string,
) {
  const rows = await tx
    .select({ id: loans.id, status: loans.status })
    .from(loans)
    .where(and(eq(loans.organizationId, organizationId), eq(loans.openingPositionId, openingPositionId)));
  if (rows.some((row) => row.status !== 'active')) {
    return 'A loan of the opening position has changed since; reverse what was done to it first';
  }
  const ids = rows.map((row) => row.id);
  const later = await readInChunks(ids, (chunk) =>
    tx
      .select({ id: loanRepayments.id })
      .from(loanRepayments)
      .where(
        and(
          eq(loanRepayments.organizationId, organizationId),
          inArray(loanRepayments.loanId, chunk),
          sql`${loanRepayments.referenceNumber} is distinct from ${REPAID_BEFORE_BOOKS}`,
          ne(loanRepayments.status, 'reversed'),
          ne(loanRepayments.status, 'failed'),
        ),
      )
      .limit(1),
  );
  return later.length > 0
    ? 'A loan of the opening position has repayments since the books started; reverse them first'
    : null;
}

/** Takes back the loans of a reversed opening position: their repayments reversed, the loans rejected. */
export async function reverseOpeningLoans(tx: TDbOrTx, organizationId: string, openingPositionId: string) {
  const rows = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.organizationId, organizationId), eq(loans.openingPositionId, openingPositionId)));
  const ids = rows.map((row) => row.id);
  await readInChunks(ids, async (chunk) => {
    await tx
      .update(loanRepayments)
      .set({ status: 'reversed' })
      .where(and(eq(loanRepayments.organizationId, organizationId), inArray(loanRepayments.loanId, chunk)));
    await tx
      .update(loans)
      .set({ status: 'rejected', decisionReason: 'The opening position was reversed' })
      .where(and(eq(loans.organizationId, organizationId), inArray(loans.id, chunk)));
    return [];
  });
  return ids.length;
}
