import { can } from '../../../shared/access';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import {
  PAYMENT_METHOD_LABELS,
  type TContribution,
  type TContributionQuery,
  type TContributionStats,
  type TRecordContribution,
  type TSubmitContribution,
} from '../../../shared/contracts/contributions';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { csvLabel, csvRand, toCsv } from '../../platform/csv';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { describeContribution, readMemberName } from '../ledger/entry-descriptions';
import { postJournalEntry, reverseJournalEntry } from '../ledger/ledger.service';
import { assertAcceptsMoney, type TMoneyContext } from '../ledger/money-write';
import { sendMoneyAlert } from '../me/member-alerts';
import { syncContributionReceipt } from '../receipts/receipt-issuing';
import { assertContributionTransition } from './contribution-status';
import {
  findContribution,
  findContributionByKey,
  insertContribution,
  isOrganizationMember,
  listContributions,
  lockContribution,
  readContributionTotals,
  type TContributionRow,
  updateContribution,
} from './contributions.repository';

type TRow = { contribution: TContributionRow; memberName: string | null };

function toContribution({ contribution, memberName }: TRow): TContribution {
  return {
    id: contribution.id,
    organizationId: contribution.organizationId,
    userId: contribution.userId,
    memberName,
    contributionDate: contribution.contributionDate,
    amountCents: contribution.amountCents,
    currency: contribution.currency,
    paymentMethod: contribution.paymentMethod,
    referenceNumber: contribution.referenceNumber,
    status: contribution.status,
    notes: contribution.notes,
    createdAt: contribution.createdAt.toISOString(),
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

async function announce(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  action: string,
  row: TContributionRow,
  posted: boolean,
) {
  await writeAudit(tx, {
    organizationId: row.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'contribution',
    targetId: row.id,
    summary: {
      userId: row.userId,
      amountCents: row.amountCents,
      date: row.contributionDate,
      status: row.status,
    },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'contributions', organizationId: row.organizationId });
  if (posted) await publishChange(tx, { topic: 'transactions', organizationId: row.organizationId });
}

function isSameRequest(
  row: TContributionRow,
  userId: string,
  input: TSubmitContribution | TRecordContribution,
) {
  return (
    row.userId === userId &&
    row.amountCents === input.amountCents &&
    row.contributionDate === input.contributionDate
  );
}

/** Replays the first result of an idempotency key, or refuses the key for a different request. */
async function replayByKey(
  ctx: TMoneyContext,
  userId: string,
  input: TSubmitContribution | TRecordContribution,
) {
  if (!ctx.idempotencyKey) return undefined;
  const existing = await findContributionByKey(ctx.db, ctx.org.organizationId, ctx.idempotencyKey);
  if (!existing) return undefined;
  if (!isSameRequest(existing.contribution, userId, input)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return toContribution(existing);
}

async function createContribution(
  ctx: TMoneyContext,
  userId: string,
  input: TSubmitContribution | TRecordContribution,
  status: 'pending' | 'completed',
): Promise<TContribution> {
  assertAcceptsMoney(ctx.org);
  const replay = await replayByKey(ctx, userId, input);
  if (replay) return replay;
  try {
    const id = await ctx.db.transaction(async (tx) => {
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
        idempotencyKey: ctx.idempotencyKey,
      });
      if (status === 'completed') await postContribution(tx, ctx, row);
      await syncContributionReceipt(tx, ctx, row.id);
      await announce(
        tx,
        ctx,
        status === 'completed' ? 'contribution.record' : 'contribution.submit',
        row,
        status === 'completed',
      );
      return row.id;
    });
    return getContribution(ctx, id);
  } catch (error) {
    // A concurrent request with the same key won the race: answer with its result.
    if (ctx.idempotencyKey && readPgErrorCode(error) === '23505') {
      const replayed = await replayByKey(ctx, userId, input);
      if (replayed) return replayed;
    }
    throw error;
  }
}

async function getContribution(ctx: Pick<TMoneyContext, 'db' | 'org'>, id: string): Promise<TContribution> {
  const row = await findContribution(ctx.db, ctx.org.organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Contribution not found');
  return toContribution(row);
}

/**
 * Organization admins (contribution.record): records a payment received from a member of this
 * organization as completed and posts it to the master book in the same transaction.
 */
export async function recordContribution(
  ctx: TMoneyContext,
  input: TRecordContribution,
): Promise<TContribution> {
  if (!(await isOrganizationMember(ctx.db, ctx.org.organizationId, input.userId))) {
    throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
  }
  const contribution = await createContribution(ctx, input.userId, input, 'completed');
  await alertMember(ctx, contribution, 'contribution_recorded');
  return contribution;
}

function alertMember(
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

/** Any member (contribution.submit): reports their own payment; it waits as pending, unposted. */
export async function submitContribution(
  ctx: TMoneyContext,
  input: TSubmitContribution,
): Promise<TContribution> {
  if (!ctx.org.membershipRole)
    throw new AppError('FORBIDDEN', 'Only members can submit their own contributions');
  return createContribution(ctx, ctx.actor.userId, input, 'pending');
}

/**
 * Organization admins: moves a contribution to `completed` (posting it), `failed`, or `reversed`
 * (posting the reversing entry). Concurrent decisions on one contribution are serialised by a row lock;
 * the loser sees the new status and is refused.
 */
export async function decideContribution(
  ctx: TMoneyContext,
  id: string,
  decision: { to: 'completed' | 'failed' } | { to: 'reversed'; reason: string },
): Promise<TContribution> {
  assertAcceptsMoney(ctx.org);
  await ctx.db.transaction(async (tx) => {
    const row = await lockContribution(tx, ctx.org.organizationId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Contribution not found');
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
    await announce(tx, ctx, `contribution.${decision.to}`, next, decision.to !== 'failed');
  });
  const contribution = await getContribution(ctx, id);
  if (decision.to === 'completed') await alertMember(ctx, contribution, 'contribution_confirmed');
  return contribution;
}

/** Members see only their own contributions; admins and staff the organization's (DESIGN decision 5). */
function resolveMemberFilter(ctx: Pick<TMoneyContext, 'org' | 'actor'>, requested: string | undefined) {
  return can({ role: ctx.org.role }, 'contribution.read_organization') ? requested : ctx.actor.userId;
}

/** Any member: a page of contributions in their scope, newest first. */
export async function listScopedContributions(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  query: TContributionQuery,
) {
  const userId = resolveMemberFilter(ctx, query.userId);
  const { items, total } = await listContributions(
    ctx.db,
    ctx.org.organizationId,
    { userId, status: query.status, from: query.from, to: query.to },
    { limit: query.limit, offset: query.offset },
  );
  return { items: items.map(toContribution), total, limit: query.limit, offset: query.offset };
}

/** Any member: the four stat cards, for the organization (admins) or themselves (members). */
export async function getContributionStats(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
): Promise<TContributionStats> {
  const userId = resolveMemberFilter(ctx, undefined) ?? null;
  const month = getMonthStart(getTodayIso());
  const { all, month: thisMonth } = await readContributionTotals(ctx.db, ctx.org.organizationId, {
    userId,
    month,
  });
  return {
    scope: userId ? 'own' : 'organization',
    totalCents: all.cents,
    thisMonthCents: thisMonth.cents,
    count: all.count,
    averageCents: all.count ? Math.round(all.cents / all.count) : 0,
  };
}

const EXPORT_LIMIT = 10_000;

/** Any member: what their list shows with the same filters (up to 10,000 rows), as CSV with en-ZA amounts. */
export async function exportContributionsCsv(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  query: TContributionQuery,
) {
  const { items: rows } = await listContributions(
    ctx.db,
    ctx.org.organizationId,
    { userId: resolveMemberFilter(ctx, query.userId), status: query.status, from: query.from, to: query.to },
    { limit: EXPORT_LIMIT, offset: 0 },
  );
  const items = rows.map(toContribution);
  return toCsv(
    ['Date', 'Member', 'Amount (ZAR)', 'Amount', 'Payment Method', 'Reference', 'Status', 'Notes'],
    items.map((item) => [
      item.contributionDate,
      item.memberName ?? '',
      formatCents(item.amountCents, { currencySign: 'accounting' }),
      csvRand(item.amountCents),
      csvLabel(item.paymentMethod, PAYMENT_METHOD_LABELS),
      item.referenceNumber ?? '',
      csvLabel(item.status),
      item.notes ?? '',
    ]),
  );
}
