import { useState } from 'react';
import type { TLoan } from '../../../shared/contracts/loans';
import { ZLoanDecisionReason } from '../../../shared/contracts/loans';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { readFirstIssue } from '../../components/money-form/amount-input';
import { DecisionDialog } from '../../components/money-form/decision-dialog';
import { ReasonField } from '../../components/money-form/money-fields';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { type TLoanDecision, useDecideLoan } from './loans.mutations';

export type TLoanDecisionKind = 'approve' | 'reject' | 'default' | 'write-off';

const COPY = {
  approve: {
    title: 'Approve loan?',
    explain: 'The member is told it is approved. Nothing is paid out until you disburse it.',
    button: 'Approve',
    done: 'Loan approved',
  },
  reject: {
    title: 'Reject loan?',
    explain: 'The member sees your reason. This cannot be undone.',
    button: 'Reject',
    done: 'Loan rejected',
  },
  default: {
    title: 'Mark loan as defaulted?',
    explain: 'The loan stops being active and counts as defaulted. The member sees your reason.',
    button: 'Mark defaulted',
    done: 'Loan marked as defaulted',
  },
  'write-off': {
    title: 'Write off loan?',
    explain: 'What is still owed is written off in the master book as a loss. This cannot be undone.',
    button: 'Write off',
    done: 'Loan written off',
  },
} as const satisfies Record<
  TLoanDecisionKind,
  { title: string; explain: string; button: string; done: string }
>;

/** Confirms an admin's decision on a loan; rejecting and defaulting need a reason the member sees. */
export function LoanDecisionDialog({
  organizationId,
  request,
  onClose,
}: {
  organizationId: string;
  request: { kind: TLoanDecisionKind; loan: TLoan } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { getKey, resetKey } = useIdempotencyKey();
  const decide = useDecideLoan(organizationId);
  const kind = request?.kind ?? 'approve';
  const isReasonNeeded = kind === 'reject' || kind === 'default';
  const copy = COPY[kind];

  function close() {
    setReason('');
    setError(undefined);
    resetKey();
    onClose();
  }

  async function apply() {
    if (!request) return;
    let decision: TLoanDecision;
    if (request.kind === 'reject' || request.kind === 'default') {
      const parsed = ZLoanDecisionReason.safeParse({ reason });
      if (!parsed.success) return setError(readFirstIssue(parsed.error));
      decision = { action: request.kind, loanId: request.loan.id, reason: parsed.data.reason };
    } else {
      decision = { action: request.kind, loanId: request.loan.id };
    }
    setError(undefined);
    try {
      announceMove(await decide.mutateAsync({ decision, idempotencyKey: getKey(decision) }), copy.done);
      close();
    } catch (caught) {
      toastError(caught);
    }
  }

  const loan = request?.loan;
  const summary = loan
    ? `${formatCents(loan.amountCents)} to ${loan.memberName ?? 'a member'}, requested ${formatDate(loan.loanDate)}`
    : '';
  const isDestructive = kind !== 'approve';
  return (
    <DecisionDialog
      isOpen={request !== null}
      onClose={close}
      title={copy.title}
      description={`${summary}. ${copy.explain}`}
      submitLabel={copy.button}
      isPending={decide.isPending}
      isDestructive={isDestructive}
      onSubmit={() => void apply()}
    >
      {loan?.purpose && (
        <p className="text-sm">
          <span className="text-muted-foreground">Purpose: </span>
          {loan.purpose}
        </p>
      )}
      {isReasonNeeded && (
        <ReasonField
          id="loan-decision-reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      )}
    </DecisionDialog>
  );
}
