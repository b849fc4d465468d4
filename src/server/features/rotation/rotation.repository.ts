import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  profiles,
  rotationCycles,
  rotationDebtPayments,
  rotationPayouts,
  rotationSwaps,
  userOrganizations,
} from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';
import { lockOrgRow } from '../../platform/org-rows';
import { listCompletedContributions, readContributionStates } from '../contributions/index';

export type TCycleRow = typeof rotationCycles.$inferSelect;

/** The organization's current cycle: the latest started. */
export async function findCurrentCycle(db: TDbOrTx, organizationId: string): Promise<TCycleRow | undefined> {
  const [row] = await db
    .select()
    .from(rotationCycles)
    .where(eq(rotationCycles.organizationId, organizationId))
    .orderBy(desc(rotationCycles.createdAt))
    .limit(1);
  return row;
}

/** A cycle of the organization, locked for update when `lock` is set. */
export async function findCycle(
  db: TDbOrTx,
  organizationId: string,
  cycleId: string,
  lock = false,
): Promise<TCycleRow | undefined> {
  const query = db
    .select()
    .from(rotationCycles)
    .where(and(eq(rotationCycles.organizationId, organizationId), eq(rotationCycles.id, cycleId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCycle(db: TDbOrTx, values: typeof rotationCycles.$inferInsert): Promise<string> {
  const [row] = await db.insert(rotationCycles).values(values).returning({ id: rotationCycles.id });
  if (!row) throw new Error('rotation cycle insert returned no row');
  return row.id;
}

export async function updateCycleOrder(
  db: TDbOrTx,
  cycleId: string,
  memberOrder: string[],
  drawSeed: string | null,
): Promise<void> {
  await db.update(rotationCycles).set({ memberOrder, drawSeed }).where(eq(rotationCycles.id, cycleId));
}

export async function updateCollateralNotes(
  db: TDbOrTx,
  cycleId: string,
  collateralNotes: Record<string, string>,
): Promise<void> {
  await db
    .update(rotationCycles)
    .set({ collateralNotes, updatedAt: new Date() })
    .where(eq(rotationCycles.id, cycleId));
}

/** The user ids among `userIds` that are members of the organization. */
export async function filterMembers(
  db: TDbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(
      and(eq(userOrganizations.organizationId, organizationId), inArray(userOrganizations.userId, userIds)),
    );
  return rows.map((row) => row.userId);
}

export async function readNames(db: TDbOrTx, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: profiles.userId, name: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.name?.trim() || null]));
}

/**
 * Completed contributions of the members dated within the cycle's rounds; payments towards a rotation debt
 * are not payments into the round they are dated in.
 */
export async function listCycleContributions(
  db: TDbOrTx,
  organizationId: string,
  userIds: string[],
  from: string,
  to: string,
) {
  const paid = await listCompletedContributions(db, organizationId, { userIds, from, through: to });
  const debtPayments = await readInChunks(
    paid.map((row) => row.id),
    (ids) =>
      db
        .select({ contributionId: rotationDebtPayments.contributionId })
        .from(rotationDebtPayments)
        .where(inArray(rotationDebtPayments.contributionId, ids)),
  );
  const towardsDebt = new Set(debtPayments.map((row) => row.contributionId));
  return paid
    .filter((row) => !towardsDebt.has(row.id))
    .map((row) => ({ userId: row.userId, date: row.paidOn, amountCents: row.amountCents }));
}

/** Per member of the cycle: their debt payments completed, and those still waiting to be confirmed. */
export async function sumDebtPayments(
  db: TDbOrTx,
  organizationId: string,
  cycleId: string,
): Promise<Map<string, { repaidCents: number; pendingCents: number }>> {
  const payments = await db
    .select({ userId: rotationDebtPayments.userId, contributionId: rotationDebtPayments.contributionId })
    .from(rotationDebtPayments)
    .where(eq(rotationDebtPayments.cycleId, cycleId));
  const states = await readContributionStates(
    db,
    organizationId,
    payments.map((row) => row.contributionId),
  );
  const totals = new Map<string, { repaidCents: number; pendingCents: number }>();
  for (const payment of payments) {
    const total = totals.get(payment.userId) ?? { repaidCents: 0, pendingCents: 0 };
    const state = states.get(payment.contributionId);
    if (state?.status === 'completed') total.repaidCents += state.amountCents;
    if (state?.status === 'pending') total.pendingCents += state.amountCents;
    totals.set(payment.userId, total);
  }
  return totals;
}

export async function insertDebtPayment(db: TDbOrTx, values: typeof rotationDebtPayments.$inferInsert) {
  await db.insert(rotationDebtPayments).values(values);
}

export function listPayouts(db: TDbOrTx, cycleId: string) {
  return db.select().from(rotationPayouts).where(eq(rotationPayouts.cycleId, cycleId));
}

export async function insertPayout(
  db: TDbOrTx,
  values: typeof rotationPayouts.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(rotationPayouts).values(values).returning({ id: rotationPayouts.id });
  if (!row) throw new Error('rotation payout insert returned no row');
  return row.id;
}

export async function findPayoutByEntry(db: TDbOrTx, journalEntryId: string) {
  const [row] = await db
    .select()
    .from(rotationPayouts)
    .where(eq(rotationPayouts.journalEntryId, journalEntryId))
    .limit(1);
  return row;
}

export function listSwaps(db: TDbOrTx, cycleId: string) {
  return db
    .select()
    .from(rotationSwaps)
    .where(eq(rotationSwaps.cycleId, cycleId))
    .orderBy(rotationSwaps.createdAt);
}

export async function findSwap(db: TDbOrTx, organizationId: string, swapId: string) {
  return lockOrgRow(db, rotationSwaps, organizationId, rotationSwaps.id, swapId);
}

export async function insertSwap(db: TDbOrTx, values: typeof rotationSwaps.$inferInsert): Promise<string> {
  const [row] = await db.insert(rotationSwaps).values(values).returning({ id: rotationSwaps.id });
  if (!row) throw new Error('rotation swap insert returned no row');
  return row.id;
}

export async function decideSwap(db: TDbOrTx, swapId: string, status: 'accepted' | 'declined') {
  await db.update(rotationSwaps).set({ status, decidedAt: new Date() }).where(eq(rotationSwaps.id, swapId));
}
