import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { ZRecordContribution, ZSubmitContribution } from '../../../shared/contracts/contributions';
import { FormFooter } from '../../components/form-footer';
import { ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { MemberPicker } from '../../components/money-form/member-picker';
import { AmountField, PaymentMethodField } from '../../components/money-form/money-fields';
import { checkSlipFile, SlipFileField } from '../../components/money-form/slip-file-field';
import { useMoneyForm } from '../../components/money-form/use-money-form';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { authQueries } from '../auth/auth.queries';
import { useRecordContribution, useSubmitContribution } from './contributions.mutations';

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
}: TOrganizationDialogProps & {
  mode: TContributionFormMode;
}) {
  const isRecording = mode === 'record';
  // An admin's own payment is submitted, never recorded by themselves: they are left out of the picker.
  const actorUserId = useQuery(authQueries.me()).data?.user.id ?? null;
  const [slip, setSlip] = useState<File | null>(null);
  const { form, getKey, close, send, showIssue } = useMoneyForm({
    getDefaults: getEmptyValues,
    onClose: () => {
      setSlip(null);
      onOpenChange(false);
    },
  });
  const record = useRecordContribution(organizationId);
  const submit = useSubmitContribution(organizationId);
  const isPending = record.isPending || submit.isPending;

  async function save(values: TFormValues) {
    const fields = {
      contributionDate: values.contributionDate,
      amountCents: values.amount,
      paymentMethod: values.paymentMethod,
      referenceNumber: values.referenceNumber,
      notes: values.notes,
    };
    if (isRecording) {
      const parsed = ZRecordForm.safeParse({
        userId: values.userId || undefined,
        paidByUserId: values.paidByUserId || null,
        ...fields,
      });
      if (!parsed.success) return showIssue(parsed.error);
      return send(async () => {
        await record.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) });
        toast.success('Contribution recorded');
      });
    }
    const parsed = ZSubmitForm.safeParse(fields);
    if (!parsed.success) return showIssue(parsed.error);
    const slipProblem = checkSlipFile(slip);
    if (slipProblem) return showIssue(slipProblem);
    // A different file is a different request: it gets its own key.
    const attempt = { ...parsed.data, slip: slip && [slip.name, slip.size, slip.lastModified] };
    return send(async () => {
      await submit.mutateAsync({ input: parsed.data, slip, idempotencyKey: getKey(attempt) });
      toast.success('Contribution submitted. An admin will confirm it.');
    });
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
            <MemberPicker
              id="contribution-member"
              organizationId={organizationId}
              isEnabled={isOpen}
              excludedUserId={actorUserId}
              note="Your own payment? Use Submit Contribution: another admin confirms it."
              {...form.register('userId')}
            />
          )}
          {isRecording && (
            <MemberPicker
              id="contribution-paid-by"
              label="Paid by"
              organizationId={organizationId}
              isEnabled={isOpen}
              excludedUserId={actorUserId}
              emptyLabel="The member themself"
              loadingLabel={null}
              note="Someone else in the group paid for this member? Choose them: it counts for the member."
              {...form.register('paidByUserId')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField id="contribution-date" {...form.register('contributionDate')} />
            <AmountField id="contribution-amount" {...form.register('amount')} />
          </div>
          <PaymentMethodField id="contribution-method" {...form.register('paymentMethod')} />
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
          <FormFooter
            submitLabel={isRecording ? 'Record Contribution' : 'Submit Contribution'}
            isPending={isPending}
            onCancel={close}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
