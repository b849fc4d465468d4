import { canTakeRepayment } from '../../../shared/loans';
import { AppError } from '../../platform/errors';
import type { TPostingLine } from '../ledger/ledger.service';
import type { TLoanRepaymentRow, TLoanRow } from './loans.repository';

/**
 * Repayments on active loans and recoveries on defaulted ones. A defaulted loan stays defaulted while it
 * recovers (the group keeps the record that it defaulted); what it still owes falls with every recovery.
 */

/** Refuses a repayment on a loan that is not out with the borrower (pending, approved, rejected, paid). */
export function assertTakesRepayments(loan: TLoanRow): void {
  if (!canTakeRepayment(loan.status)) {
    throw new AppError(
      'CONFLICT',
      `Repayments can only be made on an active or defaulted loan; this loan is ${loan.status}`,
    );
  }
}

/** Whether money received on this loan now is a recovery (the loan has defaulted). */
export function isRecoveryOn(loan: TLoanRow): boolean {
  return loan.status === 'defaulted';
}

/**
 * The journal lines of a completed repayment: cash in, interest income, and the principal off the
 * borrower's receivable, or, once the loan was written off, off the write-off (the loss shrinks by what
 * came back, so loans receivable never holds written-off money again).
 */
export function getRepaymentLines(loan: TLoanRow, repayment: TLoanRepaymentRow): TPostingLine[] {
  const principalAccount = loan.writtenOffOn ? 'loan_write_offs' : 'loans_receivable';
  const lines: TPostingLine[] = [
    { account: 'cash', amountCents: repayment.amountCents, memberUserId: loan.userId },
    { account: 'interest_income', amountCents: -repayment.interestCents },
    { account: principalAccount, amountCents: -repayment.principalCents, memberUserId: loan.userId },
  ];
  return lines.filter((line) => line.amountCents !== 0);
}
