import { useState } from 'react';
import { toast } from 'sonner';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import { ZReceiptBatchQuery } from '../../../shared/contracts/receipts';
import { formatNumber } from '../../../shared/format';
import { DateRangeFields } from '../../components/date-range-fields';
import { FormFooter } from '../../components/form-footer';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toastError } from '../../lib/toasts';
import { downloadReceiptZip } from './receipt-download';

type TProgress = { count: number; fraction: number };

/** Admins: every receipt of a period as one ZIP of PDFs, with progress while a large period streams in. */
export function BatchDownloadDialog({ organizationId, isOpen, onOpenChange }: TOrganizationDialogProps) {
  const [period, setPeriod] = useState(() => ({ from: getMonthStart(getTodayIso()), to: getTodayIso() }));
  const [progress, setProgress] = useState<TProgress | null>(null);

  async function download(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZReceiptBatchQuery.safeParse(period);
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? 'Choose a period');
    setProgress({ count: 0, fraction: 0 });
    try {
      const count = await downloadReceiptZip(organizationId, parsed.data, setProgress);
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
            <DateRangeFields
              idPrefix="batch"
              labels={{ start: 'From', end: 'To' }}
              start={period.from}
              end={period.to}
              onChange={(from, to) => setPeriod({ from, to })}
            />
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
          <FormFooter
            submitLabel="Download ZIP"
            isPending={progress !== null}
            onCancel={() => onOpenChange(false)}
            isCancelDisabled={progress !== null}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
