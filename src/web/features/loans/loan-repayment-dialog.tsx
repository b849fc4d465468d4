import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { type TLoan, ZRecordRepayment, ZSubmitRepayment } from '../../../shared/contracts/loans';
import { centsToRandString, formatCents } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { AMOUNT_HINT, ZRandInput } from '../ledger/amount-input';
import { checkSlipFile, SlipFileField } from '../payment-slips/slip-file-field';
import { FieldError } from './field-error';
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
            <FormField htmlFor="repayment-date" label="Date">
              <Input
                id="repayment-date"
                type="date"
                min={loan?.disbursedOn ?? undefined}
                max={getTodayIso()}
                aria-invalid={errors.repaymentDate ? true : undefined}
                aria-describedby={errors.repaymentDate ? 'repayment-date-error' : undefined}
                {...form.register('repaymentDate')}
              />
              <FieldError id="repayment-date-error" message={errors.repaymentDate} />
            </FormField>
            <FormField htmlFor="repayment-amount" label="Amount (R)" hint={AMOUNT_HINT}>
              <Input
                id="repayment-amount"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={errors.amountCents ? true : undefined}
                aria-describedby={errors.amountCents ? 'repayment-amount-error' : 'repayment-amount-hint'}
                {...form.register('amount')}
              />
              <FieldError id="repayment-amount-error" message={errors.amountCents} />
            </FormField>
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={write.isPending}>
              {write.isPending && <Spinner />}
              {title}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
