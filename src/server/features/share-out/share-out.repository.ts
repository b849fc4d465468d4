import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { loans, shareOuts } from '../../db/schema';
import { findOrgRow, lockOrgRow, setOrgRow } from '../../platform/org-rows';
import { isLoanStillOwedSql } from '../figures/figures.repository';

export type TShareOutRow = typeof shareOuts.$inferSelect;

export async function findLatestShareOut(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(shareOuts)
    .where(eq(shareOuts.organizationId, organizationId))
    .orderBy(desc(shareOuts.createdAt))
    .limit(1);
  return row;
}

export async function findShareOut(db: TDbOrTx, organizationId: string, id: string) {
  return findOrgRow(db, shareOuts, organizationId, shareOuts.id, id);
}

/** The share-out locked FOR UPDATE: two posts of it run one after the other. */
export async function lockShareOut(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, shareOuts, organizationId, shareOuts.id, id);
}

/** A posted share-out whose cycle overlaps the dates: its savings were already paid out. */
export async function findPostedOverlapping(
  db: TDbOrTx,
  organizationId: string,
  cycle: { startsOn: string; endsOn: string },
) {
  const [row] = await db
    .select({ id: shareOuts.id, startsOn: shareOuts.startsOn, endsOn: shareOuts.endsOn })
    .from(shareOuts)
    .where(
      and(
        eq(shareOuts.organizationId, organizationId),
        eq(shareOuts.status, 'posted'),
        lte(shareOuts.startsOn, cycle.endsOn),
        gte(shareOuts.endsOn, cycle.startsOn),
      ),
    )
    .limit(1);
  return row;
}

/** A proposal replaces the one still waiting: the earlier is withdrawn. Returns the withdrawn ids. */
export async function withdrawProposed(db: TDbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .update(shareOuts)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(eq(shareOuts.organizationId, organizationId), eq(shareOuts.status, 'proposed')))
    .returning({ id: shareOuts.id });
  return rows.map((row) => row.id);
}

export async function insertShareOut(db: TDbOrTx, values: typeof shareOuts.$inferInsert) {
  const [row] = await db.insert(shareOuts).values(values).returning();
  if (!row) throw new Error('share-out insert returned no row');
  return row;
}

export async function markShareOutPosted(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  posted: { postedBy: string; postedOn: string },
) {
  await setOrgRow(db, shareOuts, organizationId, id, {
    status: 'posted',
    ...posted,
    postedAt: new Date(),
    updatedAt: new Date(),
  });
}

/** The member's loans still owed, oldest first: a share-out deduction repays them in that order. */
export function listOwedLoanIds(db: TDbOrTx, organizationId: string, userId: string) {
  return db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.organizationId, organizationId), eq(loans.userId, userId), isLoanStillOwedSql))
    .orderBy(asc(loans.disbursedOn), asc(loans.createdAt));
}
