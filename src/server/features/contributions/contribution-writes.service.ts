import type { TOwnRecordAction } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TContribution,
  TRecordContribution,
  TSubmitContribution,
} from '../../../shared/contracts/contributions';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  assertMayActOn,
  runMoneyCommand,
  type TMoneyOperation,
  type TMoneyOutcome,
} from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { describeContribution, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, reverseJournalEntry } from '../ledger/ledger.service';
import { sendMoneyAlert } from '../me/member-alerts';
import { syncContributionReceipt } from '../receipts/receipt-issuing';
import { toContribution } from './contribution-mapping';
import { assertContributionTransition } from './contribution-status';
import {
  findContribution,
  insertContribution,
  isOrganizationMember,
  lockContribution,
  type TContributionRow,
  updateContribution,
} from './contributions.repository';

/** Posts a completed contribution: cash in, credited to the member's funds. */
async function postContribution(tx: TDbOrTx, ctx: TMoneyContext, row: TContributionRow) {
  const { entry } = await postJournalEntry(tx, {
    organizationId: row.organizationId,
    entryDate: row.contributionDate,
    description: describeContribution({
      memberName: await readMemberName(tx, row.userId),
      contributionDate: row.contributionDate,
      referenceNumber: row.referenceNumber,
    }),
    transactionType: 'contribution',
    lines: [
      { account: 'cash', amountCents: row.amountCents, memberUserId: row.userId },
      { account: 'member_funds', amountCents: -row.amountCents, memberUserId: row.userId },
    ],
    createdBy: ctx.actor.userId,
    sourceType: 'contribution',
    sourceId: row.id,
  });
  await updateContribution(tx, row.organizationId, row.id, { journalEntryId: entry.id });
}

/** The contribution as the answer shows it, read inside the write's transaction. */
export async function readContribution(
  tx: TDbOrTx,
  organizationId: string,
  id: string,
): Promise<TContribution> {
  const row = await findContribution(tx, organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Contribution not found');
  return toContribution(row);
}

async function toOutcome(
  tx: TDbOrTx,
  action: string,
  row: TContributionRow,
  isPosted: boolean,
): Promise<TMoneyOutcome<TContribution>> {
  return {
    result: await readContribution(tx, row.organizationId, row.id),
    resultType: 'contribution',
    resultId: row.id,
    audit: {
      action,
      targetType: 'contribution',
      targetId: row.id,
      summary: {
        userId: row.userId,
        amountCents: row.amountCents,
        date: row.contributionDate,
        status: row.status,
      },
    },
    topics: isPosted ? ['contributions', 'transactions'] : ['contributions'],
  };
}

/**
 * Inside a money command: writes a member's contribution, posted when completed, with its receipt. A
 * completed one is money received from someone else: the actor may not record their own.
 */
export async function writeContribution(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  userId: string,
  input: TSubmitContribution | TRecordContribution,
  status: 'pending' | 'completed',
): Promise<TMoneyOutcome<TContribution>> {
  if (status === 'completed') {
    await assertMayActOn(tx, ctx, {
      permission: 'contribution.record',
      ownerUserId: userId,
      action: 'record',
    });
    if (!(await isOrganizationMember(tx, ctx.org.organizationId, userId))) {
      throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
    }
  }
  const row = await insertContribution(tx, {
    organizationId: ctx.org.organizationId,
    userId,
    contributionDate: input.contributionDate,
    amountCents: input.amountCents,
    paymentMethod: input.paymentMethod,
    referenceNumber: input.referenceNumber ?? null,
    notes: input.notes ?? null,
    status,
    recordedBy: ctx.actor.userId,
  });
  if (status === 'completed') await postContribution(tx, ctx, row);
  await syncContributionReceipt(tx, ctx, row.id);
  const action = status === 'completed' ? 'contribution.record' : 'contribution.submit';
  return toOutcome(tx, action, row, status === 'completed');
}

/** Tells the member about money recorded or confirmed for them (Transaction Alerts). */
export function alertContributionMember(
  ctx: TMoneyContext,
  row: TContribution,
  event: 'contribution_recorded' | 'contribution_confirmed',
) {
  const { organizationId, userId, amountCents, contributionDate } = row;
  return sendMoneyAlert(ctx, {
    organizationId,
    memberUserId: userId,
    event,
    amountCents,
    date: contributionDate,
  });
}

/**
 * Organization admins (contribution.record), never for themselves: records a payment received from another
 * member of this organization as completed and posts it to the master book in the same transaction.
 */
export function recordContribution(ctx: TMoneyContext, input: TRecordContribution): Promise<TContribution> {
  return runMoneyCommand(ctx, {
    operation: 'contribution.record',
    request: input,
    execute: (tx) => writeContribution(tx, ctx, input.userId, input, 'completed'),
    replay: (tx, id) => readContribution(tx, ctx.org.organizationId, id),
    afterCommit: (contribution) => alertContributionMember(ctx, contribution, 'contribution_recorded'),
  });
}

/**
 * Any member (contribution.submit), admins included: reports their own payment; it waits as pending,
 * unposted, until another admin confirms it.
 */
export function submitContribution(ctx: TMoneyContext, input: TSubmitContribution): Promise<TContribution> {
  if (!ctx.org.membershipRole)
    throw new AppError('FORBIDDEN', 'Only members can submit their own contributions');
  return runMoneyCommand(ctx, {
    operation: 'contribution.submit',
    request: input,
    execute: (tx) => writeContribution(tx, ctx, ctx.actor.userId, input, 'pending'),
    replay: (tx, id) => readContribution(tx, ctx.org.organizationId, id),
  });
}

type TDecision = { to: 'completed' | 'failed' } | { to: 'reversed'; reason: string };

const DECISIONS = {
  completed: { operation: 'contribution.confirm', permission: 'contribution.confirm', action: 'confirm' },
  failed: { operation: 'contribution.fail', permission: 'contribution.confirm', action: 'decide on' },
  reversed: { operation: 'contribution.reverse', permission: 'contribution.reverse', action: 'reverse' },
} as const satisfies Record<
  TDecision['to'],
  {
    operation: TMoneyOperation;
    permission: 'contribution.confirm' | 'contribution.reverse';
    action: TOwnRecordAction;
  }
>;

/**
 * Organization admins, never on their own contribution: moves a contribution to `completed` (posting it),
 * `failed`, or `reversed` (posting the reversing entry). Concurrent decisions on one contribution are
 * serialised by a row lock; the loser sees the new status and is refused.
 */
export function decideContribution(
  ctx: TMoneyContext,
  id: string,
  decision: TDecision,
): Promise<TContribution> {
  const rule = DECISIONS[decision.to];
  return runMoneyCommand(ctx, {
    operation: rule.operation,
    targetId: id,
    request: decision.to === 'reversed' ? { reason: decision.reason } : {},
    execute: async (tx) => {
      const row = await lockContribution(tx, ctx.org.organizationId, id);
      if (!row) throw new AppError('NOT_FOUND', 'Contribution not found');
      await assertMayActOn(tx, ctx, {
        permission: rule.permission,
        ownerUserId: row.userId,
        action: rule.action,
      });
      assertContributionTransition(row.status, decision.to);
      const next = { ...row, status: decision.to };
      await updateContribution(tx, row.organizationId, row.id, { status: decision.to });
      if (decision.to === 'completed') await postContribution(tx, ctx, next);
      if (decision.to === 'reversed') {
        if (!row.journalEntryId) throw new AppError('CONFLICT', 'This contribution was never posted');
        await reverseJournalEntry(tx, {
          organizationId: row.organizationId,
          entryId: row.journalEntryId,
          entryDate: getTodayIso(),
          createdBy: ctx.actor.userId,
          reason: decision.reason,
        });
      }
      await syncContributionReceipt(tx, ctx, row.id);
      return toOutcome(tx, `contribution.${decision.to}`, next, decision.to !== 'failed');
    },
    replay: (tx, resultId) => readContribution(tx, ctx.org.organizationId, resultId),
    afterCommit: (contribution) =>
      decision.to === 'completed'
        ? alertContributionMember(ctx, contribution, 'contribution_confirmed')
        : Promise.resolve(),
  });
}
