import { useQuery } from '@tanstack/react-query';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TReserve } from '../../../shared/contracts/reserve';
import { Money } from '../../components/money';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { reserveQuery } from './reserve.queries';

const funerals = (count: number) => (count === 1 ? 'the largest funeral' : `${count} funerals`);

/** The sentence the card leads with: in words, so the warning never rests on colour alone. */
export function describeReserve(reserve: TReserve): string {
  if (reserve.coversInForce === 0) return 'No cover is in force yet.';
  if (reserve.isBelow) return `Cash is below the cost of ${funerals(reserve.warnBelowPayouts)}.`;
  return `Cash pays for ${funerals(reserve.warnBelowPayouts)}.`;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Burial society admins: the cash against the cost of the largest covers and the monthly payouts. */
export function ReserveCard({ organizationId }: { organizationId: string }) {
  const reserve = useQuery(reserveQuery(organizationId));
  if (!hasAnswer(reserve)) {
    return (
      <QueryWait
        query={reserve}
        loadingLabel="Loading the reserve..."
        errorTitle="Failed to load the reserve"
      />
    );
  }
  const data = reserve.data;
  const Icon = data.isBelow ? CircleAlert : ShieldCheck;
  return (
    <Card
      data-testid="reserve-card"
      className={data.isBelow ? 'border-destructive/60' : undefined}
      aria-labelledby="reserve-title"
    >
      <CardHeader>
        <CardTitle id="reserve-title">Reserve</CardTitle>
        <CardDescription>
          The society&apos;s cash against the cover it has promised. Warn when cash is below the cost of{' '}
          {funerals(data.warnBelowPayouts)} (set in the group rules).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          role={data.isBelow ? 'alert' : 'status'}
          className={
            data.isBelow
              ? 'flex items-start gap-2 font-semibold text-destructive'
              : 'flex items-start gap-2 font-semibold'
          }
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span data-testid="reserve-state">
            {data.isBelow ? 'Warning: ' : ''}
            {describeReserve(data)}
          </span>
        </p>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label="Cash">
            <Money cents={data.cashCents} />
          </Figure>
          <Figure
            label={`Cost of the ${data.warnBelowPayouts === 1 ? 'largest cover' : `${data.warnBelowPayouts} largest covers`}`}
          >
            <Money cents={data.costOfLargestCents} />
          </Figure>
          <Figure label="Average payouts a month">
            <Money cents={data.averageMonthlyPayoutsCents} />
          </Figure>
          <Figure label="Months of payouts covered">
            {data.monthsOfPayouts === null ? 'No payouts in 12 months' : data.monthsOfPayouts.toFixed(1)}
          </Figure>
        </dl>
        <p className="text-xs text-muted-foreground">
          {data.coversInForce} {data.coversInForce === 1 ? 'person is' : 'people are'} covered or waiting.
          Average payouts are those of the 12 whole months before this one.
        </p>
      </CardContent>
    </Card>
  );
}
