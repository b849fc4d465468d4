import { useState } from 'react';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { type TLevy, ZPayLevy } from '../../../shared/contracts/burial-levies';
import { formatCents } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { PaymentMethodField } from '../../components/money-form/money-fields';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { usePayLevy } from './levies.mutations';

/** Records that a member paid a levy in full: the day paid and how. */
export function PayLevyDialog({
  organizationId,
  levy,
  onClose,
}: {
  organizationId: string;
  levy: TLevy | null;
  onClose: () => void;
}) {
  const [paidOn, setPaidOn] = useState(getTodayIso);
  const [paymentMethod, setPaymentMethod] = useState<string>('cash');
  const pay = usePayLevy(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();

  function close() {
    setPaidOn(getTodayIso());
    setPaymentMethod('cash');
    resetKey();
    onClose();
  }

  async function apply() {
    if (!levy) return;
    const parsed = ZPayLevy.safeParse({ paidOn, paymentMethod });
    if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
    const input = { levyId: levy.id, ...parsed.data };
    try {
      await pay.mutateAsync({ ...input, idempotencyKey: getKey(input) });
      close();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Dialog open={levy !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogTitle>Record levy payment</DialogTitle>
        <DialogDescription>
          {levy
            ? `${levy.memberName} paid the levy of ${formatCents(levy.amountCents)} raised on ${levy.raisedOn}. ` +
              'It is booked as cash in and their contribution.'
            : ''}
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          aria-label="Record levy payment"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <DateField
            id="levy-paid-on"
            label="Date paid"
            min={levy?.raisedOn}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
          <PaymentMethodField
            id="levy-method"
            label="Paid by"
            value={paymentMethod}
            onChange={(event) => setPaymentMethod(event.target.value)}
          />
          <FormFooter submitLabel="Record payment" isPending={pay.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
