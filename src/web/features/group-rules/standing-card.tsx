import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '../../../shared/book-months';
import type { TStandingDebt } from '../../../shared/contracts/group-rules';
import { Money } from '../../components/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useOnceSettled } from '../../lib/use-once-settled';
import { groupRuleQueries } from './group-rules.queries';
import { PaymentTrail } from './payment-trail';
import { RulesSummary } from './rules-summary';
import { describeStanding } from './standing-text';

const DEBT_KIND_LABELS = {
  contribution: 'Contribution',
  joining_fee: 'Joining fee',
  fine: 'Late fine',
} as const;

function Breakdown({ debts }: { debts: TStandingDebt[] }) {
  return (
    <ul className="grid gap-1 text-sm" aria-label="What you owe">
      {debts.map((debt) => (
        <li
          key={`${debt.kind}:${debt.periodKey}`}
          className="flex justify-between gap-4 border-b py-1 last:border-0"
        >
          <span>
            {DEBT_KIND_LABELS[debt.kind]}, {debt.periodLabel}
            <span className="block text-xs text-muted-foreground">Due {formatLongDate(debt.dueOn)}</span>
          </span>
          <Money cents={debt.outstandingCents} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's card on the dashboard: what they owe in contributions (not loans) under the group's rules, and the rules themselves, folded
 * away: those are asked once the page is drawn (ADR 51), or at once when unfolded before.
 */
export function StandingCard({ organizationId }: { organizationId: string }) {
  const standing = useQuery(groupRuleQueries.myStanding(organizationId));
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  const isSettled = useOnceSettled();
  const rules = useQuery({ ...groupRuleQueries.rules(organizationId), enabled: isSettled || isRulesOpen });
  if (!standing.data?.hasRules) return null;
  const data = standing.data;
  const isUpToDate = data.owedCents === 0;
  const Icon = isUpToDate ? CircleCheck : CircleAlert;
  return (
    <Card role="region" aria-labelledby="my-standing-title">
      <CardHeader className="gap-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          Your contributions
        </p>
        <CardTitle id="my-standing-title" className="flex items-center gap-2 text-base">
          <Icon aria-hidden className={isUpToDate ? 'size-5 text-emerald-600' : 'size-5 text-amber-600'} />
          <span data-testid="my-standing">{describeStanding(data)}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!isUpToDate && <Breakdown debts={data.overdue} />}
        {data.nextDue && (
          <p className="text-sm text-muted-foreground">
            Next: {data.nextDue.periodLabel}, due {formatLongDate(data.nextDue.dueOn)}
            {data.nextDue.outstandingCents > 0 ? (
              <>
                {' '}
                (<Money cents={data.nextDue.outstandingCents} />)
              </>
            ) : (
              ' (paid)'
            )}
          </p>
        )}
        {data.creditCents > 0 && (
          <p className="text-sm text-muted-foreground">
            In credit: <Money cents={data.creditCents} />, kept for your next contributions
          </p>
        )}
        {data.recentPeriods.length > 0 && <PaymentTrail periods={data.recentPeriods} isOpen={!isUpToDate} />}
        <details className="text-sm" onToggle={(event) => setIsRulesOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer font-medium">Group rules</summary>
          <div className="mt-2">
            {rules.isError ? (
              <p className="text-sm text-muted-foreground">
                The rules could not be loaded. Please try again.
              </p>
            ) : rules.data ? (
              <RulesSummary version={rules.data.current} />
            ) : (
              <p className="text-sm text-muted-foreground">Loading the rules…</p>
            )}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
