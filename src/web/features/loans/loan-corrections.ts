import { can } from '../../../shared/access';
import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import type { TLoanAccess } from './loan-actions';

/** What a correction is about: one confirmed repayment, or the payout of the loan. */
export type TLoanReversal =
  | { kind: 'repayment'; loan: TLoan; repayment: TLoanRepayment }
  | { kind: 'disbursement'; loan: TLoan };

/** loan.reverse, never on one's own loan, and never in an archived organization. */
const mayReverse = (loan: TLoan, access: TLoanAccess) =>
  !access.isReadOnly && can(access, 'loan.reverse', { ownerUserId: loan.userId });

/**
 * A confirmed repayment can be reversed by an admin who is not the borrower; on a written-off loan only a
 * recovery (the server decides too, and also refuses recoveries from before the write-off).
 */
export function canReverseRepayment(loan: TLoan, repayment: TLoanRepayment, access: TLoanAccess): boolean {
  const isClosedByWriteOff = loan.isWrittenOff && !repayment.isRecovery;
  return mayReverse(loan, access) && repayment.status === 'completed' && !isClosedByWriteOff;
}

/** A payout can be reversed while the loan is active and has no repayment confirmed or waiting. */
export function canReverseDisbursement(
  loan: TLoan,
  repayments: readonly TLoanRepayment[],
  access: TLoanAccess,
): boolean {
  const hasOpenRepayment = repayments.some(
    (repayment) => repayment.status === 'completed' || repayment.status === 'pending',
  );
  return mayReverse(loan, access) && loan.status === 'active' && !hasOpenRepayment;
}

/** What came back after the loan defaulted: its confirmed recoveries. */
export function sumRecoveredCents(repayments: readonly TLoanRepayment[]): number {
  return repayments
    .filter((repayment) => repayment.isRecovery && repayment.status === 'completed')
    .reduce((total, repayment) => total + repayment.amountCents, 0);
}
