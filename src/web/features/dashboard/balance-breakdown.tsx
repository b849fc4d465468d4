import type { TBalanceBreakdown } from '../../../shared/contracts/figures';

/** What each part of the balance is called on screen. */
const BALANCE_BREAKDOWN_LABELS = {
  openingCents: 'Held when the books started',
  contributionsCents: 'Contributions',
  loansOutCents: 'Loans paid out',
  repaymentsCents: 'Loan repayments',
  payoutsCents: 'Payouts',
  feesCents: 'Fees',
  otherCents: 'Other money in and out',
} as const satisfies Record<keyof TBalanceBreakdown, string>;

import { Money } from '../../components/money';

const PARTS = Object.keys(BALANCE_BREAKDOWN_LABELS) as (keyof TBalanceBreakdown)[];

/** How the cash got where it is: opens on tap, click or keyboard; the parts sum to the Total Balance. */
export function BalanceBreakdown({ breakdown }: { breakdown: TBalanceBreakdown }) {
  return (
    <details className="group">
      <summary className="cursor-pointer select-none underline-offset-2 hover:underline">
        Cash and bank in the books · breakdown
      </summary>
      <dl className="mt-2 space-y-1 text-foreground">
        {PARTS.map((part) => (
          <div key={part} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{BALANCE_BREAKDOWN_LABELS[part]}</dt>
            <dd className="shrink-0">
              <Money cents={breakdown[part]} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
