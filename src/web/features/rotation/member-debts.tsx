import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import type { TRotationCycle } from '../../../shared/contracts/rotation';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/toasts';
import { DebtPaymentDialog } from './debt-payment-dialog';
import { useSetCollateral } from './rotation.mutations';
import type { TRotationActor, TRotationCycleProps } from './this-round';

type TMember = TRotationCycle['members'][number];

function CollateralForm({
  organizationId,
  cycleId,
  member,
}: {
  organizationId: string;
  cycleId: string;
  member: TMember;
}) {
  const [note, setNote] = useState(member.collateralNote ?? '');
  const save = useSetCollateral(organizationId, cycleId);
  const inputId = `collateral-${member.userId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { userId: member.userId, note },
      {
        onSuccess: () => toast.success(note.trim() ? 'Collateral noted' : 'Collateral note cleared'),
        onError: (error) => toastError(error),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        Collateral pledged by {member.name ?? 'this member'}
      </label>
      <Input
        id={inputId}
        className="min-w-0 flex-1 basis-48"
        maxLength={300}
        placeholder="e.g. a fridge, a car"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save
      </Button>
    </form>
  );
}

/** What was paid back, what waits to be confirmed, and the button to pay (member) or record (admin). */
function DebtRepayment({
  organizationId,
  cycleId,
  member,
  actor,
}: {
  organizationId: string;
  cycleId: string;
  member: TMember;
  actor: TRotationActor;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const isOwn = member.userId === actor.userId;
  const mayRecord =
    !actor.isReadOnly && !isOwn && can(actor, 'contribution.record', { ownerUserId: member.userId });
  const isOpenDebt = member.debtCents - member.debtPendingCents > 0;
  if (member.debtCents === 0 && member.debtRepaidCents === 0 && member.debtPendingCents === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="text-muted-foreground">
        {member.debtRepaidCents > 0 && (
          <>
            Paid back <Money cents={member.debtRepaidCents} />.{' '}
          </>
        )}
        {member.debtPendingCents > 0 && (
          <>
            <Money cents={member.debtPendingCents} /> reported, waiting for an admin to confirm it.
          </>
        )}
      </span>
      {isOpenDebt && (isOwn || mayRecord) && (
        <>
          <Button size="sm" variant="outline" onClick={() => setIsOpen(true)}>
            {isOwn ? 'Report a payment' : 'Record payment'}
          </Button>
          <DebtPaymentDialog
            organizationId={organizationId}
            cycleId={cycleId}
            member={member}
            isOwn={isOwn}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </>
      )}
    </div>
  );
}

/**
 * Who owes the group: members who missed a round after being paid, with the collateral they pledged (ADR
 * 0026). Admins note each member's collateral here.
 */
export function MemberDebts({ organizationId, cycle, actor }: TRotationCycleProps) {
  const mayManage = can(actor, 'rotation.manage');
  const owing = cycle.members.filter((member) => member.debtCents > 0);
  const hasDebtHistory = (m: TMember) => m.debtCents > 0 || m.debtRepaidCents > 0 || m.debtPendingCents > 0;
  const shown = mayManage
    ? cycle.members
    : cycle.members.filter((m) => hasDebtHistory(m) || m.collateralNote);
  return (
    <Card className="grid gap-3 p-4" data-testid="rotation-debts">
      <h2 className="font-semibold text-lg">Owed to the group</h2>
      {owing.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nobody owes the group: no one missed a round after being paid.
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">
          A member who misses a round after being paid owes the group that round’s amount.
        </p>
      )}
      <div className="grid gap-3">
        {shown.map((member) => (
          <div
            key={member.userId}
            data-testid="debt-row"
            className="grid gap-1 border-b pb-3 text-sm last:border-b-0"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0 break-words font-medium">{member.name ?? 'A former member'}</span>
              {member.debtCents === 0 && member.debtRepaidCents > 0 && <span>Debt paid back</span>}
              {member.debtCents > 0 && (
                <span>
                  Owes <Money cents={member.debtCents} /> (missed round
                  {member.missedAfterPaidRounds.length > 1 ? 's' : ''}{' '}
                  {member.missedAfterPaidRounds.join(', ')})
                </span>
              )}
            </div>
            <DebtRepayment organizationId={organizationId} cycleId={cycle.id} member={member} actor={actor} />
            {mayManage && !actor.isReadOnly ? (
              <CollateralForm organizationId={organizationId} cycleId={cycle.id} member={member} />
            ) : (
              <span className="break-words text-muted-foreground">
                {member.collateralNote
                  ? `Collateral pledged: ${member.collateralNote}`
                  : 'No collateral pledged'}
              </span>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}
