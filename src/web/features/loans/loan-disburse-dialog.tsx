import { useState } from 'react';
import { getTodayIso } from '../../../shared/calendar';
import { type TLoan, ZDisburseLoan } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { getLoanDueDate } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import { FormFooter } from '../../components/form-footer';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DateField } from '../../components/money-form/date-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { useDisburseLoan } from './loans.mutations';

/** Disburse: an approved loan is paid out on a date and becomes active; the term runs from that day. */
export function LoanDisburseDialog({
  organizationId,
  loan,
  onClose,
}: {
  organizationId: string;
  loan: TLoan | null;
  onClose: () => void;
}) {
  const [disbursedOn, setDisbursedOn] = useState(getTodayIso);
  const [error, setError] = useState<string | undefined>();
  const { getKey, resetKey } = useIdempotencyKey();
  const disburse = useDisburseLoan(organizationId);

  function close() {
    setDisbursedOn(getTodayIso());
    setError(undefined);
    resetKey();
    onClose();
  }

  async function apply() {
    if (!loan) return;
    const parsed = ZDisburseLoan.safeParse({ disbursedOn });
    if (!parsed.success) return setError(readFirstIssue(parsed.error));
    if (parsed.data.disbursedOn < loan.loanDate)
      return setError('Disbursement date cannot be before the loan date');
    setError(undefined);
    const input = { loanId: loan.id, disbursedOn: parsed.data.disbursedOn };
    try {
      announceMove(await disburse.mutateAsync({ ...input, idempotencyKey: getKey(input) }), 'Loan disbursed');
      close();
    } catch (caught) {
      toastError(caught);
    }
  }

  const isDateReadable = /^\d{4}-\d{2}-\d{2}$/.test(disbursedOn);
  return (
    <Dialog open={loan !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogTitle>Disburse loan</DialogTitle>
        <DialogDescription>
          {loan
            ? `Pay out ${formatCents(loan.amountCents)} to ${loan.memberName ?? 'the member'}. The payment is posted to the master book and the loan becomes active.`
            : ''}
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <DateField
            id="loan-disbursed-on"
            label="Payout date"
            value={disbursedOn}
            min={loan?.loanDate}
            onChange={(event) => setDisbursedOn(event.target.value)}
            error={error}
            aria-describedby={error ? 'loan-disbursed-on-error' : 'loan-disbursed-on-due'}
          />
          {loan && isDateReadable && (
            <p id="loan-disbursed-on-due" className="text-sm text-muted-foreground">
              Due date: {formatDate(getLoanDueDate(disbursedOn, loan.termMonths))} ({loan.termMonths}{' '}
              {loan.termMonths === 1 ? 'month' : 'months'} from the payout)
            </p>
          )}
          <FormFooter submitLabel="Disburse" isPending={disburse.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
