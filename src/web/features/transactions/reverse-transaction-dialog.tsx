import type { TTransaction } from '../../../shared/contracts/transactions';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { ReasonDialog } from '../../components/money-form/reason-dialog';
import { announceMove } from '../../lib/held-move';
import { useReverseTransaction } from './transactions.mutations';

/** Asks why before a transaction recorded here is reversed by an entry dated today. */
export function ReverseTransactionDialog({
  organizationId,
  transaction,
  onClose,
}: {
  organizationId: string;
  transaction: TTransaction | null;
  onClose: () => void;
}) {
  const reverse = useReverseTransaction(organizationId);
  return (
    <ReasonDialog
      isOpen={transaction !== null}
      title="Reverse transaction?"
      description={
        transaction
          ? `${transaction.description}: ${formatCents(Math.abs(transaction.amountCents))} on ${formatDate(transaction.transactionDate)}. ` +
            'A reversing entry dated today takes it out of the books; both stay in the list. This cannot be undone.'
          : ''
      }
      submitLabel="Reverse"
      fieldId="reverse-transaction-reason"
      isPending={reverse.isPending}
      onConfirm={async (reason, idempotencyKey) => {
        if (!transaction) return;
        announceMove(
          await reverse.mutateAsync({ transactionId: transaction.id, reason, idempotencyKey }),
          'Transaction reversed',
        );
      }}
      onClose={onClose}
    />
  );
}
