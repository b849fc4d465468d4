import { can, describeOwnRecordRefusal, type TRole } from '../../../shared/access';
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

/**
 * Who is looking at loans here: their role and who they are, for can()'s own-record rule; an archived
 * organization's loans are read-only.
 */
export type TLoanAccess = { userId: string | null; role: TRole; isReadOnly?: boolean };

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
 * The next steps open on a loan for this user, in the order they are offered, from the same can() the
 * server checks: nobody decides, pays out, records or writes off their own loan; a borrower submits their
 * repayments instead, and another admin confirms them.
 */
export function getLoanActions(loan: TLoan, access: TLoanAccess): TLoanActionKind[] {
  if (access.isReadOnly) return [];
  const target = { ownerUserId: loan.userId };
  const canDecide = can(access, 'loan.decide', target);
  switch (loan.status) {
    case 'pending':
      return canDecide ? ['approve', 'reject'] : [];
    case 'approved':
      return can(access, 'loan.disburse', target) ? ['disburse'] : [];
    case 'active': {
      const actions: TLoanActionKind[] = [];
      if (can(access, 'loan.repayment_record', target)) actions.push('record');
      else if (loan.userId === access.userId && can(access, 'loan.repayment_submit')) actions.push('submit');
      if (loan.isOverdue && canDecide) actions.push('default');
      return actions;
    }
    case 'defaulted': {
      // A defaulted loan, written off or not, still takes what the member pays back (a recovery).
      const actions: TLoanActionKind[] = can(access, 'loan.repayment_record', target) ? ['record'] : [];
      if (canDecide && !loan.isWrittenOff) actions.push('write-off');
      return actions;
    }
    default:
      return [];
  }
}

/** Why an admin sees no decision on their own loan, or null when nothing is held back from them. */
export function getOwnLoanNotice(loan: TLoan, access: TLoanAccess): string | null {
  const isOwnLoan = loan.userId === access.userId;
  const isWaitingOnAdmin = loan.status === 'pending' || loan.status === 'approved';
  if (!isOwnLoan || !isWaitingOnAdmin || !can({ role: access.role }, 'loan.decide')) return null;
  return describeOwnRecordRefusal('decide on', { adminCount: null });
}
