import { can } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TLoan, TRequestLoan } from '../../../shared/contracts/loans';
import { getLoanDueDate, getTotalRepayableCents, percentToBps } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { hasSignIn, readDisplayName } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import { lockMembership } from '../../platform/money/money-commands.repository';
import type { TMoneyContext } from '../../platform/money/money-context';
import { announceMoneyChange } from '../../platform/money/money-reactions';
import { describeLoanDisbursement, describeLoanWriteOff, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry } from '../ledger/ledger.service';
import { describeLoanAudit, runLoanCommand } from './loan-command';
import { getMaxLoanCents, readLoanTerms } from './loan-terms.service';
import { assertLoanTransition } from './loan-transition';
import { loadLoan } from './loan-views.service';
import { insertLoan, sumLoanPaid, updateLoan } from './loans.repository';

/**
 * Who a request is for: the caller, or a member without an account that an admin (loan.decide) asks for,
 * since that member cannot sign in to ask. A member with an account asks for their own loan.
 */
async function readBorrower(ctx: TMoneyContext, tx: TDbOrTx, input: TRequestLoan) {
  const self = { userId: ctx.actor.userId, limitOf: 'you' };
  if (!input.borrowerUserId || input.borrowerUserId === ctx.actor.userId) return self;
  if (!can({ role: ctx.org.role }, 'loan.decide')) {
    throw new AppError('FORBIDDEN', 'Only admins can ask for a loan for another member');
  }
  const name = (await readDisplayName(tx, input.borrowerUserId)) ?? 'This member';
  if (!(await lockMembership(tx, ctx.org.organizationId, input.borrowerUserId))) {
    throw new AppError('NOT_FOUND', 'Member not found');
  }
  if (await hasSignIn(tx, input.borrowerUserId)) {
    throw new AppError('CONFLICT', `${name} has an account: they ask for their own loan`);
  }
  return { userId: input.borrowerUserId, limitOf: name };
}

/**
 * Members (loan.request), for themselves, or admins for a member without an account (`readBorrower`): asks
 * for a loan under the organization's current terms.
 * The rate is fixed at request time; the term may not exceed the longest, and the amount may not exceed the
 * caller's limit less the loans they already hold or have asked for. The check runs under the member's
 * membership lock, so concurrent requests are judged one after another and together never exceed the
 * limit. The loan waits as pending; nothing is posted.
 */
export function requestLoan(ctx: TMoneyContext, input: TRequestLoan): Promise<TLoan> {
  if (!ctx.org.membershipRole) throw new AppError('FORBIDDEN', 'Only members can request a loan');
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'loan.request',
    request: input,
    execute: async (tx) => {
      if (!(await lockMembership(tx, organizationId, ctx.actor.userId))) {
        throw new AppError('FORBIDDEN', 'Only members can request a loan');
      }
      const { userId, limitOf } = await readBorrower(ctx, tx, input);
      const { terms } = await readLoanTerms(tx, organizationId);
      if (input.termMonths > terms.maxTermMonths) {
        throw new AppError('VALIDATION_FAILED', `Term must be at most ${terms.maxTermMonths} months`);
      }
      const maxCents = await getMaxLoanCents(tx, organizationId, userId, terms);
      if (input.amountCents > maxCents) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Amount is above the largest loan ${limitOf} can take: ${formatCents(maxCents)}`,
        );
      }
      const loanDate = getTodayIso();
      const loanTerms = {
        amountCents: input.amountCents,
        interestRateBps: percentToBps(terms.interestRatePercent),
        termMonths: input.termMonths,
      };
      const row = await insertLoan(tx, {
        organizationId,
        userId,
        loanDate,
        ...loanTerms,
        totalRepayableCents: getTotalRepayableCents(loanTerms),
        dueDate: getLoanDueDate(loanDate, input.termMonths),
        status: 'pending',
        purpose: input.purpose,
      });
      return {
        result: await loadLoan(tx, organizationId, row.id),
        resultType: 'loan',
        resultId: row.id,
        audit: describeLoanAudit('loan.request', row),
        topics: ['loans'],
      };
    },
    replay: (tx, id) => loadLoan(tx, organizationId, id),
  });
}

/**
 * Organization admins and staff (loan.decide), never on their own loan: approves a pending loan, or rejects
 * it with a reason the borrower sees.
 */
export function decideLoan(
  ctx: TMoneyContext,
  loanId: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<TLoan> {
  const action = decision.to === 'approved' ? 'approve' : 'reject';
  return runLoanCommand(ctx, {
    operation: `loan.${action}`,
    loanId,
    request: decision.to === 'rejected' ? { reason: decision.reason } : {},
    change: async (tx, row) => {
      await assertMayActOn(tx, ctx, {
        permission: 'loan.decide',
        ownerUserId: row.userId,
        action: 'decide on',
      });
      assertLoanTransition(row.status, decision.to);
      const next = await updateLoan(tx, row.organizationId, row.id, {
        status: decision.to,
        decisionReason: decision.to === 'rejected' ? decision.reason : null,
        decidedBy: ctx.actor.userId,
        decidedAt: new Date(),
      });
      return {
        audit: describeLoanAudit(`loan.${action}`, next, { reason: next.decisionReason }),
        isPosted: false,
      };
    },
  });
}

/**
 * Organization admins and staff (loan.disburse), never on their own loan: pays out an approved loan on a
 * date (not before the loan date). It becomes active, its term runs from that day, and loan_disbursement is
 * posted: loans receivable up for the borrower, cash out.
 */
export function disburseLoan(ctx: TMoneyContext, loanId: string, disbursedOn: string): Promise<TLoan> {
  return runLoanCommand(ctx, {
    operation: 'loan.disburse',
    loanId,
    request: { disbursedOn },
    change: async (tx, row) => {
      await assertMayActOn(tx, ctx, {
        permission: 'loan.disburse',
        ownerUserId: row.userId,
        action: 'pay out',
      });
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
      return { audit: describeLoanAudit('loan.disburse', next, { disbursedOn }), isPosted: true };
    },
    afterCommit: (loan) =>
      announceMoneyChange(ctx, {
        event: 'loan.disbursed',
        organizationId: loan.organizationId,
        memberUserId: loan.userId,
        recordId: loan.id,
        amountCents: loan.amountCents,
        date: disbursedOn,
      }),
  });
}

/**
 * Organization admins and staff (loan.decide), never on their own loan: marks an active loan defaulted,
 * with a reason. What is owed stays receivable until it is written off.
 */
export function defaultLoan(ctx: TMoneyContext, loanId: string, reason: string): Promise<TLoan> {
  return runLoanCommand(ctx, {
    operation: 'loan.default',
    loanId,
    request: { reason },
    change: async (tx, row) => {
      await assertMayActOn(tx, ctx, {
        permission: 'loan.decide',
        ownerUserId: row.userId,
        action: 'decide on',
      });
      assertLoanTransition(row.status, 'defaulted');
      const next = await updateLoan(tx, row.organizationId, row.id, {
        status: 'defaulted',
        decisionReason: reason,
      });
      return { audit: describeLoanAudit('loan.default', next, { reason }), isPosted: false };
    },
  });
}

/**
 * Organization admins and staff (loan.decide), never on their own loan: writes off a defaulted loan's
 * outstanding principal once, posting loan_write_offs up and loans receivable down for the borrower.
 */
export function writeOffLoan(ctx: TMoneyContext, loanId: string): Promise<TLoan> {
  return runLoanCommand(ctx, {
    operation: 'loan.write_off',
    loanId,
    request: {},
    change: async (tx, row) => {
      await assertMayActOn(tx, ctx, {
        permission: 'loan.decide',
        ownerUserId: row.userId,
        action: 'write off',
      });
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
      return {
        audit: describeLoanAudit('loan.write_off', next, { writtenOffCents: principalLeft }),
        isPosted: true,
      };
    },
  });
}
