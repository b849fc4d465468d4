import type { TLoanTerms, TLoanTermsView } from '../../../shared/contracts/loans';
import { formatNumber } from '../../../shared/format';
import { formatInterestRate, percentToBps } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import { cn } from '../../lib/cn';

/** The largest loan in words: 'R 5 000,00' or '3 × your completed contributions'. */
export function describeLoanLimit(limit: TLoanTerms['limit']): string {
  return limit.kind === 'fixed'
    ? formatCents(limit.amountCents)
    : `${formatNumber(limit.multiple)} × your completed contributions`;
}

/** The organization's loan terms as a member reads them before applying. */
export function LoanTermsSummary({ view, className }: { view: TLoanTermsView; className?: string }) {
  const { terms } = view;
  const rows = [
    {
      label: 'Interest',
      value: `${formatInterestRate(percentToBps(terms.interestRatePercent))} flat for the term`,
    },
    {
      label: 'Longest term',
      value: `${terms.maxTermMonths} ${terms.maxTermMonths === 1 ? 'month' : 'months'}`,
    },
    { label: 'Largest loan', value: describeLoanLimit(terms.limit) },
    { label: 'You may borrow up to', value: formatCents(Math.max(0, view.maxAmountCentsForCaller)) },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4', className)}>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="font-medium tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
