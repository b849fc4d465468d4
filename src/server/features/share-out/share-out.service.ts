import { getTodayIso } from '../../../shared/calendar';
import type { TLatestShareOut, TShareOut, TShareOutCycle } from '../../../shared/contracts/share-outs';
import { findVersionOn } from '../../../shared/group-rules/periods';
import { DEFAULT_SHARE_OUT, type TGroupRules } from '../../../shared/group-rules/rule-types';
import { formatCents } from '../../../shared/money';
import { computeShareOut } from '../../../shared/share-out/compute-share-out';
import type { TShareOutResult } from '../../../shared/share-out/share-out-types';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  assertAcceptsMoney,
  type TMoneyContext,
  type TReadContext,
} from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import {
  cancelPendingApprovalsByPayload,
  countOrganizationAdmins,
  findPendingApprovalByPayload,
} from '../approvals/approvals.repository';
import { readCashHeldCents, readShareOutFigures } from '../figures/share-out-figures';
import { listEngineVersions } from '../group-rules/index';
import {
  findLatestShareOut,
  findPostedOverlapping,
  insertShareOut,
  type TShareOutRow,
  withdrawProposed,
} from './share-out.repository';

type TComputed = { result: TShareOutResult; names: Map<string, string | null> };

/** The share-out rule of the rules version in force on the cycle's last day (groups without rules: the default). */
async function readShareOutRule(db: TDbOrTx, organizationId: string, endsOn: string) {
  const versions = await listEngineVersions(db, organizationId);
  const rules = findVersionOn(
    versions.map((row) => ({ ...row, rules: row.rules as TGroupRules })),
    endsOn,
  )?.rules;
  return rules?.shareOut ?? DEFAULT_SHARE_OUT;
}

/** The share-out the books give now for the cycle, by the group's rule. */
export async function computeFromBooks(
  db: TDbOrTx,
  organizationId: string,
  cycle: TShareOutCycle,
): Promise<TComputed> {
  const [shareOut, figures] = await Promise.all([
    readShareOutRule(db, organizationId, cycle.endsOn),
    readShareOutFigures(db, organizationId, cycle),
  ]);
  const price = shareOut.sharePriceCents;
  const members = figures.members.map((member) => ({
    ...member,
    // A share-based group's savings buy whole shares at the cycle's price.
    shares:
      shareOut.rule === 'per_share' && price
        ? Math.floor(member.payments.reduce((sum, payment) => sum + payment.amountCents, 0) / price)
        : 0,
  }));
  const { groceriesCents, expensesCents, ...income } = figures.pot;
  const savingsAndIncomeCents =
    income.interestCents +
    income.finesCents +
    income.otherIncomeCents +
    members.reduce((sum, member) => sum + member.payments.reduce((all, p) => all + p.amountCents, 0), 0);
  if (expensesCents > savingsAndIncomeCents) {
    throw new AppError(
      'CONFLICT',
      `The expenses in this cycle (${formatCents(expensesCents)}) are more than its savings and income (${formatCents(savingsAndIncomeCents)}): there is nothing to share`,
    );
  }
  const potCents = savingsAndIncomeCents - expensesCents;
  if (groceriesCents > potCents) {
    throw new AppError(
      'CONFLICT',
      `The bulk purchases in this cycle (${formatCents(groceriesCents)}) are more than its pot (${formatCents(potCents)})`,
    );
  }
  const result = computeShareOut({
    rule: shareOut.rule,
    cycle,
    pot: income,
    members,
    groceriesCents,
    expensesCents,
    nonSavers: 'nonSavers' in shareOut ? shareOut.nonSavers : undefined,
  });
  return { result, names: new Map(figures.members.map((member) => [member.memberKey, member.name])) };
}

/** The API's view of a computed share-out, with each member's name. */
export function toShareOut(
  computed: TComputed,
  meta: Pick<TShareOut, 'id' | 'status' | 'startsOn' | 'endsOn' | 'proposedBy' | 'postedOn'>,
): TShareOut {
  const { result, names } = computed;
  return {
    ...meta,
    proposedByName: meta.proposedBy ? (names.get(meta.proposedBy) ?? null) : null,
    pendingApproval: null,
    rule: result.rule,
    // Share-outs stored before bulk purchases, or before expenses came off the pot, have none.
    pot: {
      ...result.pot,
      groceriesCents: result.pot.groceriesCents ?? 0,
      expensesCents: result.pot.expensesCents ?? 0,
    },
    totalCents: result.totalCents,
    totalShares: result.totalShares,
    valuePerShareCents: result.valuePerShareCents,
    totals: { ...result.totals, groceriesCents: result.totals.groceriesCents ?? 0 },
    lines: result.lines.map((line) => ({
      userId: line.memberKey,
      memberName: names.get(line.memberKey) ?? null,
      paidInCents: line.paidInCents,
      shares: line.shares,
      incomeShareCents: line.incomeShareCents,
      grossCents: line.grossCents,
      groceriesCents: line.groceriesCents ?? 0,
      loanDeductedCents: line.loanDeductedCents,
      netPayoutCents: line.netPayoutCents,
      // Share-outs stored before members were left out name no one.
      leftOutReason: line.leftOutReason ?? null,
    })),
  };
}

/** A stored share-out as the API shows it (members' names as they were proposed). */
export function toStoredShareOut(row: TShareOutRow): TShareOut {
  const result = row.result as TShareOutResult & { names?: Record<string, string | null> };
  return toShareOut(
    { result, names: new Map(Object.entries(result.names ?? {})) },
    {
      id: row.id,
      status: row.status,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      proposedBy: row.proposedBy,
      postedOn: row.postedOn,
    },
  );
}

/** Any member (shareout.read): what the share-out for the cycle would be if the books closed now. */
export async function previewShareOut(ctx: TReadContext, cycle: TShareOutCycle): Promise<TShareOut> {
  const computed = await computeFromBooks(ctx.db, ctx.org.organizationId, cycle);
  return toShareOut(computed, { id: null, status: 'preview', ...cycle, proposedBy: null, postedOn: null });
}

/**
 * Any member (shareout.read): the latest proposed or posted share-out, the table every member reviews, with
 * the second admin's approval it waits for; and whether the group has the two admins a share-out needs.
 */
export async function readLatestShareOut(ctx: TReadContext): Promise<TLatestShareOut> {
  const organizationId = ctx.org.organizationId;
  const [row, adminCount] = [
    await findLatestShareOut(ctx.db, organizationId),
    await countOrganizationAdmins(ctx.db, organizationId),
  ];
  const isSecondAdminNeeded = adminCount >= 2;
  if (!row) return { shareOut: null, isSecondAdminNeeded };
  const waiting =
    row.status === 'proposed'
      ? await findPendingApprovalByPayload(ctx.db, organizationId, 'shareout.post', 'shareOutId', row.id)
      : undefined;
  return {
    shareOut: {
      ...toStoredShareOut(row),
      pendingApproval: waiting
        ? {
            id: waiting.approval.id,
            proposedBy: waiting.approval.proposedBy,
            proposedByName: waiting.proposedByName,
          }
        : null,
    },
    isSecondAdminNeeded,
  };
}

/**
 * Organization admins (shareout.manage): proposes the share-out for the cycle as the books give it now, for
 * every member to review; a proposal still waiting is withdrawn. Moves no money (posting does). Audited.
 */
export async function proposeShareOut(ctx: TMoneyContext, cycle: TShareOutCycle): Promise<TShareOut> {
  assertAcceptsMoney(ctx.org);
  if (cycle.endsOn > getTodayIso()) {
    throw new AppError('VALIDATION_FAILED', 'A share-out can be proposed only for a cycle that has ended');
  }
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const posted = await findPostedOverlapping(tx, organizationId, cycle);
    if (posted) {
      throw new AppError(
        'CONFLICT',
        `The share-out for ${posted.startsOn} to ${posted.endsOn} was already posted: choose a later cycle`,
      );
    }
    const { result, names } = await computeFromBooks(tx, organizationId, cycle);
    if (result.lines.every((line) => line.grossCents === 0)) {
      throw new AppError('VALIDATION_FAILED', 'There is nothing to share out for this cycle');
    }
    // Posting pays the table out of the cash: a table the cash cannot pay is never proposed.
    const cashCents = await readCashHeldCents(tx, organizationId);
    if (result.totals.netPayoutCents > cashCents) {
      throw new AppError(
        'CONFLICT',
        `This share-out pays out ${formatCents(result.totals.netPayoutCents)} but the group holds ${formatCents(cashCents)} in cash`,
      );
    }
    // A withdrawn share-out can no longer be posted: the approval it waited for is cancelled with it.
    const withdrawn = await withdrawProposed(tx, organizationId);
    await cancelPendingApprovalsByPayload(
      tx,
      organizationId,
      'shareout.post',
      'shareOutId',
      withdrawn,
      ctx.actor.userId,
    );
    const row = await insertShareOut(tx, {
      organizationId,
      ...cycle,
      rule: result.rule,
      result: { ...result, names: Object.fromEntries(names) },
      proposedBy: ctx.actor.userId,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'shareout.propose',
      targetType: 'share_out',
      targetId: row.id,
      summary: { ...cycle, rule: result.rule, totalCents: result.totalCents, ...result.totals },
      requestId: ctx.requestId,
    });
    // Members' share-out pages refresh: their keys start with the approvals topic (a share-out waits there).
    await publishChange(tx, { topic: 'approvals', organizationId });
    return toStoredShareOut(row);
  });
}
