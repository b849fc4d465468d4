import { PAYMENT_METHOD_LABELS, type TContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { Skeleton } from '../../components/ui/skeleton';
import { SlipLink } from '../payment-slips/slip-link';
import { ContributionStatusBadge } from './contribution-status-badge';
import { RowActions, type TContributionActions } from './contributions-table';
import { PaidByNote } from './paid-by-note';

/**
 * The contribution history below 768 px: one card per contribution with the amount always in view, the
 * reference and notes wrapped in full, and the admin's actions under them.
 */
export function ContributionCards({
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
  if (isLoading) {
    return (
      <div className="grid gap-3 p-4 md:hidden" aria-busy="true">
        {['a', 'b', 'c'].map((row) => (
          <Skeleton key={row} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="py-12 text-center font-medium md:hidden">No contributions found</p>;
  }
  return (
    <ul aria-label="Contribution History" className="divide-y md:hidden">
      {items.map((contribution) => (
        <li key={contribution.id} className="grid gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              {isMemberShown && <p className="break-words font-medium">{contribution.memberName ?? '—'}</p>}
              <p className="text-sm">{formatDate(contribution.contributionDate)}</p>
              <PaidByNote contribution={contribution} isMemberShown={isMemberShown} />
              <p className="break-words text-xs text-muted-foreground">
                {PAYMENT_METHOD_LABELS[contribution.paymentMethod]}
                {contribution.referenceNumber ? ` · ${contribution.referenceNumber}` : ''}
              </p>
            </div>
            <Money cents={contribution.amountCents} className="shrink-0 font-semibold" />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ContributionStatusBadge status={contribution.status} />
            {contribution.slip && (
              <SlipLink organizationId={contribution.organizationId} slip={contribution.slip} />
            )}
          </div>
          {contribution.notes && (
            <p className="break-words text-sm text-muted-foreground">{contribution.notes}</p>
          )}
          {actions && (
            <div className="flex flex-wrap">
              <RowActions contribution={contribution} actions={actions} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
