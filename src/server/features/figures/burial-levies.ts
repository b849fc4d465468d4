import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TLevyTotals } from '../../../shared/contracts/burial-levies';
import type { TDbOrTx } from '../../db/client';
import { burialLevies } from '../../db/schema';

/**
 * The burial levies of a society, or of one member (ADR 33): raised, paid and still owed, in cents, and how
 * many are owed; with `asOf`, as they stood at the end of that day. Owed levies are money the members owe the
 * society; they are not on the master book until paid, as premiums are not.
 */
export async function readLevyTotals(
  db: TDbOrTx,
  organizationId: string,
  options: { userId?: string; asOf?: string } = {},
): Promise<TLevyTotals> {
  const where: SQL[] = [eq(burialLevies.organizationId, organizationId)];
  if (options.userId) where.push(eq(burialLevies.userId, options.userId));
  if (options.asOf) where.push(lte(burialLevies.raisedOn, options.asOf));
  const isPaid = options.asOf
    ? sql`${burialLevies.paidOn} <= ${options.asOf}`
    : sql`${burialLevies.paidOn} is not null`;
  const [row] = await db
    .select({
      raised: sql<string | number | null>`sum(${burialLevies.amountCents})`,
      paid: sql<string | number | null>`sum(${burialLevies.amountCents}) filter (where ${isPaid})`,
      owedCount: sql<string | number>`count(*) filter (where not coalesce(${isPaid}, false))`,
    })
    .from(burialLevies)
    .where(and(...where));
  const raisedCents = Number(row?.raised ?? 0);
  const paidCents = Number(row?.paid ?? 0);
  return {
    raisedCents,
    paidCents,
    owedCents: raisedCents - paidCents,
    owedCount: Number(row?.owedCount ?? 0),
  };
}

/** Each member's levies owed at the end of `asOf` (raised by then, not paid by then): count and cents. */
export async function listLeviesOwedOn(db: TDbOrTx, organizationId: string, asOf: string) {
  const rows = await db
    .select({
      userId: burialLevies.userId,
      count: sql<string | number>`count(*)`,
      cents: sql<string | number>`sum(${burialLevies.amountCents})`,
      oldest: sql<string>`min(${burialLevies.raisedOn})`,
    })
    .from(burialLevies)
    .where(
      and(
        eq(burialLevies.organizationId, organizationId),
        lte(burialLevies.raisedOn, asOf),
        or(isNull(burialLevies.paidOn), gt(burialLevies.paidOn, asOf)),
      ),
    )
    .groupBy(burialLevies.userId);
  return rows.map((row) => ({
    userId: row.userId,
    count: Number(row.count),
    owedCents: Number(row.cents),
    oldestRaisedOn: String(row.oldest),
  }));
}
