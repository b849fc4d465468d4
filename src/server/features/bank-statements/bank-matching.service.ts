import { createHash } from 'node:crypto';
import { z } from 'zod';
import type {
  TBulkConfirm,
  TBulkConfirmResult,
  TMatch,
  TRecordBankLine,
  TRecordBankLineResult,
} from '../../../shared/contracts/bank-statements';
import type { TNewTransaction } from '../../../shared/contracts/transactions';
import { isFeatureOnFor } from '../../auth/guards';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { gateOrRun, registerApprovalOperation } from '../approvals';
import {
  decideContribution,
  readContribution,
  writeContribution,
} from '../contributions/contribution-writes.service';
import { findContribution } from '../contributions/index';
import { decideRepayment } from '../loans/loan-repayments.service';
import { recordTransactionMove } from '../transactions/transaction-moves';
import { recordTransaction } from '../transactions/transactions.service';
import { toBankLine } from './bank-mapping';
import {
  findLine,
  findRepaymentLoanId,
  lockLine,
  type TLineRow,
  updateLine,
} from './bank-statements.repository';

const KEY_REQUIRED = 'Idempotency-Key header is required for this request';

/** One key per line of a bulk request, so a retried request replays each line's own write. */
function deriveKey(key: string, ...parts: string[]): string {
  return `bank:${createHash('sha256')
    .update([key, ...parts].join('|'))
    .digest('hex')
    .slice(0, 48)}`;
}

async function lockUnmatchedLine(tx: TDbOrTx, organizationId: string, lineId: string): Promise<TLineRow> {
  const line = await lockLine(tx, organizationId, lineId);
  if (!line) throw new AppError('NOT_FOUND', 'Statement line not found');
  if (line.status !== 'unmatched')
    throw new AppError('CONFLICT', 'This statement line is already dealt with');
  return line;
}

async function markLine(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  line: TLineRow,
  values: {
    status: 'matched' | 'recorded' | 'fee' | 'ignored';
    contributionId?: string;
    repaymentId?: string;
    entryId?: string;
  },
) {
  await updateLine(tx, ctx.org.organizationId, line.id, {
    status: values.status,
    matchedContributionId: values.contributionId ?? null,
    matchedRepaymentId: values.repaymentId ?? null,
    journalEntryId: values.entryId ?? null,
    matchedBy: ctx.actor.userId,
    matchedAt: new Date(),
  });
  await publishChange(tx, { topic: 'bank', organizationId: ctx.org.organizationId });
}

/**
 * Inside the confirm's transaction, once the payment is posted: locks the line, checks it is for the same
 * amount, and marks it matched to the payment and its master-book entry.
 */
async function matchLine(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  lineId: string,
  payment: { amountCents: number; journalEntryId: string; contributionId?: string; repaymentId?: string },
) {
  const line = await lockUnmatchedLine(tx, ctx.org.organizationId, lineId);
  if (line.amountCents !== payment.amountCents) {
    throw new AppError('CONFLICT', 'The statement line and the payment are for different amounts');
  }
  const { contributionId, repaymentId, journalEntryId } = payment;
  await markLine(tx, ctx, line, {
    status: 'matched',
    entryId: journalEntryId,
    ...(contributionId ? { contributionId } : {}),
    ...(repaymentId ? { repaymentId } : {}),
  });
}

/**
 * Confirms one match through its own module's confirm path: a contribution's, or a loan repayment's (under
 * the loan's lock, split against what the loan has received by now).
 */
async function confirmMatch(
  ctx: TMoneyContext,
  key: string,
  { lineId, contributionId, repaymentId }: TMatch,
) {
  if (contributionId) {
    const lineCtx = { ...ctx, idempotencyKey: deriveKey(key, 'confirm', lineId, contributionId) };
    await decideContribution(lineCtx, contributionId, { to: 'completed' }, (tx, contribution) =>
      matchLine(tx, ctx, lineId, { ...contribution, contributionId }),
    );
    return;
  }
  if (!repaymentId) throw new AppError('VALIDATION_FAILED', 'Choose the payment this line is');
  if (!(await isFeatureOnFor(ctx.db, ctx.org, 'loans'))) {
    throw new AppError('FEATURE_DISABLED', 'Loans are not available for this organization');
  }
  const loanId = await findRepaymentLoanId(ctx.db, ctx.org.organizationId, repaymentId);
  if (!loanId) throw new AppError('NOT_FOUND', 'Repayment not found');
  const lineCtx = { ...ctx, idempotencyKey: deriveKey(key, 'confirm-repayment', lineId, repaymentId) };
  await decideRepayment(lineCtx, loanId, repaymentId, 'completed', (tx, repayment) =>
    matchLine(tx, ctx, lineId, { ...repayment, repaymentId }),
  );
}

/**
 * Admins (bank.reconcile and contribution.confirm; loan.repayment_record for repayments): confirms each
 * matched contribution or loan repayment through its own confirm path, in its own transaction with its
 * line, so the access rule (never one's own payment) applies per line and a refusal leaves the others.
 * Each line's write is keyed by the request's Idempotency-Key and the line, so a retried request confirms
 * nothing twice.
 */
export async function confirmMatches(ctx: TMoneyContext, input: TBulkConfirm): Promise<TBulkConfirmResult> {
  const key = ctx.idempotencyKey;
  if (!key) throw new AppError('VALIDATION_FAILED', KEY_REQUIRED);
  assertAcceptsMoney(ctx.org);
  const results: TBulkConfirmResult['results'] = [];
  for (const match of input.matches) {
    const ids = {
      lineId: match.lineId,
      contributionId: match.contributionId ?? null,
      repaymentId: match.repaymentId ?? null,
    };
    try {
      await confirmMatch(ctx, key, match);
      results.push({ ...ids, outcome: 'confirmed', message: 'Confirmed' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...ids, outcome: 'refused', message: error.message });
    }
  }
  const confirmedCount = results.filter((result) => result.outcome === 'confirmed').length;
  return { results, confirmedCount, refusedCount: results.length - confirmedCount };
}

async function recordAsContribution(
  ctx: TMoneyContext,
  lineId: string,
  input: Extract<TRecordBankLine, { action: 'contribution' }>,
) {
  await runMoneyCommand(ctx, {
    operation: 'contribution.record',
    targetId: lineId,
    request: input,
    execute: async (tx) => {
      const line = await lockUnmatchedLine(tx, ctx.org.organizationId, lineId);
      if (line.amountCents <= 0)
        throw new AppError('CONFLICT', 'Only money in can be recorded as a contribution');
      const outcome = await writeContribution(
        tx,
        ctx,
        input.userId,
        {
          userId: input.userId,
          contributionDate: line.lineDate,
          amountCents: line.amountCents,
          paymentMethod: input.paymentMethod,
          referenceNumber: line.description.slice(0, 100) || null,
          notes: 'Recorded from the bank statement',
        },
        'completed',
      );
      const posted = await findContribution(tx, ctx.org.organizationId, outcome.resultId);
      await markLine(tx, ctx, line, {
        status: 'recorded',
        contributionId: outcome.resultId,
        entryId: posted?.contribution.journalEntryId ?? undefined,
      });
      return outcome;
    },
    replay: (tx, id) => readContribution(tx, ctx.org.organizationId, id),
  });
  return null;
}

/** What a line recorded as other income or a bank fee posts, through the transactions record path. */
function toTransaction(line: TLineRow, action: 'other_income' | 'fee'): TNewTransaction {
  if (action === 'other_income' && line.amountCents <= 0) {
    throw new AppError('CONFLICT', 'Only money in can be recorded as income');
  }
  if (action === 'fee' && line.amountCents >= 0)
    throw new AppError('CONFLICT', 'Only money out can be posted as a fee');
  return {
    kind: action,
    description: (line.description.trim() || 'Bank statement line').padEnd(2, '.').slice(0, 200),
    amountCents: Math.abs(line.amountCents),
    transactionDate: line.lineDate,
    memberUserId: null,
  };
}

async function readLine(db: TDbOrTx, organizationId: string, lineId: string): Promise<TLineRow> {
  const line = await findLine(db, organizationId, lineId);
  if (!line) throw new AppError('NOT_FOUND', 'Statement line not found');
  return line;
}

/**
 * A line recorded as other income or a bank fee: held for a second admin as a recorded transaction would be,
 * and whoever runs it (the admin, or the approver later) posts the entry and marks the line in one
 * transaction, so an approved fee leaves no line unexplained.
 */
const recordBankLineMove = registerApprovalOperation({
  name: 'bank_line.record',
  payload: z.object({ lineId: z.uuid(), action: z.enum(['other_income', 'fee']) }),
  // A line is explained once: a second ask while it waits answers with the approval already pending.
  readMoveTarget: ({ lineId }) => lineId,
  describe: async (ctx, { lineId, action }) =>
    recordTransactionMove.describe(
      ctx,
      toTransaction(await readLine(ctx.db, ctx.org.organizationId, lineId), action),
    ),
  isHeld: (policy, facts, { action }) =>
    recordTransactionMove.isHeld(policy, facts, {
      kind: action,
      description: facts.description,
      amountCents: facts.amountCents,
      transactionDate: '',
      memberUserId: null,
    }),
  execute: async (ctx, { lineId, action }) => {
    const line = await readLine(ctx.db, ctx.org.organizationId, lineId);
    return recordTransaction(ctx, toTransaction(line, action), async (tx, entryId) => {
      const locked = await lockUnmatchedLine(tx, ctx.org.organizationId, line.id);
      await markLine(tx, ctx, locked, { status: action === 'fee' ? 'fee' : 'recorded', entryId });
    });
  },
});

/** Other income or a bank fee; a two-to-sign policy may hold it (202, the line still unmatched until approved). */
async function recordAsTransaction(ctx: TMoneyContext, line: TLineRow, action: 'other_income' | 'fee') {
  toTransaction(line, action);
  const gate = await gateOrRun(ctx, recordBankLineMove, { lineId: line.id, action });
  return gate.isHeld ? gate.approval : null;
}

/**
 * Admins: deals with a statement line no pending payment matches: records a deposit as a contribution of
 * the chosen member or as other income, posts a bank charge as a fee, or sets the line aside (ignored).
 * A move the two-to-sign policy holds answers with the pending approval and leaves the line unmatched.
 */
export async function recordBankLine(
  ctx: TMoneyContext,
  lineId: string,
  input: TRecordBankLine,
): Promise<TRecordBankLineResult> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  const line = await findLine(ctx.db, organizationId, lineId);
  if (!line) throw new AppError('NOT_FOUND', 'Statement line not found');
  let approval: TRecordBankLineResult['approval'] = null;
  if (input.action === 'contribution') {
    approval = await recordAsContribution(ctx, lineId, input);
  } else if (input.action === 'ignore' && line.status === 'ignored') {
    // Already set aside: a retried request answers the same.
  } else if (input.action === 'ignore') {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockUnmatchedLine(tx, organizationId, lineId);
      await markLine(tx, ctx, locked, { status: 'ignored' });
      await writeAudit(tx, {
        organizationId,
        actorUserId: ctx.actor.userId,
        action: 'bank_line.ignore',
        targetType: 'bank_statement_line',
        targetId: lineId,
        summary: { amountCents: locked.amountCents, date: locked.lineDate },
        requestId: ctx.requestId,
      });
    });
  } else {
    approval = await recordAsTransaction(ctx, line, input.action);
  }
  const after = await findLine(ctx.db, organizationId, lineId);
  if (!after) throw new AppError('NOT_FOUND', 'Statement line not found');
  return { line: toBankLine(after, null), approval };
}
