import { Landmark } from 'lucide-react';
import type { TLoanDistributionRow } from '../../../shared/contracts/analytics';
import { formatNumber } from '../../../shared/format';
import type { TLoanStatus } from '../../../shared/loans';
import { Money } from '../../components/money';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';

const STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  active: 'Active',
  paid: 'Paid',
  defaulted: 'Defaulted',
} satisfies Record<TLoanStatus, string>;

const BAR_COLOURS = {
  pending: 'bg-amber-500',
  approved: 'bg-sky-500',
  rejected: 'bg-muted-foreground/60',
  active: 'bg-primary',
  paid: 'bg-primary/45',
  defaulted: 'bg-destructive',
} satisfies Record<TLoanStatus, string>;

function DistributionRow({ row }: { row: TLoanDistributionRow }) {
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{STATUS_LABELS[row.status]}</span>
        <span className="text-muted-foreground tabular-nums">
          {formatNumber(row.count)} {row.count === 1 ? 'loan' : 'loans'} · <Money cents={row.amountCents} />
        </span>
      </div>
      {/* The figures are in the text above; the bar only draws them. */}
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full', BAR_COLOURS[row.status])}
          style={{ width: `${row.barPercent}%` }}
        />
      </div>
    </li>
  );
}

/**
 * Loans asked for in the period, by status. Bar widths come from the server (getLoanBarPercent): a status's
 * share of the loans, except defaulted, which counts 10 percent per loan; all capped at 100 percent.
 */
export function LoanDistribution({
  rows,
  loanCount,
  canOfferLoans,
}: {
  rows: readonly TLoanDistributionRow[];
  loanCount: number;
  canOfferLoans: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Loan Distribution</CardTitle>
        <CardDescription>Loans asked for in this period, by status</CardDescription>
      </CardHeader>
      {!canOfferLoans && loanCount === 0 ? (
        <EmptyState icon={Landmark} title="No loans for stokvels" className="pt-4">
          Stokvels pool and share out their savings; they do not lend to members, so there is no loan
          distribution to show.
        </EmptyState>
      ) : loanCount === 0 ? (
        <EmptyState icon={Landmark} title="No loans in this period" className="pt-4">
          Loans members ask for will show here by status.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 px-6 pb-6">
          {rows.map((row) => (
            <DistributionRow key={row.status} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}
