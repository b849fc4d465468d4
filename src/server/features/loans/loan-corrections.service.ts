import { getTodayIso } from '../../../shared/calendar';
import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import { getLoanDueDate } from '../../../shared/loans';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { applyMoneyChange } from '../../platform/money/money-reactions';
import { listEntryLines } from '../ledger/index';
import { reverseJournalEntry } from '../ledger/ledger.service';
import { toRepaymentChange } from './loan-changes';
import { describeLoanAudit, lockLoanForWrite, runLoanCommand } from './loan-command';
import { withSlip } from './loan-repayments.service';
import { assertLoanReversal, assertRepaymentTransition } from './loan-transition';
import {
  findRepayment,
  listLoanRepayments,
  lockRepayment,
  type TLoanRow,
  updateLoan,
  updateRepayment,
} from './loans.repository';

/**
 * Corrections of loan money recorded by mistake. Entries are never edited: each correction posts the
 * reversing entry of the original, dated today (the open month), and moves the records back.
 */

/** loan.reverse, never on one's own loan: another admin must (the runner's own-record rule). */
function assertMayReverse(tx: TDbOrTx, ctx: TMoneyContext, loan: TLoanRow) {
  return assertMayActOn(tx, ctx, { permission: 'loan.reverse', ownerUserId: loan.userId, action: 'reverse' });
}

/**
 * Once a loan is written off, its receivable is closed: a repayment that reduced the receivable before the
 * write-off cannot be put back on it (the write-off already took what was left). Recoveries posted after the
 * write-off reduced the write-off instead, and reversing them restores it.
 */
async function assertReceivableOpen(tx: TDbOrTx, loan: TLoanRow, entryId: string) {
  if (!loan.writtenOffOn) return;
  const lines = await listEntryLines(tx, loan.organizationId, entryId);
  if (lines.some((line) => line.accountCode === 'loans_receivable')) {
    throw new AppError(
      'CONFLICT',
      'This repayment came in before the loan was written off and can no longer be reversed',
    );
  }
}

async function reverseEntry(tx: TDbOrTx, ctx: TMoneyContext, entryId: string, reason: string) {
  await reverseJournalEntry(tx, {
    organizationId: ctx.org.organizationId,
    entryId,
    entryDate: getTodayIso(),
    createdBy: ctx.actor.userId,
    reason,
  });
}

/**
 * Organization admins (loan.reverse), never on their own loan: reverses a completed repayment with a reason.
 * Posts the reversing entry (cash out, the receivable or the write-off back), marks the repayment reversed
 * and voids its receipt; a loan the repayment had settled is active again, and overdue if past its due date.
 */
export async function reverseRepayment(
  ctx: TMoneyContext,
  loanId: string,
  repaymentId: string,
  reason: string,
): Promise<TLoanRepayment> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'repayment.reverse',
    targetId: repaymentId,
    request: { loanId, reason },
    execute: async (tx) => {
      const loan = await lockLoanForWrite(tx, ctx, loanId);
      await assertMayReverse(tx, ctx, loan);
      const repayment = await lockRepayment(tx, loan.organizationId, loanId, repaymentId);
      if (!repayment) throw new AppError('NOT_FOUND', 'Repayment not found');
      assertRepaymentTransition(repayment.status, 'reversed');
      if (!repayment.journalEntryId) throw new AppError('CONFLICT', 'This repayment was never posted');
      await assertReceivableOpen(tx, loan, repayment.journalEntryId);
      await reverseEntry(tx, ctx, repayment.journalEntryId, reason);
      // The repayment first, so the maintained loan figures count its principal as owed again.
      const reversed = await updateRepayment(tx, loan.organizationId, repayment.id, { status: 'reversed' });
      let next = loan;
      if (loan.status === 'paid') {
        assertLoanReversal(loan.status, 'active');
        next = await updateLoan(tx, loan.organizationId, loan.id, { status: 'active' });
      }
      await applyMoneyChange(tx, ctx, toRepaymentChange('repayment.reversed', loan.organizationId, reversed));
      return {
        result: await readRepayment(tx, organizationId, loanId, repaymentId),
        resultType: 'loan_repayment',
        resultId: repaymentId,
        audit: describeLoanAudit('loan.repayment_reverse', next, {
          reason,
          repaymentId: reversed.id,
          repaymentCents: reversed.amountCents,
          principalCents: reversed.principalCents,
          interestCents: reversed.interestCents,
          repaymentStatus: reversed.status,
        }),
        topics: ['loans', 'transactions', 'receipts'],
      };
    },
    replay: (tx, id) => readRepayment(tx, organizationId, loanId, id),
  });
}

async function readRepayment(tx: TDbOrTx, organizationId: string, loanId: string, repaymentId: string) {
  const row = await findRepayment(tx, organizationId, loanId, repaymentId);
  if (!row) throw new AppError('NOT_FOUND', 'Repayment not found');
  return withSlip(tx, row);
}

/**
 * Organization admins (loan.reverse), never on their own loan: reverses the payout of an active loan that
 * has received nothing yet, with a reason. Posts the reversing entry (cash back, the receivable down) and
 * returns the loan to approved, so it can be paid out again correctly. Refused while any repayment is
 * confirmed ("Reverse the repayments first") or waits for a decision.
 */
export async function reverseDisbursement(
  ctx: TMoneyContext,
  loanId: string,
  reason: string,
): Promise<TLoan> {
  return runLoanCommand(ctx, {
    operation: 'loan.reverse_disbursement',
    loanId,
    request: { reason },
    change: async (tx, loan) => {
      await assertMayReverse(tx, ctx, loan);
      if (loan.status !== 'active' || !loan.disbursementEntryId) {
        throw new AppError(
          'CONFLICT',
          `Only an active loan's payout can be reversed; this loan is ${loan.status}`,
        );
      }
      const repayments = await listLoanRepayments(tx, loan.organizationId, loan.id);
      if (repayments.some((repayment) => repayment.status === 'completed')) {
        throw new AppError('CONFLICT', 'Reverse the repayments first');
      }
      if (repayments.some((repayment) => repayment.status === 'pending')) {
        throw new AppError('CONFLICT', 'Confirm or fail the submitted repayments first');
      }
      await reverseEntry(tx, ctx, loan.disbursementEntryId, reason);
      assertLoanReversal(loan.status, 'approved');
      const next = await updateLoan(tx, loan.organizationId, loan.id, {
        status: 'approved',
        disbursedOn: null,
        disbursementEntryId: null,
        dueDate: getLoanDueDate(loan.loanDate, loan.termMonths),
      });
      return {
        audit: describeLoanAudit('loan.disbursement_reverse', next, {
          reason,
          reversedDisbursedOn: loan.disbursedOn,
        }),
        isPosted: true,
      };
    },
  });
}
