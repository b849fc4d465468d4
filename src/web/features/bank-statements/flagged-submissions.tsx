import { useQuery } from '@tanstack/react-query';
import { PAYMENT_KIND_LABELS, paymentIdOf } from '../../../shared/contracts/bank-statements';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { bankQueries } from './bank.queries';

/** Pending payments the imported statements do not show: never confirmed from here. */
export function FlaggedSubmissions({ organizationId }: { organizationId: string }) {
  const query = useQuery(bankQueries.flagged(organizationId));
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-6" aria-labelledby="flagged-title">
      <h2 id="flagged-title" className="text-lg font-semibold">
        Submitted payments not on the statement ({query.data.length})
      </h2>
      <p className="text-sm text-muted-foreground">
        The member says they paid, but no deposit of that amount appears within five days. Check with them
        before confirming.
      </p>
      <ul className="grid gap-2">
        {query.data.map((item) => (
          <li
            key={paymentIdOf(item)}
            className="flex flex-col gap-1 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="grid gap-0.5">
              <span className="font-medium">{item.memberName ?? 'Former member'}</span>
              <span className="text-xs text-muted-foreground">
                {PAYMENT_KIND_LABELS[item.kind]} · {formatDate(item.paymentDate)}
                {item.referenceNumber ? ` · ${item.referenceNumber}` : ''}
              </span>
            </div>
            <div className="flex items-center gap-2">
              <span className="tabular-nums">{formatCents(item.amountCents)}</span>
              <Badge variant="destructive">{item.reason}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
