import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { burialLevies } from '../../db/schema';
import { setOrgRow } from '../../platform/org-rows';

export type TLevyRow = typeof burialLevies.$inferSelect;

/** Raises the levies given; one per claim and policy, so a second raise for the same payout adds nothing. */
export async function insertLevies(db: TDbOrTx, rows: (typeof burialLevies.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(burialLevies)
    .values(rows)
    .onConflictDoNothing({
      target: [burialLevies.organizationId, burialLevies.claimId, burialLevies.policyId],
    })
    .returning({ id: burialLevies.id });
  return inserted.length;
}

/** The society's levies (or one member's), newest first. */
export async function listLevyRows(db: TDbOrTx, organizationId: string, userId?: string) {
  const where: SQL[] = [eq(burialLevies.organizationId, organizationId)];
  if (userId) where.push(eq(burialLevies.userId, userId));
  return db
    .select()
    .from(burialLevies)
    .where(and(...where))
    .orderBy(desc(burialLevies.raisedOn), desc(burialLevies.createdAt))
    .limit(1000);
}

export async function readLevy(
  db: TDbOrTx,
  organizationId: string,
  levyId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(burialLevies)
    .where(and(eq(burialLevies.organizationId, organizationId), eq(burialLevies.id, levyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function markLevyPaid(
  db: TDbOrTx,
  organizationId: string,
  levyId: string,
  values: Pick<TLevyRow, 'paidOn' | 'paidRecordedBy' | 'paymentMethod' | 'journalEntryId'>,
) {
  await setOrgRow(db, burialLevies, organizationId, levyId, values);
}
