import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { type TLoanTermsView, ZLoanLimit, ZLoanTerms } from '../../../shared/contracts/loans';
import { centsToRandString } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { ZRandInput } from '../../components/money-form/amount-input';
import { AmountField, DecimalField } from '../../components/money-form/money-fields';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFieldErrors } from './loan-form-errors';
import { useUpdateLoanTerms } from './loans.mutations';

type TLimitKind = 'fixed' | 'contribution_multiple';

type TFormValues = {
  interestRatePercent: string;
  maxTermMonths: string;
  limitKind: TLimitKind;
  limitAmount: string;
  limitMultiple: string;
};

/** A number typed with '.' or ',' as the decimal mark; empty or unreadable text fails as 'required'. */
function toNumber(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

const ZNumberText = z.string().transform(toNumber);

const ZTermsForm = z.object({
  interestRatePercent: ZNumberText.pipe(ZLoanTerms.shape.interestRatePercent),
  maxTermMonths: ZNumberText.pipe(ZLoanTerms.shape.maxTermMonths),
  limitAmount: z.string(),
  limitMultiple: z.string(),
  limitKind: z.enum(['fixed', 'contribution_multiple']),
});

const ZFixedLimit = z.object({ amountCents: ZRandInput });
const ZMultipleLimit = z.object({
  multiple: ZNumberText.pipe(ZLoanLimit.options[1].shape.multiple),
});

function getValues(view: TLoanTermsView): TFormValues {
  const { terms } = view;
  return {
    interestRatePercent: String(terms.interestRatePercent).replace('.', ','),
    maxTermMonths: String(terms.maxTermMonths),
    limitKind: terms.limit.kind,
    limitAmount:
      terms.limit.kind === 'fixed' ? centsToRandString(terms.limit.amountCents).replace('.', ',') : '',
    limitMultiple:
      terms.limit.kind === 'contribution_multiple' ? String(terms.limit.multiple).replace('.', ',') : '3',
  };
}

/** Parses the form into the contract's terms, with each field's first message. */
function parseTerms(values: TFormValues) {
  const base = ZTermsForm.safeParse(values);
  const limit =
    values.limitKind === 'fixed'
      ? ZFixedLimit.safeParse({ amountCents: values.limitAmount })
      : ZMultipleLimit.safeParse({ multiple: values.limitMultiple });
  const errors = {
    ...(base.success ? {} : readFieldErrors(base.error)),
    ...(limit.success ? {} : { limit: limit.error.issues[0]?.message ?? 'Check the largest loan' }),
  };
  if (!base.success || !limit.success) return { success: false as const, errors };
  const terms = ZLoanTerms.parse({
    interestRatePercent: base.data.interestRatePercent,
    maxTermMonths: base.data.maxTermMonths,
    limit:
      'amountCents' in limit.data
        ? { kind: 'fixed', ...limit.data }
        : { kind: 'contribution_multiple', ...limit.data },
  });
  return { success: true as const, terms };
}

/** Loan terms (loan.settings): the default rate, the longest term and the largest loan, for new requests. */
export function LoanTermsDialog({
  organizationId,
  view,
  isOpen,
  onOpenChange,
}: TOrganizationDialogProps & {
  view: TLoanTermsView;
}) {
  const form = useForm<TFormValues>({ defaultValues: getValues(view) });
  const [hasTried, setHasTried] = useState(false);
  const { getKey, resetKey } = useIdempotencyKey();
  const update = useUpdateLoanTerms(organizationId);
  const values = form.watch();
  const result = parseTerms(values);
  const errors: Record<string, string> = hasTried && !result.success ? result.errors : {};

  function close() {
    form.reset(getValues(view));
    setHasTried(false);
    resetKey();
    onOpenChange(false);
  }

  async function save() {
    setHasTried(true);
    if (!result.success) return;
    try {
      await update.mutateAsync({ input: result.terms, idempotencyKey: getKey(result.terms) });
      toast.success('Loan terms saved. They apply to new requests.');
      close();
    } catch (error) {
      toastError(error);
    }
  }

  const isFixed = values.limitKind === 'fixed';
  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Loan Terms</DialogTitle>
        <DialogDescription>
          Members see these before they apply. Changes apply to new requests; a loan keeps the rate it was
          requested with.
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(save)} aria-label="Loan Terms">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <DecimalField
              id="terms-rate"
              label="Interest rate (%)"
              hint="Flat on the amount for the whole term"
              error={errors.interestRatePercent}
              {...form.register('interestRatePercent')}
            />
            <FormField htmlFor="terms-term" label="Longest term (months)">
              <Input
                id="terms-term"
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                step={1}
                aria-invalid={errors.maxTermMonths ? true : undefined}
                aria-describedby={errors.maxTermMonths ? 'terms-term-error' : undefined}
                {...form.register('maxTermMonths')}
              />
              <FieldError id="terms-term-error" message={errors.maxTermMonths} />
            </FormField>
          </div>
          <FormField htmlFor="terms-limit-kind" label="Largest loan">
            <NativeSelect id="terms-limit-kind" {...form.register('limitKind')}>
              <option value="contribution_multiple">
                A multiple of the member's completed contributions
              </option>
              <option value="fixed">A fixed amount</option>
            </NativeSelect>
          </FormField>
          {isFixed ? (
            <AmountField id="terms-limit-amount" error={errors.limit} {...form.register('limitAmount')} />
          ) : (
            <DecimalField
              id="terms-limit-multiple"
              label="Multiple"
              hint="e.g. 3 lets a member who has paid in R 1 000 borrow up to R 3 000"
              error={errors.limit}
              {...form.register('limitMultiple')}
            />
          )}
          <FormFooter submitLabel="Save Terms" isPending={update.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
