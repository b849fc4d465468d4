import { can } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TLevy, TLevyList, TPayLevy } from '../../../shared/contracts/burial-levies';
import { formatCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { readLevyTotals } from '../figures/burial-levies';
import { postJournalEntry } from '../ledger/ledger.service';
import { assertBurialSociety } from './burial-society';
import { readNames } from './claims.repository';
import { computeCover } from './cover.service';
import { insertLevies, listLevyRows, markLevyPaid, readLevy, type TLevyRow } from './levies.repository';
import type { TBurialContext } from './plans.service';
import { listPolicies } from './policies.repository';

const LEVY_NOT_FOUND = 'Levy not found';
const IN_FORCE = new Set(['waiting', 'covered', 'in_arrears', 'reinstated']);

/**
 * After a claim is paid, in the payout's transaction: every other policy on the claim's plan whose main
 * member's cover is in force on `on` (waiting, covered, in arrears or reinstated) owes the levy of the terms
 * that policy is on that day (`levyPerPayoutCents`; none when 0 or absent). One per claim and policy, so a
 * second call for the same claim raises nothing. Returns how many were raised.
 */
export async function raiseLeviesForPayout(
  tx: TDbOrTx,
  organizationId: string,
  claim: { id: string; policyId: string },
  on: string,
): Promise<number> {
  const policies = await listPolicies(tx, organizationId);
  const planId = policies.find((policy) => policy.id === claim.policyId)?.planId;
  const others = policies.filter((policy) => policy.planId === planId && policy.id !== claim.policyId);
  if (others.length === 0) return 0;
  const computed = await computeCover(tx, organizationId, others, on);
  const rows = computed
    .filter(({ person, cover }) => person.relationship === 'main_member' && IN_FORCE.has(cover.status))
    .map(({ policy, terms }) => ({
      organizationId,
      claimId: claim.id,
      policyId: policy.id,
      userId: policy.userId,
      amountCents: terms.levyPerPayoutCents ?? 0,
      raisedOn: on,
    }))
    .filter((row) => row.amountCents > 0);
  return insertLevies(tx, rows);
}

async function toLevyViews(db: TDbOrTx, rows: TLevyRow[]): Promise<TLevy[]> {
  const names = await readNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    claimId: row.claimId,
    memberUserId: row.userId,
    memberName: names.get(row.userId) ?? 'Member',
    amountCents: row.amountCents,
    raisedOn: row.raisedOn,
    paidOn: row.paidOn,
    paymentMethod: row.paymentMethod as TLevy['paymentMethod'],
    journalEntryId: row.journalEntryId,
  }));
}

async function toLevyView(db: TDbOrTx, organizationId: string, levyId: string): Promise<TLevy> {
  const row = await readLevy(db, organizationId, levyId);
  if (!row) throw new AppError('NOT_FOUND', LEVY_NOT_FOUND);
  const [view] = await toLevyViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND', LEVY_NOT_FOUND);
  return view;
}

/** Admins (burial.manage): every levy of the society; a member: their own. With the totals. */
export async function listLevies(ctx: TBurialContext): Promise<TLevyList> {
  assertBurialSociety(ctx.org);
  const organizationId = ctx.org.organizationId;
  const userId = can({ role: ctx.org.role }, 'burial.manage') ? undefined : ctx.actor.userId;
  const rows = await listLevyRows(ctx.db, organizationId, userId);
  return {
    totals: await readLevyTotals(ctx.db, organizationId, userId ? { userId } : {}),
    levies: await toLevyViews(ctx.db, rows),
  };
}

/**
 * Another admin (contribution.record, never on their own levy) records that a member paid a levy, in full:
 * one entry, cash in and the member's contributions credited, as a premium is (ADR 33), dated the day paid
 * (not after today, not before the levy was raised; the month must be open). Through the money command
 * runner: a retried Idempotency-Key answers the paid levy, and a paid levy is never paid twice.
 */
export function payLevy(ctx: TMoneyContext, levyId: string, input: TPayLevy): Promise<TLevy> {
  assertBurialSociety(ctx.org);
  const organizationId = ctx.org.organizationId;
  return runMoneyCommand(ctx, {
    operation: 'levy.pay',
    targetId: levyId,
    request: input,
    execute: async (tx) => {
      const levy = await readLevy(tx, organizationId, levyId, { lock: true });
      if (!levy) throw new AppError('NOT_FOUND', LEVY_NOT_FOUND);
      await assertMayActOn(tx, ctx, {
        permission: 'contribution.record',
        ownerUserId: levy.userId,
        action: 'record',
      });
      if (levy.paidOn) throw new AppError('CONFLICT', `This levy was already paid on ${levy.paidOn}`);
      if (input.paidOn > getTodayIso())
        throw new AppError('VALIDATION_FAILED', 'The date paid cannot be after today');
      if (input.paidOn < levy.raisedOn)
        throw new AppError(
          'VALIDATION_FAILED',
          `The levy was raised on ${levy.raisedOn}: it cannot be paid before`,
        );
      const name = (await readNames(tx, [levy.userId])).get(levy.userId) ?? 'a member';
      const { entry } = await postJournalEntry(tx, {
        organizationId,
        entryDate: input.paidOn,
        description: `Burial levy of ${formatCents(levy.amountCents)} paid by ${name}`,
        transactionType: 'contribution',
        lines: [
          { account: 'cash', amountCents: levy.amountCents, memberUserId: levy.userId },
          { account: 'member_funds', amountCents: -levy.amountCents, memberUserId: levy.userId },
        ],
        createdBy: ctx.actor.userId,
        sourceType: 'burial_levy',
        sourceId: levy.id,
      });
      await markLevyPaid(tx, organizationId, levyId, {
        paidOn: input.paidOn,
        paidRecordedBy: ctx.actor.userId,
        paymentMethod: input.paymentMethod,
        journalEntryId: entry.id,
      });
      return {
        result: await toLevyView(tx, organizationId, levyId),
        resultType: 'burial_levy',
        resultId: levyId,
        audit: {
          action: 'levy.pay',
          targetType: 'burial_levy',
          targetId: levyId,
          summary: { amountCents: levy.amountCents, memberUserId: levy.userId, journalEntryId: entry.id },
        },
        topics: ['transactions', 'cover'],
      };
    },
    replay: (tx, id) => toLevyView(tx, organizationId, id),
  });
}
