import { getTodayIso } from '../../../shared/calendar';
import type { TLoan, TRequestLoan } from '../../../shared/contracts/loans';
import { getLoanDueDate, getTotalRepayableCents, percentToBps } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { describeLoanDisbursement, describeLoanWriteOff, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry } from '../ledger/ledger.service';
import { assertAcceptsMoney, type TMoneyContext } from '../ledger/money-write';
import { sendMoneyAlert } from '../me/member-alerts';
import { announceLoan, runLoanAction } from './loan-actions';
import { getMaxLoanCents, readLoanTerms } from './loan-terms.service';
import { assertLoanTransition } from './loan-transition';
import { loadLoan } from './loan-views.service';
import { findLoanByKey, insertLoan, sumLoanPaid, updateLoan } from './loans.repository';

/** Replays the loan a key already created, or refuses the key for a different request. */
async function replayRequest(ctx: TMoneyContext, input: TRequestLoan): Promise<TLoan | undefined> {
  if (!ctx.idempotencyKey) return undefined;
  const existing = await findLoanByKey(ctx.db, ctx.org.organizationId, ctx.idempotencyKey);
  if (!existing) return undefined;
  const { loan } = existing;
  if (
    loan.userId !== ctx.actor.userId ||
    loan.amountCents !== input.amountCents ||
    loan.termMonths !== input.termMonths
  ) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return loadLoan(ctx.db, ctx.org.organizationId, loan.id);
}

/**
 * Members (loan.request), for themselves only: asks for a loan under the organization's current terms.
 * The rate is fixed at request time; the amount may not exceed the caller's limit, nor the term the
 * longest. The loan waits as pending; nothing is posted.
 */
export async function requestLoan(ctx: TMoneyContext, input: TRequestLoan): Promise<TLoan> {
  assertAcceptsMoney(ctx.org);
  if (!ctx.org.membershipRole) throw new AppError('FORBIDDEN', 'Only members can request a loan');
  const replay = await replayRequest(ctx, input);
  if (replay) return replay;
  const organizationId = ctx.org.organizationId;
  const { terms } = await readLoanTerms(ctx.db, organizationId);
  if (input.termMonths > terms.maxTermMonths) {
    throw new AppError('VALIDATION_FAILED', `Term must be at most ${terms.maxTermMonths} months`);
  }
  const maxCents = await getMaxLoanCents(ctx.db, organizationId, ctx.actor.userId, terms);
  if (input.amountCents > maxCents) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Amount is above the largest loan you can take: ${formatCents(maxCents)}`,
    );
  }
  const loanDate = getTodayIso();
  const loanTerms = {
    amountCents: input.amountCents,
    interestRateBps: percentToBps(terms.interestRatePercent),
    termMonths: input.termMonths,
  };
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const row = await insertLoan(tx, {
        organizationId,
        userId: ctx.actor.userId,
        loanDate,
        ...loanTerms,
        totalRepayableCents: getTotalRepayableCents(loanTerms),
        dueDate: getLoanDueDate(loanDate, input.termMonths),
        status: 'pending',
        purpose: input.purpose,
        idempotencyKey: ctx.idempotencyKey,
      });
      await announceLoan(tx, ctx, 'loan.request', row, { isPosted: false });
      return row.id;
    });
    return loadLoan(ctx.db, organizationId, id);
  } catch (error) {
    // A concurrent request with the same key won the race: answer with its loan.
    if (ctx.idempotencyKey && readPgErrorCode(error) === '23505') {
      const replayed = await replayRequest(ctx, input);
      if (replayed) return replayed;
    }
    throw error;
  }
}

/**
 * Organization admins and staff (loan.decide), never on their own loan: approves a pending loan, or rejects
 * it with a reason the borrower sees.
 */
export async function decideLoan(
  ctx: TMoneyContext,
  loanId: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<TLoan> {
  const action = decision.to === 'approved' ? 'approve' : 'reject';
  await runLoanAction(ctx, loanId, action, async (tx, row) => {
    if (row.userId === ctx.actor.userId) {
      throw new AppError('FORBIDDEN', 'You cannot decide on your own loan');
    }
    assertLoanTransition(row.status, decision.to);
    const next = await updateLoan(tx, row.organizationId, row.id, {
      status: decision.to,
      decisionReason: decision.to === 'rejected' ? decision.reason : null,
      decidedBy: ctx.actor.userId,
      decidedAt: new Date(),
    });
    await announceLoan(tx, ctx, `loan.${action}`, next, {
      isPosted: false,
      summary: { reason: next.decisionReason },
    });
  });
  return loadLoan(ctx.db, ctx.org.organizationId, loanId);
}

/**
 * Organization admins and staff (loan.disburse): pays out an approved loan on a date (not before the loan
 * date). It becomes active, its term runs from that day, and loan_disbursement is posted: loans receivable
 * up for the borrower, cash out.
 */
export async function disburseLoan(ctx: TMoneyContext, loanId: string, disbursedOn: string): Promise<TLoan> {
  await runLoanAction(ctx, loanId, 'disburse', async (tx, row) => {
    assertLoanTransition(row.status, 'active');
    if (disbursedOn < row.loanDate) {
      throw new AppError('VALIDATION_FAILED', 'Disbursement date cannot be before the loan date');
    }
    const { entry } = await postJournalEntry(tx, {
      organizationId: row.organizationId,
      entryDate: disbursedOn,
      description: describeLoanDisbursement({
        memberName: await readMemberName(tx, row.userId),
        purpose: row.purpose,
      }),
      transactionType: 'loan_disbursement',
      lines: [
        { account: 'loans_receivable', amountCents: row.amountCents, memberUserId: row.userId },
        { account: 'cash', amountCents: -row.amountCents },
      ],
      createdBy: ctx.actor.userId,
      sourceType: 'loan',
      sourceId: row.id,
    });
    const next = await updateLoan(tx, row.organizationId, row.id, {
      status: 'active',
      disbursedOn,
      dueDate: getLoanDueDate(disbursedOn, row.termMonths),
      disbursementEntryId: entry.id,
    });
    await announceLoan(tx, ctx, 'loan.disburse', next, { isPosted: true, summary: { disbursedOn } });
  });
  const loan = await loadLoan(ctx.db, ctx.org.organizationId, loanId);
  await sendMoneyAlert(ctx, {
    organizationId: loan.organizationId,
    memberUserId: loan.userId,
    event: 'loan_disbursed',
    amountCents: loan.amountCents,
    date: disbursedOn,
  });
  return loan;
}

/**
 * Organization admins and staff (loan.decide): marks an active loan defaulted, with a reason. What is owed
 * stays receivable until it is written off.
 */
export async function defaultLoan(ctx: TMoneyContext, loanId: string, reason: string): Promise<TLoan> {
  await runLoanAction(ctx, loanId, 'default', async (tx, row) => {
    assertLoanTransition(row.status, 'defaulted');
    const next = await updateLoan(tx, row.organizationId, row.id, {
      status: 'defaulted',
      decisionReason: reason,
    });
    await announceLoan(tx, ctx, 'loan.default', next, { isPosted: false, summary: { reason } });
  });
  return loadLoan(ctx.db, ctx.org.organizationId, loanId);
}

/**
 * Organization admins and staff (loan.decide): writes off a defaulted loan's outstanding principal once,
 * posting loan_write_offs up and loans receivable down for the borrower.
 */
export async function writeOffLoan(ctx: TMoneyContext, loanId: string): Promise<TLoan> {
  await runLoanAction(ctx, loanId, 'write-off', async (tx, row) => {
    if (row.status !== 'defaulted')
      throw new AppError('CONFLICT', 'Only a defaulted loan can be written off');
    if (row.writtenOffOn) throw new AppError('CONFLICT', 'This loan has already been written off');
    const paid = await sumLoanPaid(tx, row.organizationId, row.id);
    const principalLeft = row.amountCents - paid.principalCents;
    if (principalLeft <= 0) throw new AppError('CONFLICT', 'Nothing is left to write off on this loan');
    const writtenOffOn = getTodayIso();
    const { entry } = await postJournalEntry(tx, {
      organizationId: row.organizationId,
      entryDate: writtenOffOn,
      description: describeLoanWriteOff({ memberName: await readMemberName(tx, row.userId) }),
      transactionType: 'other',
      lines: [
        { account: 'loan_write_offs', amountCents: principalLeft, memberUserId: row.userId },
        { account: 'loans_receivable', amountCents: -principalLeft, memberUserId: row.userId },
      ],
      createdBy: ctx.actor.userId,
      sourceType: 'loan',
      sourceId: row.id,
    });
    const next = await updateLoan(tx, row.organizationId, row.id, {
      writtenOffOn,
      writeOffEntryId: entry.id,
    });
    await announceLoan(tx, ctx, 'loan.write_off', next, {
      isPosted: true,
      summary: { writtenOffCents: principalLeft },
    });
  });
  return loadLoan(ctx.db, ctx.org.organizationId, loanId);
}
