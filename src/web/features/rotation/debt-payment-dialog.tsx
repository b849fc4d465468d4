import { getTodayIso } from '../../../shared/calendar';
import type { TRotationCycle } from '../../../shared/contracts/rotation';
import { ZRotationDebtPayment } from '../../../shared/contracts/rotation';
import { FormFooter } from '../../components/form-footer';
import { Money } from '../../components/money';
import { ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { AmountField, PaymentMethodField } from '../../components/money-form/money-fields';
import { useMoneyForm } from '../../components/money-form/use-money-form';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toastSuccess } from '../../lib/toasts';
import { usePayRotationDebt } from './rotation.mutations';

type TMember = TRotationCycle['members'][number];

type TFormValues = { amount: string; paymentDate: string; paymentMethod: string };

/**
 * A payment towards a rotation debt: the admin records another member's, posted at once; the member reports
 * their own, which waits for an admin. At most what is still open on the debt.
 */
export function DebtPaymentDialog({
  organizationId,
  cycleId,
  member,
  isOwn,
  isOpen,
  onOpenChange,
}: TOrganizationDialogProps & {
  cycleId: string;
  member: TMember;
  isOwn: boolean;
}) {
  const openCents = member.debtCents - member.debtPendingCents;
  const { form, getKey, close, send, showIssue } = useMoneyForm<TFormValues>({
    getDefaults: () => ({ amount: '', paymentDate: getTodayIso(), paymentMethod: 'eft' }),
    onClose: () => onOpenChange(false),
  });
  const pay = usePayRotationDebt(organizationId, cycleId);
  const name = member.name ?? 'this member';

  async function save(values: TFormValues) {
    const amount = ZRandInput.safeParse(values.amount);
    if (!amount.success) return showIssue(amount.error);
    const parsed = ZRotationDebtPayment.safeParse({
      amountCents: amount.data,
      paymentDate: values.paymentDate,
      paymentMethod: values.paymentMethod,
    });
    if (!parsed.success) return showIssue(parsed.error);
    if (parsed.data.amountCents > openCents) return showIssue('That is more than is still owed');
    await send(async () => {
      await pay.mutateAsync({
        userId: member.userId,
        input: parsed.data,
        idempotencyKey: getKey(parsed.data),
      });
      toastSuccess(isOwn ? 'Payment reported: an admin will confirm it' : 'Debt payment recorded');
    });
  }

  const title = isOwn ? 'Report a debt payment' : `Record ${name}'s debt payment`;
  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isOwn ? 'You owe' : `${name} owes`} the group <Money cents={openCents} /> for round
          {member.missedAfterPaidRounds.length > 1 ? 's' : ''} {member.missedAfterPaidRounds.join(', ')}{' '}
          missed after being paid. Part of it can be paid now and the rest later.
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)} aria-label={title}>
          <div className="grid gap-4 sm:grid-cols-2">
            <AmountField id="debt-amount" {...form.register('amount')} />
            <DateField id="debt-date" label="Paid on" {...form.register('paymentDate')} />
          </div>
          <PaymentMethodField id="debt-method" label="Payment method" {...form.register('paymentMethod')} />
          <FormFooter
            submitLabel={isOwn ? 'Report payment' : 'Record payment'}
            isPending={pay.isPending}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
