import { can } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TFine, TFineList, TFineQuery, TWaiveFine } from '../../../shared/contracts/fines';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { applyMoneyChange } from '../../platform/money/money-reactions';
import { publishChange } from '../../platform/realtime/events';
import { readMemberName } from '../ledger/entry-descriptions';
import { postFineMove, postingDate } from './fine-postings';
import { findFine, listFines, lockFine, type TFineRow, updateFineRow } from './fines.repository';
import { lockRulesRun, readOpenFrom } from './rule-inputs.repository';

type TFineWithNames = { fine: TFineRow; memberName: string | null; waivedByName: string | null };

export function toFine({ fine, memberName, waivedByName }: TFineWithNames): TFine {
  const isWaived = fine.waivedAt !== null;
  const outstandingCents = isWaived ? 0 : Math.max(0, fine.amountCents - fine.paidCents);
  return {
    id: fine.id,
    userId: fine.userId,
    memberName,
    periodKey: fine.periodKey,
    periodLabel: fine.periodLabel,
    ruleVersion: fine.ruleVersion,
    raisedOn: fine.raisedOn,
    amountCents: fine.amountCents,
    paidCents: fine.paidCents,
    outstandingCents,
    status: isWaived ? 'waived' : outstandingCents > 0 ? 'outstanding' : 'paid',
    waivedAt: fine.waivedAt?.toISOString() ?? null,
    waivedByName: isWaived ? waivedByName : null,
    waivedReason: fine.waivedReason,
  };
}

/** Any member: the fines in their scope, newest first (admins: everyone's, or one member's; members: their own). */
export async function listScopedFines(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  query: TFineQuery,
): Promise<TFineList> {
  const userId = can({ role: ctx.org.role }, 'contribution.read_organization')
    ? query.userId
    : ctx.actor.userId;
  const items = (await listFines(ctx.db, ctx.org.organizationId, { userId })).map(toFine);
  return { items, outstandingCents: items.reduce((sum, fine) => sum + fine.outstandingCents, 0) };
}

async function readFine(tx: TDbOrTx, organizationId: string, id: string): Promise<TFine> {
  const found = await findFine(tx, organizationId, id);
  if (!found) throw new AppError('NOT_FOUND', 'Fine not found');
  return toFine(found);
}

/** Checks that a fine can be waived at all (for the approval gate's facts and for the waiver itself). */
export function assertWaivable(fine: TFineRow | undefined): asserts fine is TFineRow {
  if (!fine) throw new AppError('NOT_FOUND', 'Fine not found');
  if (fine.waivedAt) throw new AppError('CONFLICT', 'This fine was already waived');
  if (fine.amountCents <= 0) throw new AppError('CONFLICT', 'This fine has not been raised on the books yet');
}

/**
 * Organization admins (fine.waive), never on their own fine: waives the whole fine with a reason. Posts the
 * reversal of the fine as posted (Dr fine income, Cr fines receivable) and returns any part the member's
 * payments had cleared to their contributions (the engine now allocates nothing to a waived fine, so that
 * money clears their next debt; the daily run posts where it lands). Audited; under the organization's
 * rules-run lock, so it never interleaves with the daily run.
 */
export function waiveFine(ctx: TMoneyContext, fineId: string, input: TWaiveFine): Promise<TFine> {
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'fine.waive',
    targetId: fineId,
    request: input,
    execute: async (tx) => {
      await lockRulesRun(tx, organizationId);
      const fine = await lockFine(tx, organizationId, fineId);
      assertWaivable(fine);
      await assertMayActOn(tx, ctx, { permission: 'fine.waive', ownerUserId: fine.userId, action: 'waive' });
      const openFrom = (await readOpenFrom(tx, organizationId)) ?? getTodayIso();
      const entryDate = postingDate(getTodayIso(), openFrom);
      const memberName = await readMemberName(tx, fine.userId);
      let postings = fine.postings + 1;
      const entry = await postFineMove(tx, {
        fine,
        move: 'waive',
        cents: fine.amountCents,
        target: 0,
        postingNumber: postings,
        entryDate,
        memberName,
        createdBy: ctx.actor.userId,
        reason: input.reason,
      });
      if (fine.paidCents > 0) {
        postings += 1;
        await postFineMove(tx, {
          fine,
          move: 'pay',
          cents: -fine.paidCents,
          target: 0,
          postingNumber: postings,
          entryDate,
          memberName,
          createdBy: ctx.actor.userId,
        });
      }
      await updateFineRow(tx, organizationId, fine.id, {
        paidCents: 0,
        postings,
        waivedAt: new Date(),
        waivedBy: ctx.actor.userId,
        waivedReason: input.reason,
        waiverEntryId: entry.id,
      });
      await applyMoneyChange(tx, ctx, {
        event: 'fine.waived',
        organizationId,
        memberUserId: fine.userId,
        recordId: fine.id,
        amountCents: fine.amountCents,
        date: entryDate,
      });
      await publishChange(tx, { topic: 'fines', organizationId });
      return {
        result: await readFine(tx, organizationId, fine.id),
        resultType: 'member_fine',
        resultId: fine.id,
        audit: {
          action: 'fine.waive',
          targetType: 'member_fine',
          targetId: fine.id,
          summary: {
            userId: fine.userId,
            periodKey: fine.periodKey,
            amountCents: fine.amountCents,
            paidCents: fine.paidCents,
            reason: input.reason,
          },
        },
        topics: ['transactions'],
      };
    },
    replay: (tx, id) => readFine(tx, organizationId, id),
  });
}
