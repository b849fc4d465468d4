import { Check, Undo2, X } from 'lucide-react';
import { can, describeOwnRecordRefusal, type TRole } from '../../../shared/access';
import type { TContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { PAYMENT_METHOD_LABELS } from '../../../shared/money-records';
import { ContributionStatusBadge } from '../../components/contribution-status-badge';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { Money } from '../../components/money';
import { SlipLink } from '../../components/slip-link';
import { Button } from '../../components/ui/button';
import { ClampedText } from '../../components/ui/clamped-text';
import { ContributionCard } from './contribution-cards';
import { PaidByNote } from './paid-by-note';

export type TContributionActions = {
  /** Who acts: can() decides per row, so nobody confirms or reverses their own contribution. */
  actor: { role: TRole; userId: string | null };
  onConfirm: (contribution: TContribution) => void;
  onFail: (contribution: TContribution) => void;
  onReverse: (contribution: TContribution) => void;
  pendingId: string | null;
};

export function RowActions({
  contribution,
  actions,
}: {
  contribution: TContribution;
  actions: TContributionActions;
}) {
  const label = `${formatDate(contribution.contributionDate)} ${contribution.memberName ?? ''}`.trim();
  const target = { ownerUserId: contribution.userId };
  const permission = contribution.status === 'pending' ? 'contribution.confirm' : 'contribution.reverse';
  const isActionable = contribution.status === 'pending' || contribution.status === 'completed';
  // Nobody acts on money that is theirs: neither the member it counts for nor the member who paid it.
  const isOwn =
    !can(actions.actor, permission, target) ||
    (contribution.paidByUserId !== null &&
      !can(actions.actor, permission, { ownerUserId: contribution.paidByUserId }));
  if (isActionable && can(actions.actor, permission) && isOwn) {
    return (
      <span className="text-xs text-muted-foreground">
        {describeOwnRecordRefusal(contribution.status === 'pending' ? 'confirm' : 'reverse', {
          adminCount: null,
        })}
      </span>
    );
  }
  if (contribution.status === 'pending' && can(actions.actor, 'contribution.confirm', target) && !isOwn) {
    return (
      <div className="flex gap-1">
        <Button
          size="sm"
          onClick={() => actions.onConfirm(contribution)}
          disabled={actions.pendingId === contribution.id}
          aria-label={`Confirm contribution ${label}`}
        >
          <Check aria-hidden />
          Confirm
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => actions.onFail(contribution)}
          aria-label={`Mark contribution ${label} as failed`}
        >
          <X aria-hidden />
          Fail
        </Button>
      </div>
    );
  }
  if (contribution.status === 'completed' && can(actions.actor, 'contribution.reverse', target) && !isOwn) {
    return (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => actions.onReverse(contribution)}
        aria-label={`Reverse contribution ${label}`}
      >
        <Undo2 aria-hidden />
        Reverse
      </Button>
    );
  }
  return null;
}

function buildColumns(
  isMemberShown: boolean,
  actions: TContributionActions | null,
): TDataColumn<TContribution>[] {
  const member: TDataColumn<TContribution> = {
    header: 'Member',
    className: 'whitespace-nowrap',
    cell: (contribution) => contribution.memberName ?? '—',
  };
  const rowActions: TDataColumn<TContribution> = {
    header: 'Actions',
    isPinned: true,
    cell: (contribution) => actions && <RowActions contribution={contribution} actions={actions} />,
  };
  // The actions come last, pinned to the right edge, so they stay in view whenever the table scrolls.
  return [
    ...(isMemberShown ? [member] : []),
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (contribution) => (
        <>
          {formatDate(contribution.contributionDate)}
          <PaidByNote contribution={contribution} isMemberShown={isMemberShown} />
        </>
      ),
    },
    {
      header: 'Amount',
      isRightAligned: true,
      cell: (contribution) => <Money cents={contribution.amountCents} />,
    },
    {
      header: 'Payment Method',
      className: 'whitespace-nowrap',
      cell: (contribution) => PAYMENT_METHOD_LABELS[contribution.paymentMethod],
    },
    {
      header: 'Reference',
      className: 'max-w-40',
      cell: (contribution) => (
        <>
          <ClampedText text={contribution.referenceNumber} lines={1} />
          {contribution.slip && (
            <SlipLink organizationId={contribution.organizationId} slip={contribution.slip} />
          )}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (contribution) => <ContributionStatusBadge status={contribution.status} />,
    },
    {
      header: 'Notes',
      className: 'max-w-56 text-muted-foreground',
      cell: (contribution) => <ClampedText text={contribution.notes} />,
    },
    ...(actions ? [rowActions] : []),
  ];
}

/** The contribution history (cards below 768 px); organization views add the member and the admin's actions. */
export function ContributionsTable({
  items,
  isLoading,
  isMemberShown,
  actions,
}: {
  items: readonly TContribution[];
  isLoading: boolean;
  isMemberShown: boolean;
  actions: TContributionActions | null;
}) {
  return (
    <DataTable
      label="Contribution History"
      columns={buildColumns(isMemberShown, actions)}
      rows={items}
      getRowKey={(contribution) => contribution.id}
      isLoading={isLoading}
      emptyText="No contributions found"
      phone={{
        kind: 'cards',
        renderCard: (contribution) => (
          <ContributionCard contribution={contribution} isMemberShown={isMemberShown} actions={actions} />
        ),
      }}
    />
  );
}
