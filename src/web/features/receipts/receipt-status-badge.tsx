import { RECEIPT_STATUS_LABELS, type TReceiptStatus } from '../../../shared/contracts/receipts';
import { Badge, type TBadgeProps } from '../../components/ui/badge';

const VARIANTS = {
  approved: 'accent',
  paid: 'accent',
  pending: 'secondary',
  void: 'destructive',
} satisfies Record<TReceiptStatus, TBadgeProps['variant']>;

export function ReceiptStatusBadge({ status }: { status: TReceiptStatus }) {
  return <Badge variant={VARIANTS[status]}>{RECEIPT_STATUS_LABELS[status]}</Badge>;
}
