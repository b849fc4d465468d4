import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { getTodayIso } from '../../../shared/calendar';
import { type TLoanTermsView, ZRequestLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { getLoanDueDate, getTotalRepayableCents, percentToBps, planInstalments } from '../../../shared/loans';
import { formatCents, parseRandToCents } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { Money } from '../../components/money';
import { ZRandInput } from '../../components/money-form/amount-input';
import { MemberPicker } from '../../components/money-form/member-picker';
import { AmountField } from '../../components/money-form/money-fields';
import { Button } from '../../components/ui/button';
import type { TOrganizationDialogProps } from '../../components/ui/dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api';
import { getErrorMessage } from '../../lib/errors';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { readFieldErrors } from './loan-form-errors';
import { LoanTermsSummary } from './loan-terms-summary';
import { useRequestLoan } from './loans.mutations';
import { loanQueries } from './loans.queries';

type TFormValues = { amount: string; termMonths: string; purpose: string; borrowerUserId: string };

const EMPTY_VALUES: TFormValues = { amount: '', termMonths: '', purpose: '', borrowerUserId: '' };

/**
 * The contract's checks plus this organization's limits, with the server's messages. For another member the
 * server checks their limit when the request is sent.
 */
function buildRequestSchema(view: TLoanTermsView, isForAnother: boolean) {
  const maxAmountCents = isForAnother ? Number.MAX_SAFE_INTEGER : Math.max(0, view.maxAmountCentsForCaller);
  const maxTermMonths = view.terms.maxTermMonths;
  return ZRequestLoan.extend({
    amountCents: ZRandInput.refine(
      (cents) => cents <= maxAmountCents,
      `Amount is above the largest loan you can take: ${formatCents(maxAmountCents)}`,
    ),
    termMonths: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : Number(value)))
      .pipe(ZRequestLoan.shape.termMonths)
      .refine((months) => months <= maxTermMonths, `Term must be at most ${maxTermMonths} months`),
  });
}

function readTermMonths(value: string): number | null {
  const months = Number(value);
  return Number.isInteger(months) && months >= 1 && months <= 600 ? months : null;
}

/** What the member will owe, worked out as they type, before anything is sent. */
function RepaymentPreview({
  view,
  amount,
  termMonths,
}: {
  view: TLoanTermsView;
  amount: string;
  termMonths: string;
}) {
  const amountCents = parseRandToCents(amount);
  const months = readTermMonths(termMonths);
  const today = getTodayIso();
  const terms =
    amountCents && months
      ? { amountCents, termMonths: months, interestRateBps: percentToBps(view.terms.interestRatePercent) }
      : null;
  const rows = [
    { label: 'Due date', value: months ? formatDate(getLoanDueDate(today, months)) : '—' },
    { label: 'Total repayable', value: terms ? <Money cents={getTotalRepayableCents(terms)} /> : '—' },
    {
      label: 'Monthly',
      value: terms ? <Money cents={planInstalments(terms, today)[0]?.amountCents ?? 0} /> : '—',
    },
  ];
  return (
    <section aria-label="Repayment preview" aria-live="polite" className="rounded-lg border bg-muted/40 p-3">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col justify-between gap-0.5">
            <dt className="text-xs text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        The term runs from the day the loan is paid out; the due date shown is for a payout today.
      </p>
    </section>
  );
}

/**
 * Request Loan: a member asks for an amount with a purpose and a term; it stays pending until an admin
 * decides. An admin may ask for a member who has no account (`canAskForOthers`).
 */
export function LoanRequestDialog({
  organizationId,
  isOpen,
  onOpenChange,
  canAskForOthers = false,
}: TOrganizationDialogProps & { canAskForOthers?: boolean }) {
  const terms = useQuery({ ...loanQueries.terms(organizationId), enabled: isOpen });
  const form = useForm<TFormValues>({ defaultValues: EMPTY_VALUES });
  const [hasTried, setHasTried] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const { getKey, resetKey } = useIdempotencyKey();
  const request = useRequestLoan(organizationId);
  const values = form.watch();
  const isForAnother = values.borrowerUserId !== '';

  const view = terms.data;
  const parsed = view
    ? buildRequestSchema(view, isForAnother).safeParse({
        amountCents: values.amount,
        termMonths: values.termMonths,
        purpose: values.purpose,
        ...(isForAnother ? { borrowerUserId: values.borrowerUserId } : {}),
      })
    : null;
  const errors = hasTried && parsed && !parsed.success ? readFieldErrors(parsed.error) : {};
  const canBorrow = isForAnother || (view ? view.maxAmountCentsForCaller > 0 : false);

  function close() {
    form.reset(EMPTY_VALUES);
    setHasTried(false);
    setServerError(undefined);
    resetKey();
    onOpenChange(false);
  }

  async function save() {
    setHasTried(true);
    setServerError(undefined);
    if (!parsed) return;
    if (!parsed.success) {
      const firstField = Object.keys(readFieldErrors(parsed.error))[0];
      const fieldName = firstField === 'amountCents' ? 'amount' : firstField;
      if (fieldName === 'amount' || fieldName === 'termMonths' || fieldName === 'purpose')
        form.setFocus(fieldName);
      return;
    }
    try {
      await request.mutateAsync({ input: parsed.data, idempotencyKey: getKey(parsed.data) });
      toast.success(
        isForAnother
          ? 'Loan requested. It waits for a decision.'
          : 'Loan requested. An admin will review it.',
      );
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 400) setServerError(error.message);
      else toastError(error);
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Request Loan</DialogTitle>
        <DialogDescription>
          Ask your organization for a loan. It stays pending until an admin approves it.
        </DialogDescription>
        {terms.isPending && <Skeleton className="h-24 w-full" />}
        {terms.isError && (
          <div role="alert" className="grid gap-2 text-sm text-destructive">
            <p>{getErrorMessage(terms.error, 'Failed to fetch the loan terms')}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void terms.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {view && (
          <>
            <LoanTermsSummary view={view} className="rounded-lg border p-3 lg:grid-cols-2" />
            {!canBorrow && (
              <p role="status" className="rounded-lg border border-destructive/40 p-3 text-sm">
                You cannot borrow yet: the largest loan you can take is {formatCents(0)}. It grows with your
                completed contributions.
              </p>
            )}
            <form
              noValidate
              className="grid gap-4"
              onSubmit={form.handleSubmit(save)}
              aria-label="Request Loan"
            >
              {canAskForOthers && (
                <MemberPicker
                  id="loan-borrower"
                  label="For"
                  organizationId={organizationId}
                  isEnabled={isOpen}
                  isWithoutAccountOnly
                  emptyLabel="Myself"
                  loadingLabel={null}
                  note="A member without an account cannot sign in to ask: choose them and ask for them. Their limit is checked when you send."
                  {...form.register('borrowerUserId')}
                />
              )}
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <AmountField
                  id="loan-amount"
                  placeholder="1 000,00"
                  error={errors.amountCents}
                  {...form.register('amount')}
                />
                <FormField
                  htmlFor="loan-term"
                  label="Term (months)"
                  hint={`1 to ${view.terms.maxTermMonths} months`}
                >
                  <Input
                    id="loan-term"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={view.terms.maxTermMonths}
                    step={1}
                    aria-invalid={errors.termMonths ? true : undefined}
                    aria-describedby={errors.termMonths ? 'loan-term-error' : 'loan-term-hint'}
                    {...form.register('termMonths')}
                  />
                  <FieldError id="loan-term-error" message={errors.termMonths} />
                </FormField>
              </div>
              <FormField htmlFor="loan-purpose" label="Purpose">
                <Textarea
                  id="loan-purpose"
                  maxLength={500}
                  aria-invalid={errors.purpose ? true : undefined}
                  aria-describedby={errors.purpose ? 'loan-purpose-error' : undefined}
                  {...form.register('purpose')}
                />
                <FieldError id="loan-purpose-error" message={errors.purpose} />
              </FormField>
              <RepaymentPreview view={view} amount={values.amount} termMonths={values.termMonths} />
              {serverError && (
                <p
                  role="alert"
                  className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive"
                >
                  {serverError}
                </p>
              )}
              <FormFooter
                submitLabel="Request Loan"
                isPending={request.isPending}
                onCancel={close}
                isSubmitDisabled={!canBorrow}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
