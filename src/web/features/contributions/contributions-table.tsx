import { Check, Undo2, X } from 'lucide-react';
import { can, describeOwnRecordRefusal, type TRole } from '../../../shared/access';
import { PAYMENT_METHOD_LABELS, type TContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { SlipLink } from '../payment-slips/slip-link';
import { ContributionCards } from './contribution-cards';
import { ContributionStatusBadge } from './contribution-status-badge';
import { PaidByNote } from './paid-by-note';

export type TContributionActions = {
  /** Who acts: can() decides per row, so nobody confirms or reverses their own contribution. */
  actor: { role: TRole; userId: string | null };
  onConfirm: (contribution: TContribution) => void;
  onFail: (contribution: TContribution) => void;
  onReverse: (contribution: TContribution) => void;
  pendingId: string | null;
};

const COLUMNS = ['Date', 'Amount', 'Payment Method', 'Reference', 'Status', 'Notes'] as const;

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
  // Actions sit before Notes so they stay in view when long notes make the table scroll.
  const columns = [
    ...(isMemberShown ? ['Member'] : []),
    ...COLUMNS.slice(0, -1),
    ...(actions ? ['Actions'] : []),
    'Notes',
  ];
  return (
    <>
      <ContributionCards
        items={items}
        isLoading={isLoading}
        isMemberShown={isMemberShown}
        actions={actions}
      />
      <div className="hidden md:block">
        <Table label="Contribution History">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column} className={column === 'Amount' ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {isLoading &&
              ['a', 'b', 'c', 'd', 'e'].map((row) => (
                <TableRow key={row} className="hover:bg-transparent">
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className="h-4 w-20" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!isLoading && items.length === 0 && (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns.length} className="py-12 text-center font-medium">
                  No contributions found
                </TableCell>
              </TableRow>
            )}
            {!isLoading &&
              items.map((contribution) => (
                <TableRow key={contribution.id}>
                  {isMemberShown && (
                    <TableCell className="whitespace-nowrap">{contribution.memberName ?? '—'}</TableCell>
                  )}
                  <TableCell className="whitespace-nowrap">
                    {formatDate(contribution.contributionDate)}
                    <PaidByNote contribution={contribution} isMemberShown={isMemberShown} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Money cents={contribution.amountCents} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {PAYMENT_METHOD_LABELS[contribution.paymentMethod]}
                  </TableCell>
                  <TableCell className="max-w-40">
                    <span className="block truncate">{contribution.referenceNumber ?? '—'}</span>
                    {contribution.slip && (
                      <SlipLink organizationId={contribution.organizationId} slip={contribution.slip} />
                    )}
                  </TableCell>
                  <TableCell>
                    <ContributionStatusBadge status={contribution.status} />
                  </TableCell>
                  {actions && (
                    <TableCell>
                      <RowActions contribution={contribution} actions={actions} />
                    </TableCell>
                  )}
                  <TableCell
                    className="max-w-56 truncate text-muted-foreground"
                    title={contribution.notes ?? ''}
                  >
                    {contribution.notes ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
