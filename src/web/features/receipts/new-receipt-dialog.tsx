import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { getTodayIso } from '../../../shared/calendar';
import { RECEIPT_CATEGORIES, RECEIPT_CATEGORY_LABELS, ZNewReceipt } from '../../../shared/contracts/receipts';
import { formatCents } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { readFirstIssue, ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { MemberPicker } from '../../components/money-form/member-picker';
import { AmountField, PaymentMethodField } from '../../components/money-form/money-fields';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { loanQueries } from '../loans/loans.queries';
import { useCreateReceipt } from './receipts.mutations';

type TFormValues = {
  userId: string;
  category: string;
  loanId: string;
  amount: string;
  receiptDate: string;
  paymentMethod: string;
  description: string;
};

/** The typed amount and date first, with the spec's messages ("Amount is required", "Date is required"). */
const ZAmountAndDate = z.object({
  amountCents: z.string().trim().min(1, 'Amount is required').pipe(ZRandInput),
  receiptDate: z.string().min(1, 'Date is required'),
});

function getEmptyValues(): TFormValues {
  return {
    userId: '',
    category: 'contribution',
    loanId: '',
    amount: '',
    receiptDate: getTodayIso(),
    paymentMethod: 'eft',
    description: '',
  };
}

/**
 * New Receipt (admins): a receipt is evidence of money received, so this records the money through the
 * master book (a contribution, a repayment on the member's loan, a membership fee or other income) and the
 * receipt is approved at once. The admin's own name is not offered: nobody receipts their own money.
 */
export function NewReceiptDialog({
  organizationId,
  actorUserId,
  isOpen,
  onOpenChange,
}: TOrganizationDialogProps & {
  actorUserId: string;
}) {
  const form = useForm<TFormValues>({ defaultValues: getEmptyValues() });
  const [userId, category] = form.watch(['userId', 'category']);
  const loans = useQuery({
    ...loanQueries.list(organizationId, { userId, status: 'active' }, 0),
    enabled: isOpen && category === 'loan_payment' && userId !== '',
  });
  const create = useCreateReceipt(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();

  function close() {
    form.reset(getEmptyValues());
    resetKey();
    onOpenChange(false);
  }

  async function save(values: TFormValues) {
    const money = ZAmountAndDate.safeParse({ amountCents: values.amount, receiptDate: values.receiptDate });
    if (!money.success) return void toast.error(readFirstIssue(money.error), { id: 'form-validation' });
    const parsed = ZNewReceipt.safeParse({
      userId: values.userId || undefined,
      category: values.category,
      loanId: values.category === 'loan_payment' ? values.loanId || undefined : undefined,
      paymentMethod: values.paymentMethod,
      description: values.description,
      ...money.data,
    });
    if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
    try {
      await create.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) });
      toast.success('Receipt created successfully');
      close();
    } catch (error) {
      toastError(error, 'Failed to create receipt');
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>New Receipt</DialogTitle>
        <DialogDescription>
          Money received from a member. It is recorded in the master book and the receipt is approved at once.
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)} aria-label="New Receipt">
          <MemberPicker
            id="receipt-member"
            organizationId={organizationId}
            isEnabled={isOpen}
            excludedUserId={actorUserId}
            emptyLabel="Choose the member who paid"
            {...form.register('userId')}
          />
          <FormField htmlFor="receipt-category" label="Category">
            <NativeSelect id="receipt-category" {...form.register('category')}>
              {RECEIPT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {RECEIPT_CATEGORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {category === 'loan_payment' && (
            <FormField htmlFor="receipt-loan" label="Loan">
              <NativeSelect id="receipt-loan" {...form.register('loanId')} disabled={!userId}>
                <option value="">
                  {!userId
                    ? 'Choose the member first'
                    : loans.isError
                      ? 'Loans are not available here'
                      : loans.isPending
                        ? 'Loading loans…'
                        : loans.data.items.length === 0
                          ? 'This member has no active loan'
                          : 'Choose the loan'}
                </option>
                {loans.data?.items.map((loan) => (
                  <option key={loan.id} value={loan.id}>
                    {`${formatCents(loan.amountCents)} from ${loan.loanDate}, owes ${formatCents(loan.outstandingCents)}`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <AmountField id="receipt-amount" {...form.register('amount')} />
            <DateField id="receipt-date" {...form.register('receiptDate')} />
          </div>
          {category === 'contribution' && (
            <PaymentMethodField id="receipt-method" {...form.register('paymentMethod')} />
          )}
          <FormField htmlFor="receipt-description" label="Description">
            <Textarea id="receipt-description" maxLength={500} {...form.register('description')} />
          </FormField>
          <FormFooter submitLabel="Create Receipt" isPending={create.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
