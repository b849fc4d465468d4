import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate } from '../../../shared/book-months';
import type { TOpeningPosition } from '../../../shared/contracts/opening-position';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { ReasonDialog } from '../../components/money-form/reason-dialog';
import { PageState } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { announceMove } from '../../lib/held-move';
import { openingPositionQueries, useReverseOpeningPosition } from '../ledger/opening-position.queries';
import { OpeningPositionForm } from './opening-position-form';

function Row({ label, cents, isStrong = false }: { label: string; cents: number; isStrong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${isStrong ? 'font-semibold' : ''}`}>
      <dt className={isStrong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd>
        <Money cents={cents} />
      </dd>
    </div>
  );
}

/** The opening position in the books, and the way to take it back whole. */
function PostedPosition({
  organizationId,
  position,
}: {
  organizationId: string;
  position: TOpeningPosition;
}) {
  const [isReversing, setIsReversing] = useState(false);
  const reverse = useReverseOpeningPosition(organizationId);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        In the books on {formatLongDate(position.asOf)}
        {position.postedByName ? `, posted by ${position.postedByName}` : ''} on{' '}
        {formatDate(position.postedAt)}. A mistake is corrected by reversing it whole and posting it again.
      </p>
      <dl aria-label="Opening position" className="grid gap-2 text-sm sm:max-w-md">
        {position.holdings.map((holding) => (
          <Row key={holding.name} label={holding.name} cents={holding.balanceCents} />
        ))}
        <Row label="Cash and bank" cents={position.cashCents} isStrong />
        <Row label={`Loans still owed (${position.loanCount})`} cents={position.loansCents} />
        <Row label={`Members' savings (${position.savingsCount})`} cents={position.savingsCents} />
        <Row label="The group's own (opening balances)" cents={position.equityCents} isStrong />
      </dl>
      <div>
        <Button type="button" variant="outline" onClick={() => setIsReversing(true)}>
          Reverse Opening Position
        </Button>
      </div>
      <ReasonDialog
        isOpen={isReversing}
        title="Reverse the opening position?"
        description="Its entry is reversed on the same day, and its savings and loans are taken back. Nothing can be reversed once a loan of it was repaid since."
        submitLabel="Reverse Opening Position"
        fieldId="opening-reversal-reason"
        isPending={reverse.isPending}
        onClose={() => setIsReversing(false)}
        onConfirm={async (reason, idempotencyKey) => {
          const answer = await reverse.mutateAsync({ input: { reason }, idempotencyKey });
          announceMove(answer, 'The opening position was reversed');
        }}
      />
    </div>
  );
}

/** The Books tab's opening position: what the group held and owed on the day its books start. */
export function OpeningPositionSection({ organizationId }: { organizationId: string }) {
  const view = useQuery(openingPositionQueries.view(organizationId));
  return (
    <section aria-labelledby="opening-position-title" className="grid gap-4 border-t pt-6">
      <h2 id="opening-position-title" className="text-lg font-semibold">
        Opening Position
      </h2>
      <PageState
        query={view}
        loadingLabel="Loading the opening position..."
        errorTitle="Failed to load the opening position"
      >
        {({ booksStartOn, position }) =>
          position ? (
            <PostedPosition organizationId={organizationId} position={position} />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                What the group held and owed when its books start on {formatLongDate(booksStartOn)}, from its
                exercise book or spreadsheet. It enters the books as one entry dated that day; where the group
                has two admins, the second signs it.
              </p>
              <OpeningPositionForm organizationId={organizationId} booksStartOn={booksStartOn} />
            </>
          )
        }
      </PageState>
    </section>
  );
}
