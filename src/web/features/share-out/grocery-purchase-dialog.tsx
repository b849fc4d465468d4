import { useState } from 'react';
import { getTodayIso } from '../../../shared/calendar';
import { ZRecordGroceryPurchase } from '../../../shared/contracts/grocery-purchases';
import { MAX_SLIP_BYTES, SLIP_ACCEPT } from '../../../shared/contracts/payment-slips';
import { FormFooter } from '../../components/form-footer';
import { ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { AmountField } from '../../components/money-form/money-fields';
import { useMoneyForm } from '../../components/money-form/use-money-form';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { announceMove } from '../../lib/held-move';
import { useRecordGroceryPurchase } from './share-out.mutations';

type TFormValues = { supplier: string; description: string; amount: string; purchasedOn: string };

const getEmptyValues = (): TFormValues => ({
  supplier: '',
  description: '',
  amount: '',
  purchasedOn: getTodayIso(),
});

/** Record bulk purchase (admins): the groceries bought with the pot, with the supplier's receipt. */
export function GroceryPurchaseDialog({ organizationId, isOpen, onOpenChange }: TOrganizationDialogProps) {
  const [receipt, setReceipt] = useState<File | null>(null);
  const { form, getKey, close, send, showIssue } = useMoneyForm({
    getDefaults: getEmptyValues,
    onClose: () => {
      setReceipt(null);
      onOpenChange(false);
    },
  });
  const record = useRecordGroceryPurchase(organizationId);

  async function save(values: TFormValues) {
    const amount = ZRandInput.safeParse(values.amount);
    const parsed = ZRecordGroceryPurchase.safeParse({
      supplier: values.supplier,
      description: values.description,
      amountCents: amount.success ? amount.data : 0,
      purchasedOn: values.purchasedOn,
    });
    if (!parsed.success) {
      const isAmountFirst = parsed.error.issues[0]?.path[0] === 'amountCents';
      return showIssue(isAmountFirst && !amount.success ? amount.error : parsed.error);
    }
    if (!receipt) return showIssue('Choose the receipt file');
    if (receipt.size > MAX_SLIP_BYTES) return showIssue('Receipt must be 5 MB or smaller');
    const file = { name: receipt.name, size: receipt.size, modified: receipt.lastModified };
    await send(async () =>
      announceMove(
        await record.mutateAsync({
          input: parsed.data,
          receipt,
          idempotencyKey: getKey({ ...parsed.data, file }),
        }),
        'Bulk purchase recorded',
      ),
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Record bulk purchase</DialogTitle>
        <DialogDescription>
          Groceries bought with the pot instead of paying it out in cash. It posts as an expense; at the
          share-out each member's part of it is taken from their cash, by the group's rule.
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(save)}
          aria-label="Record bulk purchase"
        >
          <FormField htmlFor="grocery-supplier" label="Supplier">
            <Input id="grocery-supplier" maxLength={120} {...form.register('supplier')} />
          </FormField>
          <FormField htmlFor="grocery-description" label="Description">
            <Input id="grocery-description" maxLength={500} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <AmountField id="grocery-amount" {...form.register('amount')} />
            <DateField id="grocery-date" label="Date bought" {...form.register('purchasedOn')} />
          </div>
          <FormField
            htmlFor="grocery-receipt"
            label="Receipt"
            hint="A photo or PDF of the receipt, up to 5 MB"
          >
            <Input
              id="grocery-receipt"
              type="file"
              accept={SLIP_ACCEPT}
              aria-describedby="grocery-receipt-hint"
              onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
            />
          </FormField>
          <FormFooter submitLabel="Record purchase" isPending={record.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
