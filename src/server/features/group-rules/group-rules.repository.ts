import { and, asc, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { type TGroupRules, withRuleDefaults } from '../../../shared/group-rules/rule-types';
import type { TDbOrTx } from '../../db/client';
import { groupRuleVersions, organizations, profiles, userOrganizations } from '../../db/schema';
import { listCompletedContributions } from '../contributions/index';

/** Every version of the organization's rules, by the day each takes effect, with the name of who set it. */
export async function listRuleVersions(db: TDbOrTx, organizationId: string) {
  const rows = await db
    .select({
      version: groupRuleVersions.version,
      effectiveFrom: groupRuleVersions.effectiveFrom,
      rules: groupRuleVersions.rules,
      createdByName: profiles.fullName,
      createdAt: groupRuleVersions.createdAt,
    })
    .from(groupRuleVersions)
    .leftJoin(profiles, eq(profiles.userId, groupRuleVersions.createdBy))
    .where(eq(groupRuleVersions.organizationId, organizationId))
    .orderBy(asc(groupRuleVersions.effectiveFrom), asc(groupRuleVersions.version));
  return rows.map((row) => ({ ...row, rules: withRuleDefaults(row.rules) }));
}

/** The versions as the engine reads them, by the day each takes effect. */
export async function listEngineVersions(db: TDbOrTx, organizationId: string) {
  const rows = await db
    .select({
      version: groupRuleVersions.version,
      effectiveFrom: groupRuleVersions.effectiveFrom,
      rules: groupRuleVersions.rules,
    })
    .from(groupRuleVersions)
    .where(eq(groupRuleVersions.organizationId, organizationId))
    .orderBy(asc(groupRuleVersions.effectiveFrom), asc(groupRuleVersions.version));
  return rows.map((row) => ({ ...row, rules: withRuleDefaults(row.rules) }));
}

const BOOKS_BOUNDS = {
  createdAt: organizations.createdAt,
  booksStartOn: organizations.booksStartOn,
  booksClosedThrough: organizations.booksClosedThrough,
};

/**
 * The organization row locked FOR UPDATE: two new versions never race for the same number, and closing the
 * books (which takes the same lock) cannot slip in between the check and the insert.
 */
export async function lockOrganizationForRules(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select(BOOKS_BOUNDS)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

/** Where the books start and how far they are closed: the bounds of a new version's date. */
export async function readBooksBounds(db: TDbOrTx, organizationId: string) {
  const [row] = await db.select(BOOKS_BOUNDS).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function readLatestVersionNumber(db: TDbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(groupRuleVersions.version) })
    .from(groupRuleVersions)
    .where(eq(groupRuleVersions.organizationId, organizationId));
  return Number(row?.version ?? 0);
}

export async function insertRuleVersion(
  db: TDbOrTx,
  values: {
    organizationId: string;
    version: number;
    effectiveFrom: string;
    rules: TGroupRules;
    createdBy: string;
  },
) {
  const [row] = await db.insert(groupRuleVersions).values(values).returning({ id: groupRuleVersions.id });
  if (!row) throw new Error('rule version insert returned no row');
  return row.id;
}

/** The members of the organization (all of them, or only `userIds`), with their membership id and join date. */
export async function listMembersForStandings(db: TDbOrTx, organizationId: string, userIds?: string[]) {
  const where: SQL[] = [eq(userOrganizations.organizationId, organizationId)];
  if (userIds) where.push(inArray(userOrganizations.userId, userIds));
  return db
    .select({
      membershipId: userOrganizations.id,
      userId: userOrganizations.userId,
      joinedAt: userOrganizations.joinedAt,
    })
    .from(userOrganizations)
    .where(and(...where));
}

/** Completed contributions (reversed and failed ones never count), per member, in date order. */
export function listCompletedPayments(db: TDbOrTx, organizationId: string, userIds?: string[]) {
  return listCompletedContributions(db, organizationId, { userIds });
}

/**
 * For this month's expected contributions: the members in groups that owe the same periods. A member's
 * periods are read from `lookBack` or the South African calendar day they joined, whichever is later, so
 * members with no amount of their own are counted per such day; members with an amount of their own
 * (`ownAmountIds`) come one by one with their membership id. A group of 5,000 who joined on one day is one row.
 */
export async function readMembersForExpected(
  db: TDbOrTx,
  organizationId: string,
  lookBack: string,
  ownAmountIds: string[],
) {
  // Grouped first on the raw join time (members before `lookBack` all start at its midnight), so the time zone
  // is applied once per group, not once per member.
  const lookBackStart = sql`(${lookBack}::date::timestamp at time zone 'Africa/Johannesburg')`;
  const isOwn = ownAmountIds.length > 0 ? inArray(userOrganizations.id, ownAmountIds) : sql<boolean>`false`;
  const grouped = db
    .select({
      memberKey: sql<string>`case when ${isOwn} then ${userOrganizations.id}::text else '' end`.as(
        'member_key',
      ),
      startsAt: sql<Date>`greatest(${userOrganizations.joinedAt}, ${lookBackStart})`.as('starts_at'),
      members: count().as('members'),
    })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, organizationId))
    // By position: the expressions carry parameters, which PostgreSQL would not match as the same.
    .groupBy(sql`1, 2`)
    .as('grouped');
  const rows = await db
    .select({
      memberKey: grouped.memberKey,
      joinedOn: sql<string>`(${grouped.startsAt} at time zone 'Africa/Johannesburg')::date::text`,
      count: sql<number>`sum(${grouped.members})`.mapWith(Number),
    })
    .from(grouped)
    .groupBy(sql`1, 2`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
