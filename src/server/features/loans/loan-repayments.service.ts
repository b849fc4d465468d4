import type { TLoanRepayment, TRecordRepayment, TSubmitRepayment } from '../../../shared/contracts/loans';
import { splitRepayment } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { describeLoanRepayment, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry } from '../ledger/ledger.service';
import type { TMoneyContext } from '../ledger/money-write';
import { sendMoneyAlert } from '../me/member-alerts';
import { syncRepaymentReceipt } from '../receipts/receipt-issuing';
import { announceLoan, runLoanAction, withLockedLoan } from './loan-actions';
import { canReadAllLoans, toRepayment } from './loan-mapping';
import { assertTakesRepayments, getRepaymentLines, isRecoveryOn } from './loan-recoveries';
import { assertLoanTransition, assertRepaymentTransition } from './loan-transition';
import {
  findRepayment,
  findRepaymentByKey,
  insertRepayment,
  lockRepayment,
  sumLoanPaid,
  type TLoanRepaymentRow,
  type TLoanRow,
  updateLoan,
  updateRepayment,
} from './loans.repository';

function assertDateAfterDisbursement(loan: TLoanRow, repaymentDate: string) {
  if (loan.disbursedOn && repaymentDate < loan.disbursedOn) {
    throw new AppError('VALIDATION_FAILED', 'Repayment date cannot be before the loan was paid out');
  }
}

/** Splits an amount against what the loan has received so far; refuses more than is still owed. */
async function splitAgainstPaid(tx: TDbOrTx, loan: TLoanRow, amountCents: number) {
  const paid = await sumLoanPaid(tx, loan.organizationId, loan.id);
  const split = splitRepayment(loan, paid, amountCents);
  if (!split) {
    const owed = loan.totalRepayableCents - paid.principalCents - paid.interestCents;
    throw new AppError('VALIDATION_FAILED', `Repayment is more than the ${formatCents(owed)} still owed`);
  }
  return {
    split,
    // Only an active loan becomes paid; a defaulted one that recovers in full stays defaulted, owing nothing.
    isSettled:
      loan.status === 'active' &&
      paid.principalCents + paid.interestCents + amountCents === loan.totalRepayableCents,
  };
}

/**
 * Posts a completed repayment (cash in; interest income and the borrower's receivable, or the write-off,
 * down) and moves an active loan to paid when it is covered. Runs under the loan's row lock.
 */
async function postRepayment(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  loan: TLoanRow,
  repayment: TLoanRepaymentRow,
  isSettled: boolean,
) {
  const { entry } = await postJournalEntry(tx, {
    organizationId: loan.organizationId,
    entryDate: repayment.repaymentDate,
    description: describeLoanRepayment({
      memberName: await readMemberName(tx, loan.userId),
      referenceNumber: repayment.referenceNumber,
    }),
    transactionType: 'loan_repayment',
    lines: getRepaymentLines(loan, repayment),
    createdBy: ctx.actor.userId,
    sourceType: 'loan_repayment',
    sourceId: repayment.id,
  });
  await updateRepayment(tx, loan.organizationId, repayment.id, { journalEntryId: entry.id });
  if (isSettled) {
    assertLoanTransition(loan.status, 'paid');
    await updateLoan(tx, loan.organizationId, loan.id, { status: 'paid' });
  }
}

async function announceRepayment(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  action: string,
  loan: TLoanRow,
  repayment: TLoanRepaymentRow,
  isSettled: boolean,
) {
  await announceLoan(
    tx,
    ctx,
    action,
    { ...loan, status: isSettled ? 'paid' : loan.status },
    {
      isPosted: repayment.status === 'completed',
      summary: {
        repaymentId: repayment.id,
        repaymentCents: repayment.amountCents,
        principalCents: repayment.principalCents,
        interestCents: repayment.interestCents,
        repaymentStatus: repayment.status,
      },
    },
  );
}

function isSameRequest(row: TLoanRepaymentRow, loanId: string, input: TRecordRepayment) {
  return (
    row.loanId === loanId &&
    row.amountCents === input.amountCents &&
    row.repaymentDate === input.repaymentDate
  );
}

async function replayByKey(ctx: TMoneyContext, db: TDbOrTx, loanId: string, input: TRecordRepayment) {
  if (!ctx.idempotencyKey) return undefined;
  const existing = await findRepaymentByKey(db, ctx.org.organizationId, ctx.idempotencyKey);
  if (!existing) return undefined;
  if (!isSameRequest(existing, loanId, input)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return existing;
}

async function createRepayment(
  ctx: TMoneyContext,
  loanId: string,
  input: TRecordRepayment,
  status: 'pending' | 'completed',
  assertActor: (loan: TLoanRow) => void,
): Promise<TLoanRepayment> {
  try {
    const row = await withLockedLoan(ctx, loanId, async (tx, loan) => {
      assertActor(loan);
      // A retry waited on the loan lock behind the first request: answer with the first result.
      const replayed = await replayByKey(ctx, tx, loanId, input);
      if (replayed) return replayed;
      assertTakesRepayments(loan);
      assertDateAfterDisbursement(loan, input.repaymentDate);
      const { split, isSettled } = await splitAgainstPaid(tx, loan, input.amountCents);
      const isCompleted = status === 'completed';
      const created = await insertRepayment(tx, {
        organizationId: loan.organizationId,
        loanId: loan.id,
        userId: loan.userId,
        repaymentDate: input.repaymentDate,
        amountCents: input.amountCents,
        // A submitted payment is split when an admin confirms it, against what has been paid by then.
        principalCents: isCompleted ? split.principalCents : 0,
        interestCents: isCompleted ? split.interestCents : 0,
        status,
        isRecovery: isRecoveryOn(loan),
        referenceNumber: input.referenceNumber ?? null,
        recordedBy: ctx.actor.userId,
        idempotencyKey: ctx.idempotencyKey,
      });
      if (isCompleted) await postRepayment(tx, ctx, loan, created, isSettled);
      await syncRepaymentReceipt(tx, ctx, created.id);
      const action = `loan.repayment_${isCompleted ? 'record' : 'submit'}`;
      await announceRepayment(tx, ctx, action, loan, created, isCompleted && isSettled);
      return created;
    });
    return toRepayment(row);
  } catch (error) {
    // The same key used at the same moment on another loan's repayment: the unique key decided.
    if (ctx.idempotencyKey && readPgErrorCode(error) === '23505') {
      const replayed = await replayByKey(ctx, ctx.db, loanId, input);
      if (replayed) return toRepayment(replayed);
    }
    throw error;
  }
}

/**
 * Organization admins and staff (loan.repayment_record): records a repayment received on an active loan, or
 * a recovery on a defaulted one, split into interest and principal and posted at once; refuses more than is
 * still owed. Concurrent
 * repayments on one loan are serialised by its row lock, so together they can never overpay.
 */
export async function recordRepayment(
  ctx: TMoneyContext,
  loanId: string,
  input: TRecordRepayment,
): Promise<TLoanRepayment> {
  const repayment = await createRepayment(ctx, loanId, input, 'completed', () => undefined);
  await alertBorrower(ctx, repayment, 'repayment_recorded');
  return repayment;
}

function alertBorrower(
  ctx: TMoneyContext,
  row: TLoanRepayment,
  event: 'repayment_recorded' | 'repayment_confirmed',
) {
  const { userId, amountCents, repaymentDate } = row;
  const organizationId = ctx.org.organizationId;
  return sendMoneyAlert(ctx, {
    organizationId,
    memberUserId: userId,
    event,
    amountCents,
    date: repaymentDate,
  });
}

/** The borrower only (loan.repayment_submit): reports their own payment; it waits as pending, unposted. */
export async function submitRepayment(
  ctx: TMoneyContext,
  loanId: string,
  input: TSubmitRepayment,
): Promise<TLoanRepayment> {
  return createRepayment(ctx, loanId, input, 'pending', (loan) => {
    if (loan.userId === ctx.actor.userId) return;
    if (!canReadAllLoans(ctx)) throw new AppError('NOT_FOUND', 'Loan not found');
    throw new AppError('FORBIDDEN', 'Only the borrower can submit a repayment for this loan');
  });
}

/**
 * Organization admins and staff (loan.repayment_record): confirms a submitted repayment (split against what
 * has been paid by now and posted; refused if it would now overpay) or marks it failed (nothing posted).
 */
export async function decideRepayment(
  ctx: TMoneyContext,
  loanId: string,
  repaymentId: string,
  to: 'completed' | 'failed',
): Promise<TLoanRepayment> {
  const action = `repayment.${to === 'completed' ? 'confirm' : 'fail'}:${repaymentId}`;
  await runLoanAction(ctx, loanId, action, async (tx, loan) => {
    const repayment = await lockRepayment(tx, loan.organizationId, loanId, repaymentId);
    if (!repayment) throw new AppError('NOT_FOUND', 'Repayment not found');
    assertRepaymentTransition(repayment.status, to);
    if (to === 'failed') {
      const failed = await updateRepayment(tx, loan.organizationId, repayment.id, { status: 'failed' });
      await syncRepaymentReceipt(tx, ctx, repayment.id);
      await announceRepayment(tx, ctx, 'loan.repayment_fail', loan, failed, false);
      return;
    }
    assertTakesRepayments(loan);
    const { split, isSettled } = await splitAgainstPaid(tx, loan, repayment.amountCents);
    const completed = await updateRepayment(tx, loan.organizationId, repayment.id, {
      status: 'completed',
      principalCents: split.principalCents,
      interestCents: split.interestCents,
      isRecovery: isRecoveryOn(loan),
    });
    await postRepayment(tx, ctx, loan, completed, isSettled);
    await syncRepaymentReceipt(tx, ctx, repayment.id);
    await announceRepayment(tx, ctx, 'loan.repayment_confirm', loan, completed, isSettled);
  });
  const row = await findRepayment(ctx.db, ctx.org.organizationId, loanId, repaymentId);
  if (!row) throw new AppError('NOT_FOUND', 'Repayment not found');
  const repayment = toRepayment(row);
  if (to === 'completed') await alertBorrower(ctx, repayment, 'repayment_confirmed');
  return repayment;
}
