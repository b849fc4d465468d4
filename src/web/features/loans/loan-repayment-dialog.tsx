import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { type TLoan, ZRecordRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import { centsToRandString, formatCents } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { ZRandInput } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { AmountField } from '../../components/money-form/money-fields';
import { checkSlipFile, SlipFileField } from '../../components/money-form/slip-file-field';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { isApiError } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFieldErrors } from './loan-form-errors';
import { useWriteRepayment } from './loans.mutations';

export type TRepaymentMode = 'record' | 'submit';

type TFormValues = { repaymentDate: string; amount: string; referenceNumber: string };

const ZRecordForm = ZRecordRepayment.extend({ amountCents: ZRandInput });
const ZSubmitForm = ZSubmitRepayment.extend({ amountCents: ZRandInput });

function getEmptyValues(): TFormValues {
  return { repaymentDate: getTodayIso(), amount: '', referenceNumber: '' };
}

/**
 * Record repayment (admins; posts at once and may settle the loan) or Submit repayment (the borrower's own
 * payment with its reference; pending until an admin confirms it). Overpayment is refused by the server.
 */
export function LoanRepaymentDialog({
  organizationId,
  mode,
  loan,
  onClose,
}: {
  organizationId: string;
  mode: TRepaymentMode;
  loan: TLoan | null;
  onClose: () => void;
}) {
  const isRecording = mode === 'record';
  const form = useForm<TFormValues>({ defaultValues: getEmptyValues() });
  const [hasTried, setHasTried] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [slip, setSlip] = useState<File | null>(null);
  const { getKey, resetKey } = useIdempotencyKey();
  const write = useWriteRepayment(organizationId);
  const values = form.watch();
  const fields = {
    repaymentDate: values.repaymentDate,
    amountCents: values.amount,
    referenceNumber: values.referenceNumber,
  };
  const parsed = isRecording ? ZRecordForm.safeParse(fields) : ZSubmitForm.safeParse(fields);
  const errors = hasTried && !parsed.success ? readFieldErrors(parsed.error) : {};

  function close() {
    form.reset(getEmptyValues());
    setHasTried(false);
    setServerError(undefined);
    setSlip(null);
    resetKey();
    onClose();
  }

  async function save() {
    setHasTried(true);
    setServerError(undefined);
    if (!loan || !parsed.success) return;
    const slipProblem = isRecording ? null : checkSlipFile(slip);
    if (slipProblem) return void setServerError(slipProblem);
    const repayment = isRecording
      ? { mode: 'record' as const, loanId: loan.id, input: ZRecordRepayment.parse(parsed.data) }
      : { mode: 'submit' as const, loanId: loan.id, input: ZSubmitRepayment.parse(parsed.data), slip };
    // A different file is a different request: it gets its own key.
    const attempt = { ...repayment, slip: slip && [slip.name, slip.size, slip.lastModified] };
    try {
      await write.mutateAsync({ write: repayment, idempotencyKey: getKey(attempt) });
      toast.success(isRecording ? 'Repayment recorded' : 'Repayment submitted. An admin will confirm it.');
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 400) setServerError(error.message);
      else toastError(error);
    }
  }

  const title = isRecording ? 'Record repayment' : 'Submit repayment';
  return (
    <Dialog open={loan !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {loan
            ? `${loan.memberName ?? 'The member'} still owes ${formatCents(loan.outstandingCents)} on this loan. ${
                isRecording
                  ? 'The repayment posts to the master book at once.'
                  : 'Your repayment stays pending until an admin confirms it.'
              }`
            : ''}
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)} aria-label={title}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <DateField
              id="repayment-date"
              min={loan?.disbursedOn ?? undefined}
              error={errors.repaymentDate}
              {...form.register('repaymentDate')}
            />
            <AmountField id="repayment-amount" error={errors.amountCents} {...form.register('amount')} />
          </div>
          {loan && loan.outstandingCents > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-auto w-fit px-0"
              onClick={() =>
                form.setValue('amount', centsToRandString(loan.outstandingCents).replace('.', ','), {
                  shouldDirty: true,
                })
              }
            >
              Fill in everything owed ({formatCents(loan.outstandingCents)})
            </Button>
          )}
          <FormField htmlFor="repayment-reference" label={isRecording ? 'Reference' : 'Payment Reference'}>
            <Input
              id="repayment-reference"
              maxLength={100}
              autoComplete="off"
              aria-invalid={errors.referenceNumber ? true : undefined}
              aria-describedby={errors.referenceNumber ? 'repayment-reference-error' : undefined}
              {...form.register('referenceNumber')}
            />
            <FieldError id="repayment-reference-error" message={errors.referenceNumber} />
          </FormField>
          {!isRecording && <SlipFileField id="repayment-slip" onChange={setSlip} />}
          {serverError && (
            <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive">
              {serverError}
            </p>
          )}
          <FormFooter submitLabel={title} isPending={write.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
