import { getTodayIso } from '../../../shared/calendar';
import type { TTransaction } from '../../../shared/contracts/transactions';
import { formatRelativeTime, getTransactionMoment, humanizeKey } from '../../../shared/format';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Money } from '../../components/money';
import { Card, CardHeader } from '../../components/ui/card';
import { getTransactionsExportPath } from '../transactions/transactions.queries';

/** The latest 8 transactions in the caller's scope, newest first, with Export of the full list. */
export function RecentTransactions({
  organizationId,
  items,
}: {
  organizationId: string;
  items: readonly TTransaction[];
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg leading-tight font-semibold">Recent Transactions</h2>
        <DownloadCsvButton
          href={getTransactionsExportPath(organizationId, { search: '', type: undefined })}
        />
      </CardHeader>
      {items.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-muted-foreground">No transactions found</p>
      ) : (
        <ul aria-label="Recent Transactions" className="divide-y border-t">
          {items.map((transaction) => (
            <li key={transaction.id} className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={transaction.description}>
                  {transaction.description}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={transaction.transactionDate}>
                    {formatRelativeTime(
                      getTransactionMoment(transaction.transactionDate, transaction.createdAt, getTodayIso()),
                    )}
                  </time>
                  {' · '}
                  <span className="capitalize">{humanizeKey(transaction.transactionType)}</span>
                </p>
              </div>
              <Money cents={transaction.amountCents} className="shrink-0 font-semibold" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
