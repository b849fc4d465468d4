import type { TContributionStatus } from '../../../shared/contracts/contributions';
import { canReverseLoan, canTransitionLoan, type TLoanStatus } from '../../../shared/loans';
import { AppError } from '../../platform/errors';

const LOAN_ACTIONS: Record<TLoanStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  active: 'disbursed',
  paid: 'paid',
  defaulted: 'defaulted',
};

/** Every loan status change goes through here: moves outside LOAN_TRANSITIONS are refused with 409. */
export function assertLoanTransition(from: TLoanStatus, to: TLoanStatus): void {
  if (!canTransitionLoan(from, to)) {
    throw new AppError('CONFLICT', `A ${from} loan cannot be ${LOAN_ACTIONS[to]}`);
  }
}

/** Every correction that moves a loan back goes through here: moves outside LOAN_REVERSALS get 409. */
export function assertLoanReversal(from: TLoanStatus, to: TLoanStatus): void {
  if (!canReverseLoan(from, to)) {
    throw new AppError('CONFLICT', `A ${from} loan cannot be moved back to ${to}`);
  }
}

/** The only moves a repayment can make (pending -> completed | failed, completed -> reversed). */
const REPAYMENT_TRANSITIONS: Record<TContributionStatus, readonly TContributionStatus[]> = {
  pending: ['completed', 'failed'],
  completed: ['reversed'],
  failed: [],
  reversed: [],
};

/** Every repayment status change goes through here: other moves are refused with 409. */
export function assertRepaymentTransition(from: TContributionStatus, to: TContributionStatus): void {
  if (!REPAYMENT_TRANSITIONS[from].includes(to)) {
    throw new AppError('CONFLICT', `A ${from} repayment cannot be marked ${to}`);
  }
}
