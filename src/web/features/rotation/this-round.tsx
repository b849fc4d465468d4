import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { can, type TRole } from '../../../shared/access';
import type { TRotationCycle } from '../../../shared/contracts/rotation';
import { formatCents } from '../../../shared/money';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatCard } from '../../components/ui/stat-card';
import { rotationQueries } from './rotation.queries';

/** Who looks at the round; `isReadOnly`: platform staff viewing the group, who pay out nothing. */
export type TRotationActor = { role: TRole; userId: string; isReadOnly: boolean };

/** What each part of the rotation page draws from: the organization, its running cycle and the viewer. */
export type TRotationCycleProps = { organizationId: string; cycle: TRotationCycle; actor: TRotationActor };

const RoundPayoutButton = lazy(async () => ({
  default: (await import('./round-payout-button')).RoundPayoutButton,
}));

/** The round running today: its recipient, the pot so far, the next recipient, who paid and who owes. */
export function ThisRound({ organizationId, cycle, actor }: TRotationCycleProps) {
  const round = cycle.rounds.find((candidate) => candidate.number === cycle.currentRound);
  const nameOf = (id: string) => cycle.members.find((m) => m.userId === id)?.name ?? 'A former member';
  if (!round?.status) return <Card className="p-4 text-muted-foreground">No round is running today.</Card>;
  const next = cycle.rounds[round.number];
  return (
    <div className="grid gap-4" data-testid="this-round">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={`Round ${round.number} recipient`}
          value={round.recipientName ?? 'A former member'}
        />
        <StatCard
          label="Pot so far"
          value={<Money cents={round.status.potCents} />}
          hint={`of ${formatCents(round.status.expectedPotCents)} expected`}
        />
        <StatCard label="Next recipient" value={next?.recipientName ?? 'Last round'} />
      </div>
      <Card className="grid gap-2 p-4 text-sm">
        <p>
          <strong>Paid:</strong> {round.status.paidIds.map(nameOf).join(', ') || 'nobody yet'}
        </p>
        <p>
          <strong>Owes:</strong> {round.status.owingIds.map(nameOf).join(', ') || 'nobody'}
        </p>
        {round.payout ? (
          <p>
            Paid out <Money cents={round.payout.amountCents} />
          </p>
        ) : !actor.isReadOnly && can(actor, 'rotation.payout') ? (
          <Suspense
            fallback={
              <Button className="justify-self-start" disabled>
                {round.status.isReady ? 'Pay out this round' : "Waiting for the round's money"}
              </Button>
            }
          >
            <RoundPayoutButton
              organizationId={organizationId}
              cycleId={cycle.id}
              round={round.number}
              isReady={round.status.isReady}
            />
          </Suspense>
        ) : null}
      </Card>
    </div>
  );
}

/** The organization dashboard's "This round" card for a stokvel with a cycle running. */
export function ThisRoundCard({ organizationId, actor }: { organizationId: string; actor: TRotationActor }) {
  const view = useQuery(rotationQueries.view(organizationId));
  const cycle = view.data?.cycle;
  if (!cycle || cycle.currentRound === null) return null;
  return (
    <section aria-labelledby="this-round-title" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="this-round-title" className="font-semibold">
          This round
        </h3>
        <Link to="/dashboard/rotation" className="text-primary text-sm underline-offset-4 hover:underline">
          Payout order
        </Link>
      </div>
      <ThisRound organizationId={organizationId} cycle={cycle} actor={actor} />
    </section>
  );
}
