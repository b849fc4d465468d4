import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { assertAcceptsMoney, type TMoneyContext } from '../ledger/money-write';
import { findActionKey, insertActionKey, lockLoan, type TLoanRow } from './loans.repository';

const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/** Whether an action key was recorded for this very action; a key recorded for another one is refused. */
function isReplay(
  existing: { loanId: string; action: string } | undefined,
  loanId: string,
  action: string,
): boolean {
  if (!existing) return false;
  if (existing.loanId !== loanId || existing.action !== action) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
  }
  return true;
}

/** Runs `work` in a transaction holding the loan's row lock, so writes to one loan happen one after another. */
export async function withLockedLoan<T>(
  ctx: TMoneyContext,
  loanId: string,
  work: (tx: TDbOrTx, row: TLoanRow) => Promise<T>,
): Promise<T> {
  assertAcceptsMoney(ctx.org);
  return ctx.db.transaction(async (tx) => {
    const row = await lockLoan(tx, ctx.org.organizationId, loanId);
    if (!row) throw new AppError('NOT_FOUND', 'Loan not found');
    return work(tx, row);
  });
}

/**
 * Runs one change to a loan that has no row of its own (a status move, a repayment decision) under the
 * loan's row lock. With an Idempotency-Key, the key is stored with the change; a retry (even a concurrent
 * one, which waits on the lock) finds it and changes nothing.
 */
export async function runLoanAction(
  ctx: TMoneyContext,
  loanId: string,
  action: string,
  work: (tx: TDbOrTx, row: TLoanRow) => Promise<void>,
): Promise<void> {
  const organizationId = ctx.org.organizationId;
  const key = ctx.idempotencyKey;
  try {
    await withLockedLoan(ctx, loanId, async (tx, row) => {
      if (key) {
        if (isReplay(await findActionKey(tx, organizationId, key), loanId, action)) return;
        await insertActionKey(tx, { organizationId, idempotencyKey: key, loanId, action });
      }
      await work(tx, row);
    });
  } catch (error) {
    // The same key used at the same moment on another loan: the primary key decided.
    if (key && readPgErrorCode(error) === '23505') {
      if (isReplay(await findActionKey(ctx.db, organizationId, key), loanId, action)) return;
    }
    throw error;
  }
}

/** Writes the audit row and tells listeners; call inside the change's transaction. */
export async function announceLoan(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  action: string,
  row: Pick<TLoanRow, 'id' | 'organizationId' | 'userId' | 'amountCents' | 'status'>,
  details: { isPosted: boolean; summary?: Record<string, unknown> },
): Promise<void> {
  await writeAudit(tx, {
    organizationId: row.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'loan',
    targetId: row.id,
    summary: { userId: row.userId, amountCents: row.amountCents, status: row.status, ...details.summary },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'loans', organizationId: row.organizationId });
  if (details.isPosted)
    await publishChange(tx, { topic: 'transactions', organizationId: row.organizationId });
}
