import type { TLoan } from '../../../shared/contracts/loans';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  runMoneyCommand,
  type TMoneyOperation,
  type TMoneyOutcome,
} from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { loadLoan } from './loan-views.service';
import { lockLoan, type TLoanRow } from './loans.repository';

/** Locks the loan for a write: writes to one loan happen one after another. */
export async function lockLoanForWrite(tx: TDbOrTx, ctx: TMoneyContext, loanId: string): Promise<TLoanRow> {
  const row = await lockLoan(tx, ctx.org.organizationId, loanId);
  if (!row) throw new AppError('NOT_FOUND', 'Loan not found');
  return row;
}

/** The audit row of a loan write: who borrowed, how much, the status it left, plus the action's details. */
export function describeLoanAudit(
  action: string,
  row: Pick<TLoanRow, 'id' | 'userId' | 'amountCents' | 'status'>,
  summary: Record<string, unknown> = {},
): TMoneyOutcome<unknown>['audit'] {
  return {
    action,
    targetType: 'loan',
    targetId: row.id,
    summary: { userId: row.userId, amountCents: row.amountCents, status: row.status, ...summary },
  };
}

type TLoanChange = { audit: TMoneyOutcome<unknown>['audit']; isPosted: boolean };

/**
 * A money command on one existing loan (approve, reject, disburse, default, write off): runs `change` under
 * the loan's row lock and answers with the loan as it committed; a retry answers with the loan as it is.
 */
export function runLoanCommand(
  ctx: TMoneyContext,
  command: {
    operation: TMoneyOperation;
    loanId: string;
    request: unknown;
    change: (tx: TDbOrTx, row: TLoanRow) => Promise<TLoanChange>;
    afterCommit?: (loan: TLoan) => Promise<void>;
  },
): Promise<TLoan> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: command.operation,
    targetId: command.loanId,
    request: command.request,
    execute: async (tx) => {
      const row = await lockLoanForWrite(tx, ctx, command.loanId);
      const { audit, isPosted } = await command.change(tx, row);
      return {
        result: await loadLoan(tx, organizationId, row.id),
        resultType: 'loan',
        resultId: row.id,
        audit,
        topics: isPosted ? ['loans', 'transactions'] : ['loans'],
      };
    },
    replay: (tx, id) => loadLoan(tx, organizationId, id),
    ...(command.afterCommit ? { afterCommit: command.afterCommit } : {}),
  });
}
