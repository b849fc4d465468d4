import { Download, Mail } from 'lucide-react';
import {
  getReceiptVerifyPath,
  RECEIPT_CATEGORY_LABELS,
  type TReceipt,
} from '../../../shared/contracts/receipts';
import { formatDate } from '../../../shared/format';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { ReceiptStatusBadge } from './receipt-status-badge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** One receipt in full, with its verification code and link, and the download and e-mail actions. */
export function ReceiptDetailDialog({
  receipt,
  onOpenChange,
  onEmail,
  onDownload,
}: {
  receipt: TReceipt | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Absent where nothing may be sent (platform staff viewing the organization). */
  onEmail: ((receipt: TReceipt) => void) | null;
  onDownload: (receipt: TReceipt) => void;
}) {
  const verifyPath = receipt ? getReceiptVerifyPath(receipt.receiptNumber, receipt.verificationCode) : '';
  return (
    <Dialog open={receipt !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {receipt && (
          <>
            <DialogTitle>Receipt {receipt.receiptNumber}</DialogTitle>
            <DialogDescription>Issued from the master book when the payment was recorded.</DialogDescription>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Amount">
                <Money cents={receipt.amountCents} className="text-xl font-semibold" />
              </Field>
              <Field label="Status">
                <ReceiptStatusBadge status={receipt.status} />
              </Field>
              <Field label="Member">{receipt.memberName ?? 'Member'}</Field>
              <Field label="Date">{formatDate(receipt.receiptDate)}</Field>
              <Field label="Category">
                {receipt.category ? RECEIPT_CATEGORY_LABELS[receipt.category] : 'Other'}
              </Field>
              <Field label="Journal reference">
                {receipt.journalEntryId
                  ? receipt.journalEntryId.slice(0, 8).toUpperCase()
                  : 'Awaiting confirmation'}
              </Field>
              <div className="sm:col-span-2">
                <Field label="Description">{receipt.description ?? '—'}</Field>
              </div>
              {receipt.status === 'void' && (
                <p className="text-sm font-medium text-destructive sm:col-span-2">
                  This receipt is void:{' '}
                  {(receipt.voidReason ?? 'the payment did not go through').toLowerCase()}.
                </p>
              )}
              <div className="sm:col-span-2">
                <Field label="Verification code">
                  <span className="font-mono">{receipt.verificationCode}</span>{' '}
                  <a
                    className="text-sm text-primary underline"
                    href={verifyPath}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Check it online
                  </a>
                </Field>
              </div>
            </dl>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {onEmail && (
                <Button variant="outline" onClick={() => onEmail(receipt)}>
                  <Mail aria-hidden />
                  Email
                </Button>
              )}
              <Button onClick={() => onDownload(receipt)}>
                <Download aria-hidden />
                Download PDF
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
