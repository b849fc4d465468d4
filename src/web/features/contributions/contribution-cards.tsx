import type { TContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { PAYMENT_METHOD_LABELS } from '../../../shared/money-records';
import { ContributionStatusBadge } from '../../components/contribution-status-badge';
import { Money } from '../../components/money';
import { SlipLink } from '../../components/slip-link';
import { RowActions, type TContributionActions } from './contributions-table';
import { PaidByNote } from './paid-by-note';

/**
 * A contribution below 768 px: the amount always in view, the reference and notes wrapped in full, and the
 * admin's actions under them.
 */
export function ContributionCard({
  contribution,
  isMemberShown,
  actions,
}: {
  contribution: TContribution;
  isMemberShown: boolean;
  actions: TContributionActions | null;
}) {
  return (
    <>
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
    </>
  );
}
