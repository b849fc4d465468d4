import { useQuery } from '@tanstack/react-query';
import type { TRole } from '../../../shared/access';
import { can } from '../../../shared/access';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/errors';
import { ReserveCard } from '../burial/reserve-card';
import { StandingCard } from '../group-rules/standing-card';
import { PaymentReferenceNote } from '../payment-slips/payment-reference-note';
import { ThisRoundCard } from '../rotation/this-round';
import { ArchivedBanner } from '../shell/archived-banner';
import { transactionQueries } from '../transactions/transactions.queries';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardFigures } from './dashboard-figures';

function SummarySkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">Loading figures</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((card) => (
          <Skeleton key={card} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** The selected organization's home: its figures, or the first steps when no money is recorded yet. */
export function OrganizationHome({
  organizationId,
  organizationName,
  role,
  userId,
  isRotating,
  isBurialSociety = false,
  isReadOnly,
}: {
  organizationId: string;
  organizationName: string;
  role: TRole;
  userId: string;
  /** A stokvel: the round of its payout rotation running today is shown. */
  isRotating: boolean;
  /** A burial society: its admins see the reserve (cash against the largest covers). */
  isBurialSociety?: boolean;
  /** Archived: a banner says so and no action to record money is offered. */
  isReadOnly: boolean;
}) {
  const summary = useQuery(transactionQueries.summary(organizationId));
  return (
    <section aria-labelledby="organization-home-title" className="grid grid-cols-1 gap-4">
      <h2 id="organization-home-title" className="text-lg font-semibold">
        {organizationName}
      </h2>
      {isReadOnly && <ArchivedBanner name={organizationName} />}
      <StandingCard organizationId={organizationId} />
      {isRotating && <ThisRoundCard organizationId={organizationId} actor={{ role, userId }} />}
      {isBurialSociety && can({ role }, 'burial.manage') && <ReserveCard organizationId={organizationId} />}
      {!isReadOnly && <PaymentReferenceNote organizationId={organizationId} />}
      {summary.isPending && <SummarySkeleton />}
      {summary.isError && (
        <Card role="alert" className="p-6 text-sm text-destructive">
          {getErrorMessage(summary.error)}
        </Card>
      )}
      {summary.data &&
        (summary.data.hasData ? (
          <DashboardFigures organizationId={organizationId} summary={summary.data} />
        ) : (
          <DashboardEmpty organizationId={organizationId} role={role} isReadOnly={isReadOnly} />
        ))}
    </section>
  );
}
