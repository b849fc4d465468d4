import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate, formatMonthName } from '../../../shared/book-months';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toastError } from '../../lib/toasts';
import { booksQueries, useCloseBooks } from './books.queries';

/**
 * Closing the books: everyone sees which months are closed; admins (ledger.close_period) close an ended
 * month, with every open month before it, after confirming. Closed months take no entries or reversals.
 */
export function ClosedMonthsCard({
  organizationId,
  canClose,
}: {
  organizationId: string;
  canClose: boolean;
}) {
  const books = useQuery(booksQueries.status(organizationId));
  const close = useCloseBooks(organizationId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [reason, setReason] = useState('');

  if (!books.data) return <Skeleton className="h-24 w-full" />;
  const { closedThrough, closableMonths, closings, booksStartOn } = books.data;
  const month = chosen && closableMonths.includes(chosen) ? chosen : closableMonths.at(-1);
  const firstOpen = closableMonths[0];
  const range =
    month && firstOpen && firstOpen !== month
      ? `${formatMonthName(firstOpen)} to ${formatMonthName(month)}`
      : month
        ? formatMonthName(month)
        : '';

  async function confirm() {
    if (!month) return;
    try {
      const written = reason.trim();
      await close.mutateAsync(written ? { month, reason: written } : { month });
      setReason('');
      toast.success(`The books are closed through ${formatMonthName(month)}`);
      setIsConfirming(false);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Card role="region" className="mb-4 grid gap-3 p-4" aria-labelledby="closed-months-title">
      <div>
        <h2 id="closed-months-title" className="font-semibold">
          Closed months
        </h2>
        <p className="text-muted-foreground text-sm" data-testid="books-closed-through">
          {closedThrough
            ? `The books are closed through ${formatMonthName(closedThrough)}: nothing can be dated on or before ${formatLongDate(closedThrough)}. Corrections go into an open month.`
            : `No month is closed yet. The books run from ${formatLongDate(booksStartOn)}.`}
        </p>
      </div>
      {closings.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {closings.map((closing) => (
            <li key={closing.closedThrough}>
              Closed through {formatMonthName(closing.closedThrough)}
              {closing.closedByName ? ` by ${closing.closedByName}` : ''} on{' '}
              {formatLongDate(closing.closedAt.slice(0, 10))}
              {closing.reason ? ` (not reconciled: ${closing.reason})` : ''}
            </li>
          ))}
        </ul>
      )}
      {canClose && month && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField htmlFor="close-month" label="Close through">
            <NativeSelect id="close-month" value={month} onChange={(event) => setChosen(event.target.value)}>
              {closableMonths.map((option) => (
                <option key={option} value={option}>
                  {formatMonthName(option)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button onClick={() => setIsConfirming(true)}>Close the books</Button>
        </div>
      )}
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent>
          <DialogTitle>Close the books for {range}?</DialogTitle>
          <DialogDescription>
            Nothing can be posted or reversed with a date in {range} or before it. Corrections are dated in an
            open month. Closed months cannot be reopened.
          </DialogDescription>
          <FormField htmlFor="close-reason" label="Reason (when the bank statement does not reconcile)">
            <Textarea
              id="close-reason"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} disabled={close.isPending}>
              {close.isPending && <Spinner />}
              Close the books
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
