import { and, asc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import {
  loans,
  organizationFeatureFlags,
  organizationJoinRequests,
  organizations,
  profiles,
  type TOrganizationSettings as TStoredSettings,
  userOrganizations,
  users,
} from '../../db/schema';

export type TOrganizationRow = typeof organizations.$inferSelect;
export type TOrganizationInsert = typeof organizations.$inferInsert;

export async function findOrganization(db: TDbOrTx, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row;
}

/**
 * Locks the organization row until the transaction ends. Every change to its memberships, settings or
 * state takes this lock first, so rules that count rows (last admin, member limit) see a stable count.
 */
export async function lockOrganization(tx: TDbOrTx, organizationId: string) {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1)
    .for('update');
  return row;
}

export async function countMembers(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      memberCount: sql<number>`count(*)`.mapWith(Number),
      adminCount: sql<number>`count(*) filter (where ${userOrganizations.role} = 'admin')`.mapWith(Number),
    })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, organizationId));
  return { memberCount: row?.memberCount ?? 0, adminCount: row?.adminCount ?? 0 };
}

export async function findMembershipRole(db: TDbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export async function insertOrganization(tx: TDbOrTx, values: TOrganizationInsert) {
  const [row] = await tx.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned no row');
  return row;
}

export async function insertMembership(tx: TDbOrTx, values: typeof userOrganizations.$inferInsert) {
  const [row] = await tx.insert(userOrganizations).values(values).returning();
  if (!row) throw new Error('membership insert returned no row');
  return row;
}

export async function updateOrganization(
  tx: TDbOrTx,
  organizationId: string,
  values: Partial<
    Pick<
      TOrganizationInsert,
      'name' | 'description' | 'organizationType' | 'email' | 'phone' | 'active' | 'archivedAt'
    >
  > & { settings?: TStoredSettings },
) {
  const [row] = await tx
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!row) throw new Error('organization update returned no row');
  return row;
}

function buildBrowseFilter(input: { search: string | undefined; includeArchived: boolean }): SQL | undefined {
  const conditions: SQL[] = [];
  if (!input.includeArchived) conditions.push(eq(organizations.active, true));
  if (input.search) {
    const pattern = toContainsPattern(input.search);
    const matches = or(ilike(organizations.name, pattern), ilike(organizations.description, pattern));
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of organizations by name, with member counts and whether the user belongs to each. */
export async function browseOrganizations(
  db: TDbOrTx,
  input: {
    userId: string;
    search: string | undefined;
    includeArchived: boolean;
    limit: number;
    offset: number;
  },
) {
  const where = buildBrowseFilter(input);
  const rows = await db
    .select({
      organization: organizations,
      // Built with the query builder, so the outer organization id is qualified inside the subquery.
      memberCount: sql<number>`(${db
        .select({ count: sql`count(*)` })
        .from(userOrganizations)
        .where(eq(userOrganizations.organizationId, organizations.id))})`.mapWith(Number),
      isMember: exists(
        db
          .select({ one: sql`1` })
          .from(userOrganizations)
          .where(
            and(
              eq(userOrganizations.organizationId, organizations.id),
              eq(userOrganizations.userId, input.userId),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(input.limit)
    .offset(input.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(organizations)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The user's join requests to these organizations, newest first. */
export async function listOwnJoinRequests(db: TDbOrTx, userId: string, organizationIds: readonly string[]) {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(organizationJoinRequests)
    .where(
      and(
        eq(organizationJoinRequests.userId, userId),
        inArray(organizationJoinRequests.organizationId, [...organizationIds]),
      ),
    )
    .orderBy(sql`${organizationJoinRequests.createdAt} desc`);
}

/**
 * Serialises one user's creations of one kind until the transaction ends, so a burst of parallel requests
 * counts each other.
 */
export async function lockUserCreations(tx: TDbOrTx, kind: string, userId: string): Promise<void> {
  await lockUntilCommit(tx, `${kind}:${userId}`);
}

/** Organizations the user created since `since`. */
export async function countOrganizationsCreatedBy(db: TDbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(organizations)
    .where(
      and(eq(organizations.createdBy, userId), sql`${organizations.createdAt} >= ${since.toISOString()}`),
    );
  return row?.count ?? 0;
}

/** Join requests the user sent since `since`, to any organization. */
export async function countJoinRequestsBy(db: TDbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(organizationJoinRequests)
    .where(
      and(
        eq(organizationJoinRequests.userId, userId),
        sql`${organizationJoinRequests.createdAt} >= ${since.toISOString()}`,
      ),
    );
  return row?.count ?? 0;
}

/** Loans not yet settled: pending, approved, active, or defaulted and not written off. */
const isLoanOpenSql = or(
  inArray(loans.status, ['pending', 'approved', 'active']),
  and(eq(loans.status, 'defaulted'), sql`${loans.writtenOffOn} is null`),
);

/** The organization's open loans: how many, and their borrowers by name (each once, by name). */
export async function listOpenLoanBorrowers(db: TDbOrTx, organizationId: string) {
  const name = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`;
  const rows = await db
    .select({
      name,
      loans: sql<number>`count(*)`.mapWith(Number),
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .leftJoin(profiles, eq(profiles.userId, loans.userId))
    .where(and(eq(loans.organizationId, organizationId), isLoanOpenSql))
    .groupBy(profiles.fullName, users.name)
    .orderBy(name);
  return { count: rows.reduce((sum, row) => sum + row.loans, 0), borrowers: rows.map((row) => row.name) };
}

/**
 * The organizations whose members would lose sight of open loans if Loans went off for the whole platform:
 * those with open loans and no override already turning Loans off there, by name, with their counts.
 */
export async function listOrganizationsShowingOpenLoans(db: TDbOrTx) {
  return db
    .select({ name: organizations.name, loans: sql<number>`count(*)`.mapWith(Number) })
    .from(loans)
    .innerJoin(organizations, eq(organizations.id, loans.organizationId))
    .leftJoin(
      organizationFeatureFlags,
      and(
        eq(organizationFeatureFlags.organizationId, loans.organizationId),
        eq(organizationFeatureFlags.featureKey, 'loans'),
      ),
    )
    .where(and(isLoanOpenSql, sql`${organizationFeatureFlags.enabled} is distinct from false`))
    .groupBy(organizations.id, organizations.name)
    .orderBy(asc(organizations.name));
}
