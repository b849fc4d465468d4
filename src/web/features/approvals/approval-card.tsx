import { Check, X } from 'lucide-react';
import type { TApproval } from '../../../shared/contracts/approvals';
import { APPROVAL_OPERATION_LABELS } from '../../../shared/contracts/approvals';
import { formatRelativeTime } from '../../../shared/format';
import { Money } from '../../components/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

const STATUS_BADGE = {
  pending: { label: 'Waiting', variant: 'outline' },
  approved: { label: 'Approved', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const satisfies Record<
  TApproval['status'],
  { label: string; variant: 'outline' | 'default' | 'secondary' | 'destructive' }
>;

/** One held move: what, how much, for whom, who proposed it and when; buttons while it waits. */
export function ApprovalCard({
  approval,
  isOwnProposal,
  isBusy,
  onDecide,
}: {
  approval: TApproval;
  isOwnProposal: boolean;
  isBusy: boolean;
  onDecide?: (action: 'approve' | 'cancel') => void;
}) {
  const badge = STATUS_BADGE[approval.status];
  return (
    <Card className="grid gap-3 p-4" data-testid="approval-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground uppercase">
            {APPROVAL_OPERATION_LABELS[approval.operation] ?? approval.operation}
          </p>
          <p className="font-semibold break-words">{approval.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <Money cents={approval.amountCents} className="text-lg font-semibold" />
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
      </div>
      <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
        <div>
          <dt className="inline">Member: </dt>
          <dd className="inline">{approval.memberName ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline">Proposed by: </dt>
          <dd className="inline">
            {approval.proposedByName ?? 'A former admin'}, {formatRelativeTime(approval.createdAt)}
          </dd>
        </div>
        {approval.decidedAt && (
          <div className="sm:col-span-2">
            <dt className="inline">{badge.label} by: </dt>
            <dd className="inline">
              {approval.decidedByName ?? 'A former admin'}, {formatRelativeTime(approval.decidedAt)}
            </dd>
          </div>
        )}
        {approval.failureReason && (
          <div className="text-destructive sm:col-span-2">
            <dt className="inline">Reason: </dt>
            <dd className="inline">{approval.failureReason}</dd>
          </div>
        )}
      </dl>
      {onDecide && (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {isOwnProposal && (
            <p className="text-sm text-muted-foreground sm:mr-auto sm:self-center">
              You proposed this: another admin must approve it.
            </p>
          )}
          <Button variant="outline" disabled={isBusy} onClick={() => onDecide('cancel')}>
            <X aria-hidden />
            Cancel move
          </Button>
          <Button disabled={isBusy || isOwnProposal} onClick={() => onDecide('approve')}>
            <Check aria-hidden />
            Approve
          </Button>
        </div>
      )}
    </Card>
  );
}
