import { and, count, desc, eq, exists, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { STAFF_VIEW_ACTION } from '../../../shared/access';
import type { TAdminOrganizationListQuery } from '../../../shared/contracts/admin';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import {
  auditLog,
  burialPolicies,
  contributionSummaries,
  contributions,
  journalEntries,
  ledgerAccounts,
  loanSummaries,
  loans,
  organizations,
  profiles,
  userOrganizations,
  users,
} from '../../db/schema';

// Spelled out: drizzle leaves column names unqualified in the select list of a query without joins.
const memberCountSql = sql<number>`(select count(*) from user_organizations m where m.organization_id = organizations.id)`;

function listCondition(query: TAdminOrganizationListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(organizations.active, query.status === 'active'));
  if (query.type !== 'all') conditions.push(eq(organizations.organizationType, query.type));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    conditions.push(or(ilike(organizations.name, pattern), ilike(organizations.description, pattern)));
  }
  return and(...conditions);
}

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  organizationType: organizations.organizationType,
  description: organizations.description,
  email: organizations.email,
  phone: organizations.phone,
  active: organizations.active,
  createdAt: organizations.createdAt,
  memberCount: memberCountSql,
};

/** A page of organizations by name with member counts, and how many match. */
export async function listOrganizations(db: TDbOrTx, query: TAdminOrganizationListQuery) {
  const where = listCondition(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(organizationColumns)
      .from(organizations)
      .where(where)
      .orderBy(organizations.name, organizations.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrganizationRow(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

export async function listOrganizationAdmins(db: TDbOrTx, organizationId: string) {
  return db
    .select({ userId: users.id, fullName: profiles.fullName, email: users.email })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.role, 'admin')))
    .orderBy(profiles.fullName);
}

export async function listLedgerBalances(db: TDbOrTx, organizationId: string) {
  return db
    .select({
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      balanceCents: ledgerAccounts.balanceCents,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.organizationId, organizationId))
    .orderBy(ledgerAccounts.code);
}

/**
 * How many journal entries, and the latest thing that happened: a journal entry or an audited action (staff
 * looking at the organization is not its activity).
 */
export async function readBookActivity(db: TDbOrTx, organizationId: string) {
  const [[entries], [lastEntry], [lastAudit]] = await Promise.all([
    db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.organizationId, organizationId)),
    db
      .select({ at: journalEntries.createdAt })
      .from(journalEntries)
      .where(eq(journalEntries.organizationId, organizationId))
      .orderBy(desc(journalEntries.createdAt))
      .limit(1),
    db
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), ne(auditLog.action, STAFF_VIEW_ACTION)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1),
  ]);
  const times = [lastEntry?.at, lastAudit?.at].filter((at): at is Date => at instanceof Date);
  return {
    journalEntryCount: Number(entries?.n ?? 0),
    lastActivityAt: times.length > 0 ? new Date(Math.max(...times.map((at) => at.getTime()))) : null,
  };
}

/** True when the organization has no journal entry, contribution, loan or burial policy (cover history). */
export async function hasEmptyBooks(db: TDbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({
      hasRecords: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(journalEntries)
          .where(eq(journalEntries.organizationId, organizationId)),
      )} or ${exists(
        db
          .select({ one: sql`1` })
          .from(contributions)
          .where(eq(contributions.organizationId, organizationId)),
      )} or ${exists(db.select({ one: sql`1` }).from(loans).where(eq(loans.organizationId, organizationId)))} or ${exists(
        db
          .select({ one: sql`1` })
          .from(burialPolicies)
          .where(eq(burialPolicies.organizationId, organizationId)),
      )}`,
    })
    .from(sql`(select 1) as probe`);
  return !row?.hasRecords;
}

/** Removes an organization with empty books: its chart of accounts and derived summaries go with it. */
export async function deleteOrganizationWithEmptyBooks(tx: TDbOrTx, organizationId: string) {
  await tx.delete(contributionSummaries).where(eq(contributionSummaries.organizationId, organizationId));
  await tx.delete(loanSummaries).where(eq(loanSummaries.organizationId, organizationId));
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.organizationId, organizationId));
  await tx.delete(organizations).where(eq(organizations.id, organizationId));
}
