import type { TLoanRepayment, TRecordRepayment, TSubmitRepayment } from '../../../shared/contracts/loans';
import { splitRepayment } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand, type TMoneyOutcome } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { announceMoneyChange, applyMoneyChange } from '../../platform/money/money-reactions';
import { describeLoanRepayment, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry } from '../ledger/ledger.service';
import { findRepaymentSlips } from '../payment-slips/index';
import { toRepaymentChange } from './loan-changes';
import { describeLoanAudit, lockLoanForWrite } from './loan-command';
import { canReadAllLoans, toRepayment } from './loan-mapping';
import { assertTakesRepayments, getRepaymentLines, isRecoveryOn } from './loan-recoveries';
import { assertLoanTransition, assertRepaymentTransition } from './loan-transition';
import {
  findRepayment,
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

/** The answer and audit of a repayment write, under the loan's lock. */
async function toRepaymentOutcome(
  tx: TDbOrTx,
  action: string,
  loan: TLoanRow,
  repayment: TLoanRepaymentRow,
  isSettled: boolean,
): Promise<TMoneyOutcome<TLoanRepayment>> {
  const row = await findRepayment(tx, loan.organizationId, loan.id, repayment.id);
  if (!row) throw new Error('repayment vanished inside its own transaction');
  const isPosted = repayment.status === 'completed';
  return {
    result: await withSlip(tx, row),
    resultType: 'loan_repayment',
    resultId: repayment.id,
    audit: describeLoanAudit(
      action,
      { ...loan, status: isSettled ? 'paid' : loan.status },
      {
        repaymentId: repayment.id,
        repaymentCents: repayment.amountCents,
        principalCents: repayment.principalCents,
        interestCents: repayment.interestCents,
        repaymentStatus: repayment.status,
      },
    ),
    topics: isPosted ? ['loans', 'transactions'] : ['loans'],
  };
}

/** The repayment as the API answers it, its slip looked up. */
export async function withSlip(tx: TDbOrTx, row: TLoanRepaymentRow): Promise<TLoanRepayment> {
  const slips = await findRepaymentSlips(tx, row.organizationId, [row.id]);
  return toRepayment(row, slips.get(row.id) ?? null);
}

export async function readRepaymentAnswer(tx: TDbOrTx, organizationId: string, loanId: string, id: string) {
  const row = await findRepayment(tx, organizationId, loanId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Repayment not found');
  return withSlip(tx, row);
}

/**
 * Inside a money command: writes a repayment on an active loan under the loan's row lock; a completed one is
 * split and posted at once, a pending one waits. Refuses more than is still owed.
 */
export async function writeRepayment(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  loanId: string,
  input: TRecordRepayment,
  status: 'pending' | 'completed',
): Promise<TMoneyOutcome<TLoanRepayment>> {
  const loan = await lockLoanForWrite(tx, ctx, loanId);
  const isCompleted = status === 'completed';
  if (isCompleted) {
    await assertMayActOn(tx, ctx, {
      permission: 'loan.repayment_record',
      ownerUserId: loan.userId,
      action: 'record',
    });
  } else if (loan.userId !== ctx.actor.userId) {
    if (!canReadAllLoans(ctx)) throw new AppError('NOT_FOUND', 'Loan not found');
    throw new AppError('FORBIDDEN', 'Only the borrower can submit a repayment for this loan');
  }
  assertTakesRepayments(loan);
  assertDateAfterDisbursement(loan, input.repaymentDate);
  const { split, isSettled } = await splitAgainstPaid(tx, loan, input.amountCents);
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
  });
  if (isCompleted) await postRepayment(tx, ctx, loan, created, isSettled);
  const event = isCompleted ? 'repayment.recorded' : 'repayment.submitted';
  await applyMoneyChange(tx, ctx, toRepaymentChange(event, loan.organizationId, created));
  const action = `loan.repayment_${isCompleted ? 'record' : 'submit'}`;
  return toRepaymentOutcome(tx, action, loan, created, isCompleted && isSettled);
}

/**
 * Organization admins and staff (loan.repayment_record), never on their own loan: records a repayment
 * received on an active loan, or a recovery on a defaulted one, split into interest and principal and posted
 * at once; refuses more than is still owed. Concurrent repayments on one loan are serialised by its row lock, so together they can never
 * overpay.
 */
export function recordRepayment(
  ctx: TMoneyContext,
  loanId: string,
  input: TRecordRepayment,
): Promise<TLoanRepayment> {
  return runMoneyCommand(ctx, {
    operation: 'repayment.record',
    targetId: loanId,
    request: input,
    execute: (tx) => writeRepayment(tx, ctx, loanId, input, 'completed'),
    replay: (tx, id) => readRepaymentAnswer(tx, ctx.org.organizationId, loanId, id),
    afterCommit: (repayment) => announceRepayment(ctx, repayment, 'repayment.recorded'),
  });
}

/** After the write committed: tells the features that act once a repayment is recorded or confirmed (alerts). */
export function announceRepayment(
  ctx: TMoneyContext,
  row: TLoanRepayment,
  event: 'repayment.recorded' | 'repayment.confirmed',
) {
  return announceMoneyChange(ctx, toRepaymentChange(event, ctx.org.organizationId, row));
}

/**
 * The borrower only (loan.repayment_submit), admins included: reports their own payment; it waits as
 * pending, unposted, until another admin confirms it.
 */
export function submitRepayment(
  ctx: TMoneyContext,
  loanId: string,
  input: TSubmitRepayment,
): Promise<TLoanRepayment> {
  return runMoneyCommand(ctx, {
    operation: 'repayment.submit',
    targetId: loanId,
    request: input,
    execute: (tx) => writeRepayment(tx, ctx, loanId, input, 'pending'),
    replay: (tx, id) => readRepaymentAnswer(tx, ctx.org.organizationId, loanId, id),
  });
}

/** Runs inside the confirm's transaction once the repayment is posted (a bank line marks itself matched). */
export type TAfterRepaymentPosted = (
  tx: TDbOrTx,
  row: TLoanRepaymentRow & { journalEntryId: string },
) => Promise<void>;

/**
 * Organization admins and staff (loan.repayment_record), never on their own loan: confirms a submitted
 * repayment (split against what has been paid by now and posted; refused if it would now overpay) or marks
 * it failed (nothing posted).
 */
export function decideRepayment(
  ctx: TMoneyContext,
  loanId: string,
  repaymentId: string,
  to: 'completed' | 'failed',
  afterPosting?: TAfterRepaymentPosted,
): Promise<TLoanRepayment> {
  return runMoneyCommand(ctx, {
    operation: to === 'completed' ? 'repayment.confirm' : 'repayment.fail',
    targetId: repaymentId,
    request: { loanId },
    execute: async (tx) => {
      const loan = await lockLoanForWrite(tx, ctx, loanId);
      const repayment = await lockRepayment(tx, loan.organizationId, loanId, repaymentId);
      if (!repayment) throw new AppError('NOT_FOUND', 'Repayment not found');
      await assertMayActOn(tx, ctx, {
        permission: 'loan.repayment_record',
        ownerUserId: loan.userId,
        action: to === 'completed' ? 'confirm' : 'decide on',
      });
      assertRepaymentTransition(repayment.status, to);
      if (to === 'failed') {
        const failed = await updateRepayment(tx, loan.organizationId, repayment.id, { status: 'failed' });
        await applyMoneyChange(tx, ctx, toRepaymentChange('repayment.failed', loan.organizationId, failed));
        return toRepaymentOutcome(tx, 'loan.repayment_fail', loan, failed, false);
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
      if (afterPosting) {
        const posted = await findRepayment(tx, loan.organizationId, loanId, repayment.id);
        if (!posted?.journalEntryId) throw new Error(`repayment ${repayment.id} was not posted`);
        await afterPosting(tx, { ...posted, journalEntryId: posted.journalEntryId });
      }
      await applyMoneyChange(
        tx,
        ctx,
        toRepaymentChange('repayment.confirmed', loan.organizationId, completed),
      );
      return toRepaymentOutcome(tx, 'loan.repayment_confirm', loan, completed, isSettled);
    },
    replay: (tx, id) => readRepaymentAnswer(tx, ctx.org.organizationId, loanId, id),
    afterCommit: (repayment) =>
      to === 'completed' ? announceRepayment(ctx, repayment, 'repayment.confirmed') : Promise.resolve(),
  });
}
