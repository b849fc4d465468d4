import { getTodayIso } from '../../../shared/calendar';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import type { TShareOutResult } from '../../../shared/share-out/share-out-types';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashMoneyRequest, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { postJournalEntry } from '../ledger/ledger.service';
import { findLoan, sumLoanPaid } from '../loans/index';
import { writeRepayment } from '../loans/loan-repayments.service';
import {
  findShareOut,
  listOwedLoanIds,
  lockShareOut,
  markShareOutPosted,
  type TShareOutRow,
} from './share-out.repository';
import { computeFromBooks, toStoredShareOut } from './share-out.service';

/** The parts of a result that posting must find unchanged in the books (keys sorted: jsonb reorders them). */
const fingerprint = (result: TShareOutResult) =>
  hashMoneyRequest({
    actor: '',
    target: null,
    body: { rule: result.rule, pot: result.pot, lines: result.lines },
  });

/** Repays the member's loans still owed, oldest first, with the amount the share-out deducts. */
async function repayFromShareOut(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  userId: string,
  deductCents: number,
  repaymentDate: string,
) {
  let left = deductCents;
  for (const { id } of await listOwedLoanIds(tx, ctx.org.organizationId, userId)) {
    if (left === 0) break;
    const loan = (await findLoan(tx, ctx.org.organizationId, id))?.loan;
    if (!loan) continue;
    const paid = await sumLoanPaid(tx, ctx.org.organizationId, id);
    const owed = loan.totalRepayableCents - paid.principalCents - paid.interestCents;
    const amountCents = Math.min(left, owed);
    if (amountCents <= 0) continue;
    await writeRepayment(
      tx,
      ctx,
      id,
      { repaymentDate, amountCents, referenceNumber: 'Year-end share-out' },
      'completed',
    );
    left -= amountCents;
  }
  if (left !== 0) throw new Error(`share-out deduction for ${userId} exceeds the loans owed`);
}

async function postLines(tx: TDbOrTx, ctx: TMoneyContext, row: TShareOutRow, result: TShareOutResult) {
  const today = getTodayIso();
  const names = (row.result as { names?: Record<string, string | null> }).names ?? {};
  // Repayments first: the cash they bring in pays the payouts they are deducted from.
  for (const line of result.lines) {
    if (line.loanDeductedCents > 0) {
      await repayFromShareOut(tx, ctx, line.memberKey, line.loanDeductedCents, today);
    }
  }
  for (const line of result.lines) {
    // The member's part of the groceries left the cash when they were bought: the rest is paid now.
    const cashCents = line.grossCents - line.groceriesCents;
    if (cashCents === 0) continue;
    const name = names[line.memberKey] ?? 'a member';
    await postJournalEntry(tx, {
      organizationId: row.organizationId,
      entryDate: today,
      description: `Year-end share-out to ${name} (${row.startsOn} to ${row.endsOn})`,
      transactionType: 'payout',
      lines: [
        { account: 'payouts', amountCents: cashCents, memberUserId: line.memberKey },
        { account: 'cash', amountCents: -cashCents, memberUserId: line.memberKey },
      ],
      createdBy: ctx.actor.userId,
      sourceType: 'share_out',
      sourceId: row.id,
    });
  }
  return today;
}

/**
 * Organization admins (shareout.manage), or the second admin approving it: posts a proposed share-out.
 * Each member's unpaid loans are repaid from their part (a loan repayment, refused on the actor's own
 * loan), then each member's part, less their part of the groceries bought with the pot (already spent),
 * is paid out as one payout entry; cash never goes below zero. Refused when
 * the books no longer give the proposed table (propose again). The Idempotency-Key makes a retry answer the
 * same share-out; a posted share-out is never posted again.
 */
export function postShareOut(ctx: TMoneyContext, shareOutId: string): Promise<TShareOut> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'shareout.post',
    targetId: shareOutId,
    request: { shareOutId },
    execute: async (tx) => {
      const row = await lockShareOut(tx, organizationId, shareOutId);
      if (!row) throw new AppError('NOT_FOUND', 'Share-out not found');
      if (row.status !== 'proposed') {
        throw new AppError('CONFLICT', `This share-out was already ${row.status}`);
      }
      const cycle = { startsOn: row.startsOn, endsOn: row.endsOn };
      const { result } = await computeFromBooks(tx, organizationId, cycle);
      if (fingerprint(result) !== fingerprint(row.result as TShareOutResult)) {
        throw new AppError(
          'CONFLICT',
          'The books changed since this share-out was proposed: propose it again',
        );
      }
      const postedOn = await postLines(tx, ctx, row, result);
      await markShareOutPosted(tx, organizationId, row.id, { postedBy: ctx.actor.userId, postedOn });
      // The share-out page's keys start with the approvals topic (it shows the approval a share-out waits for).
      await publishChange(tx, { topic: 'approvals', organizationId });
      const posted = await findShareOut(tx, organizationId, row.id);
      if (!posted) throw new Error('share-out vanished inside its own transaction');
      return {
        result: toStoredShareOut(posted),
        resultType: 'share_out',
        resultId: row.id,
        audit: {
          action: 'shareout.post',
          targetType: 'share_out',
          targetId: row.id,
          summary: { ...cycle, rule: result.rule, ...result.totals },
        },
        topics: ['transactions', 'loans'],
      };
    },
    replay: async (tx, id) => {
      const row = await findShareOut(tx, organizationId, id);
      if (!row) throw new AppError('NOT_FOUND', 'Share-out not found');
      return toStoredShareOut(row);
    },
  });
}
