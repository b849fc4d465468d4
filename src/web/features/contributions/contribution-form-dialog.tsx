import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  ZRecordContribution,
  ZSubmitContribution,
} from '../../../shared/contracts/contributions';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { authQueries } from '../auth/auth.queries';
import { AMOUNT_HINT, readFirstIssue, ZRandInput } from '../ledger/amount-input';
import { NativeSelect } from '../ledger/select';
import { checkSlipFile, SlipFileField } from '../payment-slips/slip-file-field';
import { useRecordContribution, useSubmitContribution } from './contributions.mutations';
import { memberPickerQueries } from './contributions.queries';

export type TContributionFormMode = 'record' | 'submit';

type TFormValues = {
  userId: string;
  /** Another member who paid on the member's behalf ('' = the member paid). */
  paidByUserId: string;
  contributionDate: string;
  amount: string;
  paymentMethod: string;
  referenceNumber: string;
  notes: string;
};

const ZRecordForm = ZRecordContribution.extend({ amountCents: ZRandInput });
const ZSubmitForm = ZSubmitContribution.extend({ amountCents: ZRandInput });

function getEmptyValues(): TFormValues {
  return {
    userId: '',
    paidByUserId: '',
    contributionDate: getTodayIso(),
    amount: '',
    paymentMethod: 'eft',
    referenceNumber: '',
    notes: '',
  };
}

/**
 * Record Contribution (admins, for a member; posts at once) or Submit Contribution (a member's own payment
 * with its reference; pending until an admin confirms it). Validated by the shared contract schemas.
 */
export function ContributionFormDialog({
  organizationId,
  mode,
  isOpen,
  onOpenChange,
}: {
  organizationId: string;
  mode: TContributionFormMode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const isRecording = mode === 'record';
  // An admin's own payment is submitted, never recorded by themselves: they are left out of the picker.
  const actorUserId = useQuery(authQueries.me()).data?.user.id ?? null;
  const members = useQuery({ ...memberPickerQueries.list(organizationId), enabled: isOpen && isRecording });
  const form = useForm<TFormValues>({ defaultValues: getEmptyValues() });
  const [slip, setSlip] = useState<File | null>(null);
  const { getKey, resetKey } = useIdempotencyKey();
  const record = useRecordContribution(organizationId);
  const submit = useSubmitContribution(organizationId);
  const isPending = record.isPending || submit.isPending;

  function close() {
    form.reset(getEmptyValues());
    setSlip(null);
    resetKey();
    onOpenChange(false);
  }

  async function save(values: TFormValues) {
    const fields = {
      contributionDate: values.contributionDate,
      amountCents: values.amount,
      paymentMethod: values.paymentMethod,
      referenceNumber: values.referenceNumber,
      notes: values.notes,
    };
    try {
      if (isRecording) {
        const parsed = ZRecordForm.safeParse({
          userId: values.userId || undefined,
          paidByUserId: values.paidByUserId || null,
          ...fields,
        });
        if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
        await record.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) });
        toast.success('Contribution recorded');
      } else {
        const parsed = ZSubmitForm.safeParse(fields);
        if (!parsed.success) return void toast.error(readFirstIssue(parsed.error), { id: 'form-validation' });
        const slipProblem = checkSlipFile(slip);
        if (slipProblem) return void toast.error(slipProblem, { id: 'form-validation' });
        // A different file is a different request: it gets its own key.
        const attempt = { ...parsed.data, slip: slip && [slip.name, slip.size, slip.lastModified] };
        await submit.mutateAsync({ input: parsed.data, slip, idempotencyKey: getKey(attempt) });
        toast.success('Contribution submitted. An admin will confirm it.');
      }
      close();
    } catch (error) {
      toastError(error);
    }
  }

  const title = isRecording ? 'Record Contribution' : 'Submit Contribution';
  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isRecording
            ? 'Money received from a member. It posts to the master book at once.'
            : 'Tell your admins about a payment you made. It stays pending until an admin confirms it.'}
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)} aria-label={title}>
          {isRecording && (
            <FormField htmlFor="contribution-member" label="Member">
              <NativeSelect id="contribution-member" {...form.register('userId')}>
                <option value="">{members.isPending ? 'Loading members…' : 'Choose a member'}</option>
                {members.data
                  ?.filter((member) => member.userId !== actorUserId)
                  .map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name}
                    </option>
                  ))}
              </NativeSelect>
              <p className="text-xs text-muted-foreground">
                Your own payment? Use Submit Contribution: another admin confirms it.
              </p>
            </FormField>
          )}
          {isRecording && (
            <FormField htmlFor="contribution-paid-by" label="Paid by">
              <NativeSelect id="contribution-paid-by" {...form.register('paidByUserId')}>
                <option value="">The member themself</option>
                {members.data
                  ?.filter((member) => member.userId !== actorUserId)
                  .map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name}
                    </option>
                  ))}
              </NativeSelect>
              <p className="text-xs text-muted-foreground">
                Someone else in the group paid for this member? Choose them: it counts for the member.
              </p>
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField htmlFor="contribution-date" label="Date">
              <Input
                id="contribution-date"
                type="date"
                max={getTodayIso()}
                {...form.register('contributionDate')}
              />
            </FormField>
            <FormField htmlFor="contribution-amount" label="Amount (R)" hint={AMOUNT_HINT}>
              <Input
                id="contribution-amount"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby="contribution-amount-hint"
                {...form.register('amount')}
              />
            </FormField>
          </div>
          <FormField htmlFor="contribution-method" label="Payment Method">
            <NativeSelect id="contribution-method" {...form.register('paymentMethod')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField htmlFor="contribution-reference" label={isRecording ? 'Reference' : 'Payment Reference'}>
            <Input
              id="contribution-reference"
              maxLength={100}
              autoComplete="off"
              {...form.register('referenceNumber')}
            />
          </FormField>
          {!isRecording && <SlipFileField id="contribution-slip" onChange={setSlip} />}
          <FormField htmlFor="contribution-notes" label="Notes">
            <Textarea id="contribution-notes" maxLength={1000} {...form.register('notes')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending && <Spinner />}
              {isRecording ? 'Record Contribution' : 'Submit Contribution'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
