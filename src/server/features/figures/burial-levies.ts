import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TLevyTotals } from '../../../shared/contracts/burial-levies';
import type { TDbOrTx } from '../../db/client';
import { burialLevies } from '../../db/schema';

/**
 * The burial levies of a society, or of one member (ADR 33): raised, paid and still owed, in cents, and how
 * many are owed. Owed levies are money the members owe the society; they are not on the master book until
 * paid, as premiums are not.
 */
export async function readLevyTotals(
  db: TDbOrTx,
  organizationId: string,
  userId?: string,
): Promise<TLevyTotals> {
  const where: SQL[] = [eq(burialLevies.organizationId, organizationId)];
  if (userId) where.push(eq(burialLevies.userId, userId));
  const [row] = await db
    .select({
      raised: sql<string | number | null>`sum(${burialLevies.amountCents})`,
      paid: sql<
        string | number | null
      >`sum(${burialLevies.amountCents}) filter (where ${burialLevies.paidOn} is not null)`,
      owedCount: sql<string | number>`count(*) filter (where ${burialLevies.paidOn} is null)`,
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
