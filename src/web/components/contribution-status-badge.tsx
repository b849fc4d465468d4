import type { TContributionStatus } from '../../shared/contracts/contributions';
import { Badge, type TBadgeProps } from './ui/badge';

const VARIANTS = {
  completed: 'accent',
  pending: 'secondary',
  failed: 'destructive',
  reversed: 'outline',
} satisfies Record<TContributionStatus, TBadgeProps['variant']>;

export function ContributionStatusBadge({ status }: { status: TContributionStatus }) {
  return (
    <Badge variant={VARIANTS[status]} className="capitalize">
      {status}
    </Badge>
  );
}
