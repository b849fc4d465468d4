import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { PageState } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { MemberDebts } from './member-debts';
import { useAnswerSwap, usePayOutRound, useProposeSwap } from './rotation.mutations';
import { rotationQueries } from './rotation.queries';
import { StartCycleForm } from './start-cycle-form';
import { ThisRound, type TRotationActor, type TRotationCycleProps } from './this-round';

function OrderAndSwaps({ organizationId, cycle, actor }: TRotationCycleProps) {
  const propose = useProposeSwap(organizationId, cycle.id);
  const answer = useAnswerSwap(organizationId);
  const payOut = usePayOutRound(organizationId, cycle.id);
  const { getKey, resetKey } = useIdempotencyKey();
  const mayPayOut = !actor.isReadOnly && can(actor, 'rotation.payout');
  const isInCycle = cycle.members.some((m) => m.userId === actor.userId);
  const nameOf = (id: string) => cycle.members.find((m) => m.userId === id)?.name ?? 'A former member';
  const done = (message: string) => ({
    onSuccess: () => toast.success(message),
    onError: (error: unknown) => toastError(error),
  });
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold text-lg">Payout order</h2>
      <p className="break-all text-muted-foreground text-sm" data-testid="draw-seed">
        {cycle.drawSeed
          ? `Drawn with seed ${cycle.drawSeed} (SHA-256 Fisher-Yates over the member ids; accepted swaps below).`
          : 'Set by hand by an admin.'}
      </p>
      <ol className="grid gap-2">
        {cycle.rounds.map((round) => (
          <li key={round.number} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {round.number}. {round.recipientName ?? 'A former member'} ({round.startsOn})
              {round.payout ? ' - paid out' : ''}
            </span>
            {mayPayOut && round.status?.isReady ? (
              <Button
                size="sm"
                disabled={payOut.isPending}
                onClick={() =>
                  payOut.mutate(
                    { round: round.number, idempotencyKey: getKey({ round: round.number }) },
                    {
                      onSuccess: (result) => {
                        resetKey();
                        announceMove(result, 'Payout posted');
                      },
                      onError: (error) => toastError(error),
                    },
                  )
                }
              >
                Pay out round {round.number}
              </Button>
            ) : null}
            {isInCycle && round.recipientId !== actor.userId && !round.payout ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => propose.mutate(round.recipientId, done('Swap asked'))}
              >
                Ask to swap
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {cycle.swaps
        .filter((swap) => swap.status === 'pending')
        .map((swap) => (
          <div key={swap.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="swap-request">
            <span>
              {nameOf(swap.proposedBy)} asks to swap with {nameOf(swap.counterpartId)}
            </span>
            {swap.counterpartId === actor.userId ? (
              <>
                <Button
                  size="sm"
                  onClick={() => answer.mutate({ swapId: swap.id, action: 'accept' }, done('Swap accepted'))}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => answer.mutate({ swapId: swap.id, action: 'decline' }, done('Swap declined'))}
                >
                  Decline
                </Button>
              </>
            ) : null}
          </div>
        ))}
    </Card>
  );
}

/** Platform staff viewing the group (isStaffView) see the rotation and change nothing. */
function RotationBoard({ organizationId, role, userId, isStaffView }: TOrganizationScope) {
  const actor: TRotationActor = { role, userId, isReadOnly: isStaffView };
  // Live: the key starts with 'rotation', which every draw, swap and payout publishes.
  const view = useQuery(rotationQueries.view(organizationId));
  const mayManage = !actor.isReadOnly && can(actor, 'rotation.manage');
  return (
    <PageState
      query={view}
      loadingLabel="Loading the rotation..."
      errorTitle="Failed to load the rotation"
      empty={{
        isEmpty: ({ cycle }) => !cycle && !mayManage,
        title: 'No cycle has started yet',
        icon: Repeat,
      }}
    >
      {({ cycle }) =>
        cycle ? (
          <div className="grid gap-4">
            <ThisRound organizationId={organizationId} cycle={cycle} actor={actor} />
            <OrderAndSwaps organizationId={organizationId} cycle={cycle} actor={actor} />
            <MemberDebts organizationId={organizationId} cycle={cycle} actor={actor} />
          </div>
        ) : (
          <StartCycleForm organizationId={organizationId} />
        )
      }
    </PageState>
  );
}

/** /dashboard/rotation: a rotating stokvel's payout order, this round and swaps (ADR 0026). */
export function RotationPage() {
  return (
    <OrganizationPage
      title="Rotation"
      getDescription={(name) => `Who in ${name} is paid out when, this round's money and swaps.`}
      content={RotationBoard}
    />
  );
}
