import { useQueries, useQuery } from '@tanstack/react-query';
import type { TRole } from '../../../shared/access';
import type { TOrganizationType } from '../../../shared/organization-types';
import { ArchivedBanner } from '../../components/archived-banner';
import { PaymentReferenceNote } from '../../components/payment-reference-note';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/errors';
import { ReserveCard } from '../burial/reserve-card';
import { StandingCard } from '../group-rules/standing-card';
import { ThisRoundCard } from '../rotation/this-round';
import { dashboardQueries } from './dashboard.queries';
import { DashboardEmpty } from './dashboard-empty';
import { DashboardFigures } from './dashboard-figures';
import { describeHomeCards, homeCardQueries } from './home-card-queries';

/** As tall as the screen at least, so what follows the home is out of sight until the figures take its place. */
function SummarySkeleton() {
  return (
    <div className="grid min-h-dvh content-start gap-4" aria-busy="true">
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

/**
 * The selected organization's home: the member's cards (what they owe, this round of a stokvel, a burial
 * society's reserve, how to pay), then its figures, or the first steps when no money is recorded yet. All of it
 * appears at once, when the summary and the cards' data have answered, so nothing moves once painted.
 */
export function OrganizationHome({
  organizationId,
  organizationName,
  organizationType,
  role,
  userId,
  isArchived,
  isStaffView,
}: {
  organizationId: string;
  organizationName: string;
  /** A stokvel shows the round of its payout rotation running today; a burial society its admins the reserve. */
  organizationType: TOrganizationType;
  role: TRole;
  userId: string;
  /** Archived: a banner says so and no action to record money is offered. */
  isArchived: boolean;
  /** Platform staff viewing the organization: no action, and no standing of their own. */
  isStaffView: boolean;
}) {
  const isReadOnly = isArchived || isStaffView;
  const cards = describeHomeCards({
    organizationId,
    organizationType,
    role,
    isReadOnly,
    isMember: !isStaffView,
  });
  // A card whose first try failed (offline, say) or that waits for the network does not hold the figures back.
  const isCardDataPending = useQueries({
    queries: homeCardQueries(cards),
    combine: (results) =>
      results.some(
        (result) => result.isPending && result.failureCount === 0 && result.fetchStatus === 'fetching',
      ),
  });
  const summary = useQuery(dashboardQueries.summary(organizationId));
  const isPending = summary.isPending || isCardDataPending;
  return (
    <section aria-labelledby="organization-home-title" className="grid grid-cols-1 gap-4">
      <h2 id="organization-home-title" className="text-lg font-semibold">
        {organizationName}
      </h2>
      {isArchived && <ArchivedBanner name={organizationName} />}
      {isPending ? (
        <SummarySkeleton />
      ) : (
        <>
          {cards.showsStanding && <StandingCard organizationId={organizationId} />}
          {cards.showsThisRound && (
            <ThisRoundCard organizationId={organizationId} actor={{ role, userId, isReadOnly }} />
          )}
          {cards.showsReserve && <ReserveCard organizationId={organizationId} />}
          {cards.showsPaymentReference && <PaymentReferenceNote organizationId={organizationId} />}
          {summary.isError && (
            <Card role="alert" className="p-6 text-sm text-destructive">
              {getErrorMessage(summary.error)}
            </Card>
          )}
          {summary.data &&
            (summary.data.hasData ? (
              <DashboardFigures organizationId={organizationId} summary={summary.data} />
            ) : (
              <DashboardEmpty
                organizationId={organizationId}
                role={role}
                isArchived={isArchived}
                isStaffView={isStaffView}
              />
            ))}
        </>
      )}
    </section>
  );
}
