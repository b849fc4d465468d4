import { useState } from 'react';
import { toast } from 'sonner';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import { ZReceiptBatchQuery } from '../../../shared/contracts/receipts';
import { formatNumber } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/toasts';
import { downloadReceiptZip } from './receipt-download';

type TProgress = { count: number; fraction: number };

/** Admins: every receipt of a period as one ZIP of PDFs, with progress while a large period streams in. */
export function BatchDownloadDialog({
  organizationId,
  isOpen,
  onOpenChange,
}: {
  organizationId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [from, setFrom] = useState(() => getMonthStart(getTodayIso()));
  const [to, setTo] = useState(() => getTodayIso());
  const [progress, setProgress] = useState<TProgress | null>(null);

  async function download(event: React.FormEvent) {
    event.preventDefault();
    const period = ZReceiptBatchQuery.safeParse({ from, to });
    if (!period.success) return void toast.error(period.error.issues[0]?.message ?? 'Choose a period');
    setProgress({ count: 0, fraction: 0 });
    try {
      const count = await downloadReceiptZip(organizationId, period.data, setProgress);
      toast.success(`${formatNumber(count)} receipts downloaded`);
      onOpenChange(false);
    } catch (error) {
      toastError(error, 'Failed to download receipts');
    } finally {
      setProgress(null);
    }
  }

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <Dialog open={isOpen} onOpenChange={(next) => (progress ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>Download Receipts</DialogTitle>
        <DialogDescription>Every receipt dated in the period, as PDFs in one ZIP file.</DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={download} aria-label="Download Receipts">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField htmlFor="batch-from" label="From">
              <Input
                id="batch-from"
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </FormField>
            <FormField htmlFor="batch-to" label="To">
              <Input id="batch-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </FormField>
          </div>
          {progress && (
            <div className="grid gap-2" aria-live="polite">
              <div
                role="progressbar"
                aria-label="Download progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-secondary"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <p className="text-sm text-muted-foreground">
                {progress.count
                  ? `Preparing ${formatNumber(progress.count)} receipts… ${percent}%`
                  : 'Counting receipts…'}
              </p>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={progress !== null}>
              Cancel
            </Button>
            <Button type="submit" disabled={progress !== null}>
              {progress && <Spinner />}
              Download ZIP
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
