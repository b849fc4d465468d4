import { ArrowLeftRight, Undo2 } from 'lucide-react';
import type { TTransaction } from '../../../shared/contracts/transactions';
import { formatDate, humanizeKey } from '../../../shared/format';
import { PHONE_CARD } from '../../components/data-table/phone-card';
import { Money } from '../../components/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { useIsPhone } from '../../lib/use-is-phone';
import { useRowsInSteps } from '../../lib/use-rows-in-steps';

function TransactionsSkeleton() {
  return (
    <div className="grid gap-3 p-4" aria-busy="true">
      <span className="sr-only">Loading transactions</span>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3 max-w-64" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

/** Whether the row corrects another, or has been corrected. */
function ReversalBadges({ transaction }: { transaction: TTransaction }) {
  return (
    <>
      {transaction.isReversal && (
        <Badge variant="outline" className="ml-2">
          Reversal
        </Badge>
      )}
      {transaction.isReversed && (
        <Badge variant="secondary" className="ml-2">
          Reversed
        </Badge>
      )}
    </>
  );
}

function ReverseButton({
  transaction,
  onReverse,
  className,
}: {
  transaction: TTransaction;
  onReverse: TOnReverse;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => onReverse(transaction)}
      aria-label={`Reverse ${transaction.description}`}
    >
      <Undo2 aria-hidden />
      Reverse
    </Button>
  );
}

type TOnReverse = (transaction: TTransaction) => void;

/**
 * The journal seen from the bank account: one row per transaction, outflows negative and red; cards with the
 * amount always in view below 768 px, the table from there up.
 */
export function TransactionsList({
  items,
  isLoading,
  isFiltering,
  onReverse,
}: {
  items: readonly TTransaction[];
  isLoading: boolean;
  isFiltering: boolean;
  /** Admins: what the row's Reverse button does (shown on rows recorded here and not reversed). */
  onReverse?: TOnReverse | undefined;
}) {
  // Cards on a phone, the table from 768 px: only the one shown is rendered.
  const isPhone = useIsPhone();
  const phoneItems = useRowsInSteps(items, isPhone);
  if (isLoading) return <TransactionsSkeleton />;
  if (items.length === 0) {
    return (
      <EmptyState icon={ArrowLeftRight} title="No transactions found">
        {isFiltering ? 'Try adjusting your search or filters' : 'Start by creating your first transaction'}
      </EmptyState>
    );
  }
  return isPhone ? (
    <ul aria-label="Transactions" className="divide-y md:hidden">
      {phoneItems.map((transaction) => (
        <li key={transaction.id} className={`flex items-start justify-between gap-3 ${PHONE_CARD}`}>
          <div className="min-w-0 flex-1">
            <p className="break-words font-medium">
              {transaction.description}
              <ReversalBadges transaction={transaction} />
            </p>
            <p className="text-xs text-muted-foreground">
              {formatDate(transaction.transactionDate)} ·{' '}
              <span className="capitalize">{humanizeKey(transaction.transactionType)}</span>
            </p>
            {onReverse && transaction.isReversibleHere && (
              <div className="mt-2">
                <ReverseButton transaction={transaction} onReverse={onReverse} />
              </div>
            )}
          </div>
          <Money cents={transaction.amountCents} className="shrink-0 font-semibold" />
        </li>
      ))}
    </ul>
  ) : (
    <div className="hidden md:block">
      <Table label="Transactions">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Date</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            {onReverse && (
              <TableHead className="w-28">
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((transaction) => (
            <TableRow key={transaction.id}>
              <TableCell className="whitespace-nowrap">{formatDate(transaction.transactionDate)}</TableCell>
              <TableCell className="min-w-48">
                {transaction.description}
                <ReversalBadges transaction={transaction} />
              </TableCell>
              <TableCell className="whitespace-nowrap capitalize">
                {humanizeKey(transaction.transactionType)}
              </TableCell>
              <TableCell className="text-right">
                <Money cents={transaction.amountCents} />
              </TableCell>
              {onReverse && (
                <TableCell className="py-1.5 text-right">
                  {transaction.isReversibleHere && (
                    // Compact, so a row with the button is no taller than one without.
                    <ReverseButton transaction={transaction} onReverse={onReverse} className="h-7 px-2" />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
