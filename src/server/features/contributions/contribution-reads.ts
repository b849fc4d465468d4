import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { contributions, userOrganizations } from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';
import { findOrgRow } from '../../platform/org-rows';

/**
 * Completed contributions (reversed, failed and pending ones never count) of the organization, or only of
 * `userIds`, dated from `from` through `through` when given, oldest first (then in the order recorded).
 * What the rules engine, standings, burial cover and rotation rounds count as paid. Savings at books start
 * (the opening position) are not among them: they are paid in, but for no period.
 */
export async function listCompletedContributions(
  db: TDbOrTx,
  organizationId: string,
  filter: { userIds?: readonly string[] | undefined; from?: string; through?: string } = {},
) {
  const where: (SQL | undefined)[] = [
    eq(contributions.organizationId, organizationId),
    eq(contributions.status, 'completed'),
    // Savings at books start pay no period: the months before the books are not the app's to judge.
    isNull(contributions.openingPositionId),
    filter.userIds ? inArray(contributions.userId, [...filter.userIds]) : undefined,
    filter.from ? gte(contributions.contributionDate, filter.from) : undefined,
    filter.through ? lte(contributions.contributionDate, filter.through) : undefined,
  ];
  return db
    .select({
      id: contributions.id,
      userId: contributions.userId,
      paidOn: contributions.contributionDate,
      amountCents: contributions.amountCents,
    })
    .from(contributions)
    .where(and(...where))
    .orderBy(asc(contributions.contributionDate), asc(contributions.createdAt));
}

/**
 * Each current member's last completed contribution dated on or before `through` ('YYYY-MM-DD'), by user:
 * one probe of the (organization, user, date) index per member, whatever the history's length.
 */
export async function readLastCompletedDates(
  db: TDbOrTx,
  organizationId: string,
  through: string,
): Promise<Map<string, string>> {
  const result = await db.execute(sql`
      select m.user_id, to_char(last.contribution_date, 'YYYY-MM-DD') as contribution_date
        from ${userOrganizations} m
        cross join lateral (
          select c.contribution_date from ${contributions} c
           where c.organization_id = m.organization_id and c.user_id = m.user_id
             and c.status = 'completed' and c.opening_position_id is null
             and c.contribution_date <= ${through}
           order by c.contribution_date desc limit 1) last
       where m.organization_id = ${organizationId}`);
  const rows = (result as unknown as { rows: { user_id: string; contribution_date: string | Date }[] }).rows;
  return new Map(
    rows.map((row) => [
      row.user_id,
      typeof row.contribution_date === 'string'
        ? row.contribution_date.slice(0, 10)
        : row.contribution_date.toISOString().slice(0, 10),
    ]),
  );
}

/** Some contributions of the organization by id: whose, how much and in what state. */
export async function readContributionStates(db: TDbOrTx, organizationId: string, ids: readonly string[]) {
  const rows = await readInChunks(ids, (chunk) =>
    db
      .select({
        id: contributions.id,
        userId: contributions.userId,
        amountCents: contributions.amountCents,
        status: contributions.status,
      })
      .from(contributions)
      .where(and(eq(contributions.organizationId, organizationId), inArray(contributions.id, chunk))),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the contribution `contributionId` names was reversed, as a condition inside another feature's
 * statement (a list of share purchases keeps one statement, however many meetings it covers).
 */
export function isContributionReversed(contributionId: AnyPgColumn): SQL<boolean> {
  // Aliased: a one-table select around it leaves its own columns unqualified.
  return sql<boolean>`exists (select 1 from ${contributions} as c
    where c.id = ${contributionId} and c.status = 'reversed')`;
}

/** One contribution of the organization, as recorded. */
export async function readContribution(db: TDbOrTx, organizationId: string, id: string) {
  return findOrgRow(db, contributions, organizationId, contributions.id, id);
}
