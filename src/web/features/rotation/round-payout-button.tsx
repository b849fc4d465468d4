import { Button } from '../../components/ui/button';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { usePayOutRound } from './rotation.mutations';

/**
 * An admin's "Pay out this round". Loaded only where an admin sees it (this-round.tsx): the write and its
 * answer's contract stay out of a member's first visit to the stokvel's home.
 */
export function RoundPayoutButton({
  organizationId,
  cycleId,
  round,
  isReady,
}: {
  organizationId: string;
  cycleId: string;
  round: number;
  isReady: boolean;
}) {
  const payOut = usePayOutRound(organizationId, cycleId);
  const { getKey, resetKey } = useIdempotencyKey();
  const pay = () =>
    payOut.mutate(
      { round, idempotencyKey: getKey({ round }) },
      {
        onSuccess: (answer) => {
          resetKey();
          announceMove(answer, 'Payout posted');
        },
        onError: (error) => toastError(error),
      },
    );
  return (
    <Button className="justify-self-start" onClick={pay} disabled={!isReady || payOut.isPending}>
      {isReady ? 'Pay out this round' : "Waiting for the round's money"}
    </Button>
  );
}
