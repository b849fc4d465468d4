import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  notInArray,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { TArrearsQuery } from '../../../shared/contracts/group-rules';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import { memberStandings, profiles } from '../../db/schema';
import { findOrgRow } from '../../platform/org-rows';

export type TStandingRow = typeof memberStandings.$inferInsert;

/** Writes the standings (one row per member), replacing what was there. */
export async function upsertStandings(db: TDbOrTx, rows: TStandingRow[]) {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(memberStandings)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [memberStandings.organizationId, memberStandings.userId],
        set: {
          membershipId: sql`excluded.membership_id`,
          owedCents: sql`excluded.owed_cents`,
          creditCents: sql`excluded.credit_cents`,
          periodsBehind: sql`excluded.periods_behind`,
          oldestUnpaidPeriod: sql`excluded.oldest_unpaid_period`,
          oldestUnpaidLabel: sql`excluded.oldest_unpaid_label`,
          oldestUnpaidDueOn: sql`excluded.oldest_unpaid_due_on`,
          finesCents: sql`excluded.fines_cents`,
          breakdown: sql`excluded.breakdown`,
          asOf: sql`excluded.as_of`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * Removes the standings of the given users (or, with `keepUserIds`, of everyone else): people who are no
 * longer members, or every row when the organization has no rules.
 */
export async function deleteStandings(
  db: TDbOrTx,
  organizationId: string,
  scope: { userIds: string[] } | { keepUserIds: string[] },
) {
  const where: SQL[] = [eq(memberStandings.organizationId, organizationId)];
  if ('userIds' in scope) {
    if (scope.userIds.length === 0) return;
    where.push(inArray(memberStandings.userId, scope.userIds));
  } else if (scope.keepUserIds.length > 0) {
    where.push(notInArray(memberStandings.userId, scope.keepUserIds));
  }
  await db.delete(memberStandings).where(and(...where));
}

export async function readStanding(db: TDbOrTx, organizationId: string, userId: string) {
  return findOrgRow(db, memberStandings, organizationId, memberStandings.userId, userId);
}

/** The oldest day any standing of the organization was computed for (null: no standings). */
export async function readOldestAsOf(db: TDbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ asOf: sql<string | null>`min(${memberStandings.asOf})::text` })
    .from(memberStandings)
    .where(eq(memberStandings.organizationId, organizationId));
  return row?.asOf ?? null;
}

function arrearsFilter(organizationId: string, query: Pick<TArrearsQuery, 'minPeriodsBehind' | 'search'>) {
  const where: SQL[] = [eq(memberStandings.organizationId, organizationId), gt(memberStandings.owedCents, 0)];
  if (query.minPeriodsBehind > 0) where.push(gte(memberStandings.periodsBehind, query.minPeriodsBehind));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    where.push(ilike(profiles.fullName, pattern));
  }
  return and(...where);
}

const SORT_COLUMNS = {
  owed: memberStandings.owedCents,
  periods_behind: memberStandings.periodsBehind,
  oldest: memberStandings.oldestUnpaidDueOn,
  name: profiles.fullName,
} as const;

/** Members who owe money (and are at least `minPeriodsBehind` periods behind), one page, sorted as asked (ties by member). */
export async function listArrears(
  db: TDbOrTx,
  organizationId: string,
  query: TArrearsQuery,
  page: { limit: number; offset: number },
) {
  const where = arrearsFilter(organizationId, query);
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc(column) : desc(column);
  const [items, totals] = await Promise.all([
    db
      .select({
        userId: memberStandings.userId,
        memberName: profiles.fullName,
        periodsBehind: memberStandings.periodsBehind,
        owedCents: memberStandings.owedCents,
        finesCents: memberStandings.finesCents,
        oldestUnpaidLabel: memberStandings.oldestUnpaidLabel,
        oldestUnpaidDueOn: memberStandings.oldestUnpaidDueOn,
      })
      .from(memberStandings)
      .leftJoin(profiles, eq(profiles.userId, memberStandings.userId))
      .where(where)
      .orderBy(order, asc(memberStandings.userId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(memberStandings)
      .leftJoin(profiles, eq(profiles.userId, memberStandings.userId))
      .where(where),
  ]);
  return { items, total: Number(totals[0]?.n ?? 0) };
}

/** Across the organization: how many members owe money and what they owe together. */
export async function readArrearsTotals(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({ members: count(), owed: sum(memberStandings.owedCents) })
    .from(memberStandings)
    .where(and(eq(memberStandings.organizationId, organizationId), gt(memberStandings.owedCents, 0)));
  return { membersBehind: Number(row?.members ?? 0), totalOwedCents: Number(row?.owed ?? 0) };
}
