import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import type { TLevy } from '../../../shared/contracts/burial-levies';
import { Money } from '../../components/money';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { levyQueries } from './levies.queries';
import { PayLevyDialog } from './pay-levy-dialog';

export type TLevyActor = { role: TRole; userId: string | null };

/**
 * The levies after funeral payouts: a member's own on My Cover, every member's on the Cover Register, where
 * another admin records a payment. Owed levies never lapse the cover (ADR 33).
 */
export function LeviesCard({
  organizationId,
  actor,
  isRegister,
  isReadOnly,
}: {
  organizationId: string;
  actor: TLevyActor;
  isRegister: boolean;
  /** Platform staff viewing the society: the levies, no payment to record. */
  isReadOnly: boolean;
}) {
  const levies = useQuery(levyQueries.list(organizationId));
  const [paying, setPaying] = useState<TLevy | null>(null);
  if (!hasAnswer(levies)) {
    return <QueryWait query={levies} loadingLabel="Loading levies..." errorTitle="Failed to load levies" />;
  }
  const { totals } = levies.data;
  const shown = isRegister ? levies.data.levies.filter((levy) => levy.paidOn === null) : levies.data.levies;
  if (!isRegister && shown.length === 0) return null;
  return (
    <Card data-testid="levies">
      <CardHeader>
        <CardTitle>{isRegister ? 'Levies owed' : 'Your levies'}</CardTitle>
        <CardDescription>
          {totals.owedCount === 0 ? (
            'No levy is owed.'
          ) : (
            <>
              <Money cents={totals.owedCents} /> owed in {totals.owedCount}{' '}
              {totals.owedCount === 1 ? 'levy' : 'levies'}.
            </>
          )}{' '}
          {isRegister
            ? 'Raised on every member in force on the plan when a claim is paid.'
            : "The society's levy after each funeral it pays. Pay it to the society: an admin records it. An unpaid levy is owed but does not lapse your cover."}
        </CardDescription>
      </CardHeader>
      {shown.length > 0 && (
        <CardContent>
          <ul className="grid gap-2" aria-label={isRegister ? 'Levies owed' : 'Your levies'}>
            {shown.map((levy) => (
              <li
                key={levy.id}
                data-testid="levy"
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <div className="min-w-0">
                  {isRegister && <p className="font-medium break-words">{levy.memberName}</p>}
                  <p>
                    <Money cents={levy.amountCents} /> after a funeral paid on {formatLongDate(levy.raisedOn)}
                  </p>
                  <p className="text-muted-foreground" data-testid="levy-status">
                    {levy.paidOn ? `Paid on ${formatLongDate(levy.paidOn)}` : 'Owed'}
                  </p>
                </div>
                {isRegister &&
                  !isReadOnly &&
                  levy.paidOn === null &&
                  can(actor, 'contribution.record', { ownerUserId: levy.memberUserId }) && (
                    <Button size="sm" variant="outline" onClick={() => setPaying(levy)}>
                      Record payment
                    </Button>
                  )}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      {isRegister && (
        <PayLevyDialog organizationId={organizationId} levy={paying} onClose={() => setPaying(null)} />
      )}
    </Card>
  );
}
