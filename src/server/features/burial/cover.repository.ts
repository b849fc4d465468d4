import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TCoverRegisterQuery } from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import { burialCoverStatuses, burialPeople, burialPlans, burialPolicies, profiles } from '../../db/schema';
import { personColumns } from './people.repository';

export type TCoverStatusRow = typeof burialCoverStatuses.$inferInsert;

/** Writes the statuses, replacing each person's previous one; in chunks so a large society fits a statement. */
export async function upsertCoverStatuses(db: TDbOrTx, rows: TCoverStatusRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db
      .insert(burialCoverStatuses)
      .values(chunk)
      .onConflictDoUpdate({
        target: [burialCoverStatuses.organizationId, burialCoverStatuses.personId],
        set: {
          policyId: sql`excluded.policy_id`,
          status: sql`excluded.status`,
          since: sql`excluded.since`,
          until: sql`excluded.until`,
          coveredFrom: sql`excluded.covered_from`,
          coveredCauses: sql`excluded.covered_causes`,
          monthsOwed: sql`excluded.months_owed`,
          reason: sql`excluded.reason`,
          asOf: sql`excluded.as_of`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The stored statuses of the given people. */
export async function listCoverStatuses(db: TDbOrTx, organizationId: string, personIds: string[]) {
  if (personIds.length === 0) return [];
  return db
    .select()
    .from(burialCoverStatuses)
    .where(
      and(
        eq(burialCoverStatuses.organizationId, organizationId),
        inArray(burialCoverStatuses.personId, personIds),
      ),
    );
}

/** A page of the cover register: people with their stored status, member and plan, by member name. */
export async function readCoverRegisterPage(db: TDbOrTx, organizationId: string, query: TCoverRegisterQuery) {
  const where = and(
    eq(burialCoverStatuses.organizationId, organizationId),
    query.status ? eq(burialCoverStatuses.status, query.status) : undefined,
  );
  const rows = await db
    .select({
      status: burialCoverStatuses,
      person: personColumns,
      memberUserId: burialPolicies.userId,
      memberName: profiles.fullName,
      planName: burialPlans.name,
      planId: burialPolicies.planId,
      planVersion: burialPolicies.planVersion,
      policyId: burialPolicies.id,
      joinedOn: burialPolicies.joinedOn,
    })
    .from(burialCoverStatuses)
    .innerJoin(burialPeople, eq(burialPeople.id, burialCoverStatuses.personId))
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialCoverStatuses.policyId))
    .innerJoin(burialPlans, eq(burialPlans.id, burialPolicies.planId))
    .leftJoin(profiles, eq(profiles.userId, burialPolicies.userId))
    .where(where)
    .orderBy(asc(profiles.fullName), asc(burialPolicies.userId), asc(burialPeople.createdAt))
    .limit(query.limit)
    .offset(query.offset);
  const counts = await db
    .select({
      status: burialCoverStatuses.status,
      n: count(),
      asOf: sql<string | null>`max(${burialCoverStatuses.asOf})::text`,
    })
    .from(burialCoverStatuses)
    .where(eq(burialCoverStatuses.organizationId, organizationId))
    .groupBy(burialCoverStatuses.status);
  return { rows, counts: counts.map((row) => ({ ...row, n: Number(row.n) })) };
}
