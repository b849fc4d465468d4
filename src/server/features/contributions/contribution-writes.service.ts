import type { TOwnRecordAction } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TContribution,
  TRecordContribution,
  TSubmitContribution,
} from '../../../shared/contracts/contributions';
import type { TDbOrTx } from '../../db/client';
import { isOrganizationMember } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import {
  assertMayActOn,
  runMoneyCommand,
  type TMoneyOperation,
  type TMoneyOutcome,
} from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import {
  announceMoneyChange,
  applyMoneyChange,
  type TMoneyChange,
  type TMoneyChangeEvent,
} from '../../platform/money/money-reactions';
import { describeContribution, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, reverseJournalEntry } from '../ledger/ledger.service';
import { toContribution } from './contribution-mapping';
import { assertContributionTransition } from './contribution-status';
import {
  findContribution,
  insertContribution,
  lockContribution,
  type TContributionRow,
  updateContribution,
} from './contributions.repository';

/** A contribution's change, as the features that keep something in step with it hear it. */
function toChange(
  event: TMoneyChangeEvent,
  row: Pick<TContribution, 'id' | 'organizationId' | 'userId' | 'amountCents' | 'contributionDate'>,
): TMoneyChange {
  return {
    event,
    organizationId: row.organizationId,
    memberUserId: row.userId,
    recordId: row.id,
    amountCents: row.amountCents,
    date: row.contributionDate,
  };
}

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
        paidByUserId: row.paidByUserId,
        amountCents: row.amountCents,
        date: row.contributionDate,
        status: row.status,
      },
    },
    topics: isPosted ? ['contributions', 'transactions'] : ['contributions'],
  };
}

/**
 * Nobody acts on money that is theirs: neither the member it counts for nor the member who paid it on
 * their behalf may record, confirm or reverse it.
 */
async function assertMayActOnContribution(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  row: { userId: string; paidByUserId: string | null },
  rule: {
    permission: 'contribution.record' | 'contribution.confirm' | 'contribution.reverse';
    action: TOwnRecordAction;
  },
) {
  await assertMayActOn(tx, ctx, { ...rule, ownerUserId: row.userId });
  if (row.paidByUserId) await assertMayActOn(tx, ctx, { ...rule, ownerUserId: row.paidByUserId });
}

/**
 * Inside a money command: writes a member's contribution, posted when completed, with its receipt. A
 * completed one is money received from someone else: the actor may not record their own, nor one they
 * paid for another member. `paidByUserId` names another member who paid on the member's behalf.
 */
export async function writeContribution(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  userId: string,
  input: TSubmitContribution | TRecordContribution,
  status: 'pending' | 'completed',
  paidByUserId: string | null = null,
): Promise<TMoneyOutcome<TContribution>> {
  const payer = paidByUserId === userId ? null : paidByUserId;
  if (status === 'completed') {
    await assertMayActOnContribution(
      tx,
      ctx,
      { userId, paidByUserId: payer },
      { permission: 'contribution.record', action: 'record' },
    );
  }
  if (status === 'completed' || payer) {
    if (!(await isOrganizationMember(tx, ctx.org.organizationId, userId))) {
      throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
    }
  }
  if (payer && !(await isOrganizationMember(tx, ctx.org.organizationId, payer))) {
    throw new AppError('VALIDATION_FAILED', 'The member who paid does not belong to the organization');
  }
  const row = await insertContribution(tx, {
    organizationId: ctx.org.organizationId,
    userId,
    paidByUserId: payer,
    contributionDate: input.contributionDate,
    amountCents: input.amountCents,
    paymentMethod: input.paymentMethod,
    referenceNumber: input.referenceNumber ?? null,
    notes: input.notes ?? null,
    status,
    recordedBy: ctx.actor.userId,
  });
  if (status === 'completed') await postContribution(tx, ctx, row);
  await applyMoneyChange(
    tx,
    ctx,
    toChange(status === 'completed' ? 'contribution.recorded' : 'contribution.submitted', row),
  );
  const action = status === 'completed' ? 'contribution.record' : 'contribution.submit';
  return toOutcome(tx, action, row, status === 'completed');
}

/** After the write committed: tells the features that act once money is recorded or confirmed (alerts). */
export function announceContribution(
  ctx: TMoneyContext,
  row: TContribution,
  event: 'contribution.recorded' | 'contribution.confirmed',
) {
  return announceMoneyChange(ctx, toChange(event, row));
}

/**
 * Organization admins (contribution.record), never for themselves: records a payment received from another
 * member of this organization as completed and posts it to the master book in the same transaction.
 */
export function recordContribution(ctx: TMoneyContext, input: TRecordContribution): Promise<TContribution> {
  return runMoneyCommand(ctx, {
    operation: 'contribution.record',
    request: input,
    execute: (tx) => writeContribution(tx, ctx, input.userId, input, 'completed', input.paidByUserId ?? null),
    replay: (tx, id) => readContribution(tx, ctx.org.organizationId, id),
    afterCommit: (contribution) => announceContribution(ctx, contribution, 'contribution.recorded'),
  });
}

/**
 * Any member (contribution.submit), admins included: reports their own payment, or one they made for
 * another member (it counts for that member and names the payer); it waits as pending, unposted, until an
 * admin who is neither of them confirms it.
 */
export function submitContribution(ctx: TMoneyContext, input: TSubmitContribution): Promise<TContribution> {
  if (!ctx.org.membershipRole)
    throw new AppError('FORBIDDEN', 'Only members can submit their own contributions');
  return runMoneyCommand(ctx, {
    operation: 'contribution.submit',
    request: input,
    execute: (tx) => {
      const { beneficiaryUserId, ...payment } = input;
      const forUserId = beneficiaryUserId ?? ctx.actor.userId;
      return writeContribution(tx, ctx, forUserId, payment, 'pending', ctx.actor.userId);
    },
    replay: (tx, id) => readContribution(tx, ctx.org.organizationId, id),
  });
}

type TDecision = { to: 'completed' | 'failed' } | { to: 'reversed'; reason: string };

/** Runs inside the decision's transaction once the contribution is posted (a bank line marks itself matched). */
export type TAfterPosting = (
  tx: TDbOrTx,
  row: TContributionRow & { journalEntryId: string },
) => Promise<void>;

const DECISIONS = {
  completed: {
    operation: 'contribution.confirm',
    permission: 'contribution.confirm',
    action: 'confirm',
    event: 'contribution.confirmed',
  },
  failed: {
    operation: 'contribution.fail',
    permission: 'contribution.confirm',
    action: 'decide on',
    event: 'contribution.failed',
  },
  reversed: {
    operation: 'contribution.reverse',
    permission: 'contribution.reverse',
    action: 'reverse',
    event: 'contribution.reversed',
  },
} as const satisfies Record<
  TDecision['to'],
  {
    operation: TMoneyOperation;
    event: TMoneyChangeEvent;
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
  afterPosting?: TAfterPosting,
): Promise<TContribution> {
  const rule = DECISIONS[decision.to];
  return runMoneyCommand(ctx, {
    operation: rule.operation,
    targetId: id,
    request: decision.to === 'reversed' ? { reason: decision.reason } : {},
    execute: async (tx) => {
      const row = await lockContribution(tx, ctx.org.organizationId, id);
      if (!row) throw new AppError('NOT_FOUND', 'Contribution not found');
      await assertMayActOnContribution(tx, ctx, row, { permission: rule.permission, action: rule.action });
      if (row.openingPositionId) {
        throw new AppError(
          'CONFLICT',
          'Savings at books start are corrected by reversing the opening position',
        );
      }
      assertContributionTransition(row.status, decision.to);
      const next = { ...row, status: decision.to };
      await updateContribution(tx, row.organizationId, row.id, { status: decision.to });
      if (decision.to === 'completed') {
        await postContribution(tx, ctx, next);
        if (afterPosting) {
          const posted = (await findContribution(tx, row.organizationId, row.id))?.contribution;
          if (!posted?.journalEntryId) throw new Error(`contribution ${row.id} was not posted`);
          await afterPosting(tx, { ...posted, journalEntryId: posted.journalEntryId });
        }
      }
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
      await applyMoneyChange(tx, ctx, toChange(rule.event, next));
      return toOutcome(tx, `contribution.${decision.to}`, next, decision.to !== 'failed');
    },
    replay: (tx, resultId) => readContribution(tx, ctx.org.organizationId, resultId),
    afterCommit: (contribution) =>
      decision.to === 'completed'
        ? announceContribution(ctx, contribution, 'contribution.confirmed')
        : Promise.resolve(),
  });
}
