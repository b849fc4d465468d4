import type { TPaidPeriod } from '../../../shared/group-rules/payment-trail';
import { Money } from '../../components/money';
import { describePaidPeriod } from './standing-text';

/**
 * The last months and the payments that paid them, so a member who missed a month sees that their next
 * payment paid it and which month is left owing. Open while something is owed, folded when up to date.
 */
export function PaymentTrail({ periods, isOpen }: { periods: TPaidPeriod[]; isOpen: boolean }) {
  return (
    <details className="text-sm" open={isOpen}>
      <summary className="cursor-pointer font-medium">How your payments were applied</summary>
      <p className="mt-2 text-muted-foreground">Each payment pays the oldest month still owed first.</p>
      <ul className="mt-1 grid gap-1" aria-label="How your payments were applied">
        {periods.map((period) => (
          <li key={period.periodKey} className="flex justify-between gap-4 border-b py-1 last:border-0">
            <span>
              {period.periodLabel}
              <span className="block text-xs text-muted-foreground">{describePaidPeriod(period)}</span>
            </span>
            <Money cents={period.amountCents} />
          </li>
        ))}
      </ul>
    </details>
  );
}
