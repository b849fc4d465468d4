import { can } from '../../../shared/access';
import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import type { TPaymentSlip } from '../../../shared/contracts/payment-slips';
import { isLoanOverdue } from '../../../shared/loans';
import { AppError } from '../../platform/errors';
import type { TMoneyContext } from '../../platform/money/money-context';
import type { TLoanRepaymentRow, TLoanRow } from './loans.repository';

/** Admins and staff see every loan of the organization; members only their own (DESIGN decision 5). */
export function canReadAllLoans(ctx: Pick<TMoneyContext, 'org'>): boolean {
  return can({ role: ctx.org.role }, 'loan.read_organization');
}

/** The borrower, admins and staff may see a loan; anyone else is told it does not exist. */
export function assertCanSeeLoan(
  ctx: Pick<TMoneyContext, 'org' | 'actor'>,
  row: TLoanRow | undefined,
): TLoanRow {
  if (!row || (row.userId !== ctx.actor.userId && !canReadAllLoans(ctx))) {
    throw new AppError('NOT_FOUND', 'Loan not found');
  }
  return row;
}

/** What is still owed: total repayable less completed repayments while disbursed and unsettled, else 0. */
export function getOutstandingCents(row: TLoanRow, repaidCents: number): number {
  return row.status === 'active' || row.status === 'defaulted' ? row.totalRepayableCents - repaidCents : 0;
}

/** A loan row as the API shows it, with what was repaid, what is owed and whether it is overdue today. */
export function toLoan(row: TLoanRow, memberName: string | null, repaidCents: number, today: string): TLoan {
  const outstandingCents = getOutstandingCents(row, repaidCents);
  return {
    id: row.id,
    organizationId: row.organizationId,
    userId: row.userId,
    memberName,
    loanDate: row.loanDate,
    amountCents: row.amountCents,
    currency: row.currency,
    interestRateBps: row.interestRateBps,
    termMonths: row.termMonths,
    totalRepayableCents: row.totalRepayableCents,
    dueDate: row.dueDate,
    status: row.status,
    purpose: row.purpose,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    disbursedOn: row.disbursedOn,
    repaidCents,
    outstandingCents,
    isOverdue: isLoanOverdue({ status: row.status, dueDate: row.dueDate, outstandingCents }, today),
    isWrittenOff: row.writtenOffOn !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A repayment row as the API shows it. */
/** A repayment as the API shows it, with the borrower's slip when they attached one. */
export function toRepayment(row: TLoanRepaymentRow, slip: TPaymentSlip | null): TLoanRepayment {
  return {
    id: row.id,
    loanId: row.loanId,
    userId: row.userId,
    repaymentDate: row.repaymentDate,
    amountCents: row.amountCents,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    status: row.status,
    isRecovery: row.isRecovery,
    referenceNumber: row.referenceNumber,
    slip,
    createdAt: row.createdAt.toISOString(),
  };
}
