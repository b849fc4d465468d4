import type { TShareOut } from '../../../shared/contracts/share-outs';
import { Money } from '../../components/money';

/** How the pot was built: the members' savings and the group's income, less what it spent in the cycle. */
export function PotBuilt({ shareOut }: { shareOut: TShareOut }) {
  const { pot } = shareOut;
  const incomeCents = pot.interestCents + pot.finesCents + pot.otherIncomeCents;
  return (
    <p className="text-sm text-muted-foreground" data-testid="share-out-pot-built">
      Pot: savings <Money cents={pot.savingsCents} /> + income <Money cents={incomeCents} /> (interest{' '}
      <Money cents={pot.interestCents} />, fines <Money cents={pot.finesCents} />, other{' '}
      <Money cents={pot.otherIncomeCents} />) − expenses and write-offs <Money cents={pot.expensesCents} /> ={' '}
      <Money cents={shareOut.totalCents} />
    </p>
  );
}
