import { useQuery } from '@tanstack/react-query';
import { getTodayIso } from '../../../shared/calendar';
import {
  NEW_TRANSACTION_KIND_LABELS,
  NEW_TRANSACTION_KINDS,
  ZNewTransaction,
} from '../../../shared/contracts/transactions';
import { FormFooter } from '../../components/form-footer';
import { ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { MemberPicker } from '../../components/money-form/member-picker';
import { AmountField } from '../../components/money-form/money-fields';
import { useMoneyForm } from '../../components/money-form/use-money-form';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { announceMove } from '../../lib/held-move';
import { authQueries } from '../auth/auth.queries';
import { useRecordTransaction } from './transactions.mutations';

type TFormValues = {
  kind: string;
  description: string;
  amount: string;
  transactionDate: string;
  memberUserId: string;
};

function getEmptyValues(): TFormValues {
  return { kind: 'fee', description: '', amount: '', transactionDate: getTodayIso(), memberUserId: '' };
}

/** New Transaction (admins): a payout to a member, a fee, or other money in or out; posts at once. */
export function NewTransactionDialog({ organizationId, isOpen, onOpenChange }: TOrganizationDialogProps) {
  const { form, getKey, close, send, showIssue } = useMoneyForm({
    getDefaults: getEmptyValues,
    onClose: () => onOpenChange(false),
  });
  const kind = form.watch('kind');
  const isPayout = kind === 'payout';
  // Money to oneself is recorded by another admin: the admin is left out of the picker.
  const actorUserId = useQuery(authQueries.me()).data?.user.id ?? null;
  const record = useRecordTransaction(organizationId);

  async function save(values: TFormValues) {
    // The rand text becomes cents first; the contract then checks every field in its own order.
    const amount = ZRandInput.safeParse(values.amount);
    const parsed = ZNewTransaction.safeParse({
      kind: values.kind,
      description: values.description,
      amountCents: amount.success ? amount.data : 0,
      transactionDate: values.transactionDate,
      memberUserId: isPayout ? values.memberUserId || undefined : null,
    });
    if (!parsed.success) {
      const isAmountFirst = parsed.error.issues[0]?.path[0] === 'amountCents';
      return showIssue(isAmountFirst && !amount.success ? amount.error : parsed.error);
    }
    await send(async () =>
      announceMove(
        await record.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) }),
        'Transaction recorded',
      ),
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>New Transaction</DialogTitle>
        <DialogDescription>
          Money paid out or received outside contributions and loans. It posts to the master book at once; a
          mistake is corrected by a reversing entry, never by editing.
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(save)}
          aria-label="New Transaction"
        >
          <FormField htmlFor="transaction-kind" label="Type">
            <NativeSelect id="transaction-kind" {...form.register('kind')}>
              {NEW_TRANSACTION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {NEW_TRANSACTION_KIND_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {isPayout && (
            <MemberPicker
              id="transaction-member"
              organizationId={organizationId}
              isEnabled={isOpen}
              excludedUserId={actorUserId}
              {...form.register('memberUserId')}
            />
          )}
          <FormField htmlFor="transaction-description" label="Description">
            <Input id="transaction-description" maxLength={200} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <AmountField id="transaction-amount" {...form.register('amount')} />
            <DateField id="transaction-date" {...form.register('transactionDate')} />
          </div>
          <FormFooter submitLabel="Record Transaction" isPending={record.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
