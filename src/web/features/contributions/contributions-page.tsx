import { useQuery } from '@tanstack/react-query';
import { HandCoins, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '../../../shared/access';
import type { TContribution } from '../../../shared/contracts/contributions';
import { formatDate } from '../../../shared/format';
import { CONTRIBUTION_STATUSES } from '../../../shared/money-records';
import { RecordHistoryCard } from '../../components/data-table/record-history-card';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Money } from '../../components/money';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { PaymentReferenceNote } from '../../components/payment-reference-note';
import { PrivacyNotice } from '../../components/privacy-notice';
import { SlipPreview } from '../../components/slip-link';
import { Button } from '../../components/ui/button';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError, toastSuccess } from '../../lib/toasts';
import { usePagedFilters } from '../../lib/use-paged-filters';
import { authQueries } from '../auth/auth.queries';
import type { TDecisionRequest } from './contribution-decision-dialog';
import type { TContributionFormMode } from './contribution-form-dialog';
import { ContributionStats } from './contribution-stats';
import { useDecideContribution } from './contributions.mutations';
import {
  CONTRIBUTIONS_PAGE_SIZE,
  contributionQueries,
  getContributionsExportPath,
  type TContributionFilters,
} from './contributions.queries';
import { ContributionsTable } from './contributions-table';

// The dialogs load when first opened: a page that only lists contributions downloads no form code (ADR 42).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../components/confirm-dialog')).ConfirmDialog,
}));
const ContributionDecisionDialog = lazy(async () => ({
  default: (await import('./contribution-decision-dialog')).ContributionDecisionDialog,
}));
const ContributionFormDialog = lazy(async () => ({
  default: (await import('./contribution-form-dialog')).ContributionFormDialog,
}));

function ContributionsContent({ organizationId, role, isReadOnly }: TOrganizationScope) {
  const canReadOrganization = can({ role }, 'contribution.read_organization');
  const canRecordContribution = !isReadOnly && can({ role }, 'contribution.record');
  const canConfirmContribution = !isReadOnly && can({ role }, 'contribution.confirm');
  const canReverseContribution = !isReadOnly && can({ role }, 'contribution.reverse');
  // Admins submit their own payments too: another admin confirms them.
  const canSubmitContribution = !isReadOnly && can({ role }, 'contribution.submit');
  const me = useQuery(authQueries.me());
  const actor = { role, userId: me.data?.user.id ?? null };

  const paging = usePagedFilters<TContributionFilters>({}, CONTRIBUTIONS_PAGE_SIZE);
  const { filters, offset } = paging;
  const [formMode, setFormMode] = useState<TContributionFormMode | null>(null);
  const [decision, setDecision] = useState<TDecisionRequest | null>(null);
  const list = useQuery(contributionQueries.list(organizationId, filters, offset));
  const decide = useDecideContribution(organizationId);
  const { getKey } = useIdempotencyKey();

  // Confirming posts money, so it asks first and shows what will be posted, as reversing does.
  const [confirming, setConfirming] = useState<TContribution | null>(null);

  async function confirm(contribution: TContribution) {
    const input = { action: 'confirm', contributionId: contribution.id } as const;
    try {
      await decide.mutateAsync({ input, idempotencyKey: getKey(input) });
      toastSuccess('Contribution confirmed');
      setConfirming(null);
    } catch (error) {
      toastError(error);
    }
  }

  const hasActions = canConfirmContribution || canReverseContribution;
  return (
    <>
      {!canReadOrganization && (
        <PrivacyNotice>
          you see only your own contributions. Other members' payments stay private; your organization's
          admins see the totals.
        </PrivacyNotice>
      )}
      <PaymentReferenceNote organizationId={organizationId} />
      <ContributionStats organizationId={organizationId} />
      <RecordHistoryCard
        title="Contribution History"
        organizationId={organizationId}
        actions={
          <>
            <DownloadCsvButton href={getContributionsExportPath(organizationId, filters)} />
            {canRecordContribution && (
              <Button onClick={() => setFormMode('record')}>
                <Plus aria-hidden />
                Record Contribution
              </Button>
            )}
            {canSubmitContribution && (
              <Button onClick={() => setFormMode('submit')}>
                <HandCoins aria-hidden />
                Submit Contribution
              </Button>
            )}
          </>
        }
        filtering={canReadOrganization ? { idPrefix: 'filter', statuses: CONTRIBUTION_STATUSES } : null}
        paging={paging}
        query={list}
        errorFallback="Failed to fetch contributions"
      >
        <ContributionsTable
          items={list.data?.items ?? []}
          isLoading={list.isPending}
          isMemberShown={canReadOrganization}
          actions={
            hasActions
              ? {
                  actor,
                  onConfirm: (contribution) => setConfirming(contribution),
                  onFail: (contribution) => setDecision({ action: 'fail', contribution }),
                  onReverse: (contribution) => setDecision({ action: 'reverse', contribution }),
                  pendingId: decide.isPending ? (decide.variables?.input.contributionId ?? null) : null,
                }
              : null
          }
        />
      </RecordHistoryCard>
      <Suspense fallback={null}>
        {formMode && (
          <ContributionFormDialog
            organizationId={organizationId}
            mode={formMode}
            isOpen
            onOpenChange={(isOpen) => !isOpen && setFormMode(null)}
          />
        )}
        {decision && (
          <ContributionDecisionDialog
            organizationId={organizationId}
            request={decision}
            onClose={() => setDecision(null)}
          />
        )}
        {confirming && (
          <ConfirmDialog
            isOpen
            onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
            title="Confirm this contribution?"
            description={
              <>
                <Money cents={confirming.amountCents} className="font-semibold text-foreground" /> from{' '}
                {confirming.memberName ?? 'this member'} on {formatDate(confirming.contributionDate)} is
                posted to the master book and a receipt is issued. A mistake can later only be corrected by a
                reversal.
              </>
            }
            confirmLabel="Confirm"
            isPending={decide.isPending}
            onConfirm={() => void confirm(confirming)}
          >
            <SlipPreview organizationId={organizationId} slip={confirming.slip} />
          </ConfirmDialog>
        )}
      </Suspense>
    </>
  );
}

/** /dashboard/contributions: the figures and the list of contributions in the selected organization. */
export function ContributionsPage() {
  return (
    <OrganizationPage
      title="Contributions"
      getDescription={(name, role) =>
        role === 'user' ? `Your contributions to ${name}` : `Contributions received by ${name}`
      }
      content={ContributionsContent}
    />
  );
}
