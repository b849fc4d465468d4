import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import {
  NEW_TRANSACTION_KIND_LABELS,
  NEW_TRANSACTION_KINDS,
  ZNewTransaction,
} from '../../../shared/contracts/transactions';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { announceMove } from '../approvals/held-move';
import { authQueries } from '../auth/auth.queries';
import { memberPickerQueries } from '../contributions/contributions.queries';
import { AMOUNT_HINT, readFirstIssue, ZRandInput } from '../ledger/amount-input';
import { NativeSelect } from '../ledger/select';
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
export function NewTransactionDialog({
  organizationId,
  isOpen,
  onOpenChange,
}: {
  organizationId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const form = useForm<TFormValues>({ defaultValues: getEmptyValues() });
  const kind = form.watch('kind');
  const isPayout = kind === 'payout';
  const members = useQuery({ ...memberPickerQueries.list(organizationId), enabled: isOpen && isPayout });
  // Money to oneself is recorded by another admin: the admin is left out of the picker.
  const actorUserId = useQuery(authQueries.me()).data?.user.id ?? null;
  const { getKey, resetKey } = useIdempotencyKey();
  const record = useRecordTransaction(organizationId);

  function close() {
    form.reset(getEmptyValues());
    resetKey();
    onOpenChange(false);
  }

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
      const message =
        isAmountFirst && !amount.success ? readFirstIssue(amount.error) : readFirstIssue(parsed.error);
      return void toast.error(message, { id: 'form-validation' });
    }
    try {
      const answer = await record.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) });
      announceMove(answer, 'Transaction recorded');
      close();
    } catch (error) {
      toastError(error);
    }
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
            <FormField htmlFor="transaction-member" label="Member">
              <NativeSelect id="transaction-member" {...form.register('memberUserId')}>
                <option value="">{members.isPending ? 'Loading members…' : 'Choose a member'}</option>
                {members.data
                  ?.filter((member) => member.userId !== actorUserId)
                  .map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name}
                    </option>
                  ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField htmlFor="transaction-description" label="Description">
            <Input id="transaction-description" maxLength={200} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField htmlFor="transaction-amount" label="Amount (R)" hint={AMOUNT_HINT}>
              <Input
                id="transaction-amount"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby="transaction-amount-hint"
                {...form.register('amount')}
              />
            </FormField>
            <FormField htmlFor="transaction-date" label="Date">
              <Input
                id="transaction-date"
                type="date"
                max={getTodayIso()}
                {...form.register('transactionDate')}
              />
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending && <Spinner />}
              Record Transaction
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
