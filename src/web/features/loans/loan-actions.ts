import type { TLoan } from '../../../shared/contracts/loans';

export type TLoanActionKind =
  | 'approve'
  | 'reject'
  | 'disburse'
  | 'record'
  | 'submit'
  | 'default'
  | 'write-off';

export type TLoanAction = { kind: TLoanActionKind; loan: TLoan };

/** What the signed-in user may do to loans here (from can(), plus who they are for the own-loan rule). */
export type TLoanAccess = {
  userId: string | null;
  canDecideLoan: boolean;
  canDisburseLoan: boolean;
  canRecordRepayment: boolean;
  canSubmitRepayment: boolean;
  /** loan.reverse: reverse a repayment or a payout recorded by mistake (never on one's own loan). */
  canReverseLoan: boolean;
};

export const LOAN_ACTION_LABELS = {
  approve: 'Approve',
  reject: 'Reject',
  disburse: 'Disburse',
  record: 'Record repayment',
  submit: 'Submit repayment',
  default: 'Mark defaulted',
  'write-off': 'Write off',
} as const satisfies Record<TLoanActionKind, string>;

/**
 * The next steps open on a loan for this user, in the order they are offered. Nobody decides their own
 * request (the server refuses it too); a borrower without loan.repayment_record submits repayments instead.
 */
export function getLoanActions(loan: TLoan, access: TLoanAccess): TLoanActionKind[] {
  const isOwnLoan = access.userId !== null && loan.userId === access.userId;
  switch (loan.status) {
    case 'pending':
      return access.canDecideLoan && !isOwnLoan ? ['approve', 'reject'] : [];
    case 'approved':
      return access.canDisburseLoan ? ['disburse'] : [];
    case 'active': {
      const actions: TLoanActionKind[] = [];
      if (access.canRecordRepayment) actions.push('record');
      else if (isOwnLoan && access.canSubmitRepayment) actions.push('submit');
      if (loan.isOverdue && access.canDecideLoan) actions.push('default');
      return actions;
    }
    case 'defaulted': {
      // A defaulted loan, written off or not, still takes what the member pays back (a recovery).
      const actions: TLoanActionKind[] = access.canRecordRepayment ? ['record'] : [];
      if (access.canDecideLoan && !loan.isWrittenOff) actions.push('write-off');
      return actions;
    }
    default:
      return [];
  }
}
