import { Download, Eye, Mail, Receipt } from 'lucide-react';
import { RECEIPT_CATEGORY_LABELS, type TReceipt } from '../../../shared/contracts/receipts';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ReceiptStatusBadge } from './receipt-status-badge';

export type TReceiptActions = {
  onView: (receipt: TReceipt) => void;
  /** Absent where nothing may be sent (platform staff viewing the organization). */
  onEmail: ((receipt: TReceipt) => void) | null;
  onDownload: (receipt: TReceipt) => void;
  downloadingId: string | null;
};

function ReceiptRow({
  receipt,
  isMemberShown,
  actions,
}: {
  receipt: TReceipt;
  isMemberShown: boolean;
  actions: TReceiptActions;
}) {
  const details = [
    isMemberShown ? (receipt.memberName ?? 'Member') : null,
    formatDate(receipt.receiptDate),
    receipt.category ? RECEIPT_CATEGORY_LABELS[receipt.category] : null,
  ].filter(Boolean);
  const isDownloading = actions.downloadingId === receipt.id;
  return (
    <li className="flex flex-col gap-3 px-6 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="font-mono text-sm break-all">{receipt.receiptNumber}</span>
          <ReceiptStatusBadge status={receipt.status} />
        </p>
        <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>
        {receipt.description && <p className="truncate text-sm">{receipt.description}</p>}
      </div>
      <div className="flex items-center justify-between gap-3 md:justify-end">
        <Money cents={receipt.amountCents} className="text-lg font-semibold" />
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.onView(receipt)}
            aria-label={`View receipt ${receipt.receiptNumber}`}
          >
            <Eye aria-hidden />
            <span className="hidden sm:inline">View</span>
          </Button>
          {actions.onEmail && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => actions.onEmail?.(receipt)}
              aria-label={`Email receipt ${receipt.receiptNumber}`}
            >
              <Mail aria-hidden />
              <span className="hidden sm:inline">Email</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.onDownload(receipt)}
            disabled={isDownloading}
            aria-label={`Download receipt ${receipt.receiptNumber}`}
          >
            {isDownloading ? <Spinner /> : <Download aria-hidden />}
            <span className="hidden sm:inline">Download</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The receipt history: one row per receipt that stacks into a card on narrow screens. */
export function ReceiptList({
  items,
  isLoading,
  isMemberShown,
  isSearching,
  actions,
}: {
  items: readonly TReceipt[];
  isLoading: boolean;
  isMemberShown: boolean;
  isSearching: boolean;
  actions: TReceiptActions;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3 px-6 pb-6" role="status" aria-busy="true" aria-label="Loading receipts">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No receipts found" className="pt-4">
        {isSearching
          ? 'No receipt matches your search.'
          : 'Receipts appear here as payments are recorded and confirmed.'}
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Receipt History" className="divide-y border-t">
      {items.map((receipt) => (
        <ReceiptRow key={receipt.id} receipt={receipt} isMemberShown={isMemberShown} actions={actions} />
      ))}
    </ul>
  );
}
