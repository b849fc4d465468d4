import type { TLoan } from '../../../shared/contracts/loans';
import type { TLoanStatus } from '../../../shared/loans';
import { Badge, type TBadgeProps } from '../../components/ui/badge';

const VARIANTS = {
  pending: 'secondary',
  approved: 'default',
  rejected: 'outline',
  active: 'accent',
  paid: 'accent',
  defaulted: 'destructive',
} satisfies Record<TLoanStatus, TBadgeProps['variant']>;

/** The loan's status as a member reads it: an active loan past its due date shows as Overdue. */
export function getLoanStatusLabel(loan: Pick<TLoan, 'status' | 'isOverdue' | 'isWrittenOff'>): string {
  if (loan.status === 'active' && loan.isOverdue) return 'Overdue';
  if (loan.status === 'defaulted' && loan.isWrittenOff) return 'Written off';
  return loan.status.charAt(0).toUpperCase() + loan.status.slice(1);
}

export function LoanStatusBadge({ loan }: { loan: Pick<TLoan, 'status' | 'isOverdue' | 'isWrittenOff'> }) {
  const variant = loan.status === 'active' && loan.isOverdue ? 'destructive' : VARIANTS[loan.status];
  return <Badge variant={loan.isWrittenOff ? 'outline' : variant}>{getLoanStatusLabel(loan)}</Badge>;
}
