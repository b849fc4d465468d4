import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type TReceipt, ZEmailReceipt } from '../../../shared/contracts/receipts';
import { FormFooter } from '../../components/form-footer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toastError } from '../../lib/toasts';
import { useEmailReceipt } from './receipts.mutations';

/**
 * Email Receipt (spec part 2 section 5): the recipient defaults to the member's address, is required, and
 * Send stays disabled while it is empty. The PDF goes as an attachment.
 */
export function EmailReceiptDialog({
  organizationId,
  receipt,
  defaultEmail,
  onOpenChange,
}: {
  organizationId: string;
  receipt: TReceipt | null;
  defaultEmail: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const [email, setEmail] = useState('');
  const send = useEmailReceipt(organizationId);
  useEffect(() => {
    if (receipt) setEmail(receipt.memberEmail ?? defaultEmail);
  }, [receipt, defaultEmail]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!receipt) return;
    const parsed = ZEmailReceipt.safeParse({ recipientEmail: email });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    try {
      const result = await send.mutateAsync({ receipt, recipientEmail: parsed.data.recipientEmail });
      toast.success(`Receipt emailed to ${result.recipientEmail}`);
      onOpenChange(false);
    } catch (error) {
      toastError(error, 'Failed to send email');
    }
  }

  return (
    <Dialog open={receipt !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Email Receipt</DialogTitle>
        <DialogDescription>
          {receipt ? `Send receipt ${receipt.receiptNumber} as a PDF attachment.` : ''}
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Email Receipt">
          <FormField htmlFor="receipt-email" label="Recipient Email">
            <Input
              id="receipt-email"
              type="email"
              autoComplete="email"
              maxLength={255}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormFooter
            submitLabel="Send"
            isPending={send.isPending}
            onCancel={() => onOpenChange(false)}
            isSubmitDisabled={email.trim() === ''}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
