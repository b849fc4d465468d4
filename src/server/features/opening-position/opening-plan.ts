import { formatLongDate } from '../../../shared/book-months';
import type { TPostOpeningPosition } from '../../../shared/contracts/opening-position';
import { percentToBps } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import { AppError } from '../../platform/errors';
import type { TPostingLine } from '../ledger/ledger.service';
import { readOpeningPrincipal, type TOpeningLoan } from '../loans/opening-loans.service';

/** The opening position worked out: its entry's lines, its totals and its records. */
export type TOpeningPlan = {
  lines: TPostingLine[];
  cashCents: number;
  savingsCents: number;
  loansCents: number;
  equityCents: number;
  loans: TOpeningLoan[];
};

const addTo = (sums: Map<string, number>, userId: string, cents: number) =>
  sums.set(userId, (sums.get(userId) ?? 0) + cents);

/** The first refusal of the input, in words that name its row, or null. */
function explainRefused(input: TPostOpeningPosition, booksStartOn: string, memberIds: ReadonlySet<string>) {
  const seen = new Map<string, number>();
  for (const [index, saving] of input.savings.entries()) {
    if (!memberIds.has(saving.userId)) return `Savings row ${index + 1}: not a member of this organization`;
    const first = seen.get(saving.userId);
    if (first !== undefined) {
      return `Savings row ${index + 1}: this member's savings are already on row ${first + 1}`;
    }
    seen.set(saving.userId, index);
  }
  for (const [index, loan] of input.loans.entries()) {
    const row = `Loan ${index + 1}`;
    if (!memberIds.has(loan.userId)) return `${row}: the borrower is not a member of this organization`;
    if (loan.lentOn > booksStartOn) {
      return `${row}: lent on ${formatLongDate(loan.lentOn)}, after the books start on ${formatLongDate(booksStartOn)}; record it as a loan instead`;
    }
    if (loan.lentOn < '1990-01-01') return `${row}: Lent on cannot be before 1990`;
  }
  return null;
}

/**
 * Works out the one balanced opening entry (ADR 0067): cash and bank and each borrower's principal still
 * owed are debits, each member's savings a credit, and the difference is the group's own opening balance
 * (a credit; a debit when the savings are more than the group holds). Refuses, naming the row, a member
 * twice, someone who is not a member, a loan lent after the books start or repaid in full before it.
 */
export function planOpeningPosition(
  input: TPostOpeningPosition,
  booksStartOn: string,
  memberIds: ReadonlySet<string>,
): TOpeningPlan {
  const refusal = explainRefused(input, booksStartOn, memberIds);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  const loans = input.loans.map((loan) => ({
    userId: loan.userId,
    principalCents: loan.principalCents,
    interestRateBps: percentToBps(loan.interestRatePercent),
    termMonths: loan.termMonths,
    lentOn: loan.lentOn,
    repaidCents: loan.repaidCents,
  }));
  const owed = new Map<string, number>();
  for (const [index, loan] of loans.entries()) {
    const left = readOpeningPrincipal(loan);
    if (left === null) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Loan ${index + 1}: ${formatCents(loan.repaidCents)} repaid is the whole loan; a loan paid off is not still out`,
      );
    }
    addTo(owed, loan.userId, left);
  }
  const saved = new Map<string, number>();
  for (const saving of input.savings) addTo(saved, saving.userId, saving.amountCents);
  const cashCents = input.holdings.reduce((sum, holding) => sum + holding.balanceCents, 0);
  const loansCents = [...owed.values()].reduce((sum, cents) => sum + cents, 0);
  const savingsCents = [...saved.values()].reduce((sum, cents) => sum + cents, 0);
  const equityCents = cashCents + loansCents - savingsCents;
  const lines: TPostingLine[] = [
    ...(cashCents > 0 ? [{ account: 'cash' as const, amountCents: cashCents }] : []),
    ...[...owed].flatMap(([memberUserId, cents]) =>
      cents > 0 ? [{ account: 'loans_receivable' as const, amountCents: cents, memberUserId }] : [],
    ),
    ...[...saved].map(([memberUserId, cents]) => ({
      account: 'member_funds' as const,
      amountCents: -cents,
      memberUserId,
    })),
    ...(equityCents !== 0 ? [{ account: 'opening_equity' as const, amountCents: -equityCents }] : []),
  ];
  return { lines, cashCents, savingsCents, loansCents, equityCents, loans };
}
