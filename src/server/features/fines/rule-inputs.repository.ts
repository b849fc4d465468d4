import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { readBooksStartOn } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import type { TRuleMember, TRulePayment, TRuleVersion } from '../../../shared/group-rules/rule-types';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { TDbOrTx } from '../../db/client';
import { groupRuleVersions, memberFines, organizations, userOrganizations } from '../../db/schema';
import { listCompletedContributions } from '../contributions/index';

/**
 * What the rules engine reads for an organization: its rule versions, its members, the payments that count
 * for them (completed contributions, whoever paid) and the fines an admin waived.
 */

/** The organizations that have rules, in a stable order. */
export async function listOrganizationsWithRules(db: TDbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ organizationId: groupRuleVersions.organizationId })
    .from(groupRuleVersions)
    .orderBy(asc(groupRuleVersions.organizationId));
  return rows.map((row) => row.organizationId);
}

/** The versions as the engine reads them, by the day each takes effect. */
export async function readRuleVersions(db: TDbOrTx, organizationId: string): Promise<TRuleVersion[]> {
  return db
    .select({
      version: groupRuleVersions.version,
      effectiveFrom: groupRuleVersions.effectiveFrom,
      rules: groupRuleVersions.rules,
    })
    .from(groupRuleVersions)
    .where(eq(groupRuleVersions.organizationId, organizationId))
    .orderBy(asc(groupRuleVersions.effectiveFrom), asc(groupRuleVersions.version));
}

export type TRuleMemberRow = { userId: string; member: TRuleMember };

/** The organization's members (or only `userIds`), as the engine knows them. */
export async function readRuleMembers(
  db: TDbOrTx,
  organizationId: string,
  userIds?: readonly string[],
): Promise<TRuleMemberRow[]> {
  const where: SQL[] = [eq(userOrganizations.organizationId, organizationId)];
  if (userIds) where.push(inArray(userOrganizations.userId, [...userIds]));
  const rows = await db
    .select({
      id: userOrganizations.id,
      userId: userOrganizations.userId,
      joinedAt: userOrganizations.joinedAt,
    })
    .from(userOrganizations)
    .where(and(...where))
    .orderBy(asc(userOrganizations.userId));
  return rows.map((row) => ({
    userId: row.userId,
    // A member who leaves loses their membership row; while they are a member nobody has left.
    member: { memberKey: row.id, planKey: null, joinedOn: getTodayIso(row.joinedAt), leftOn: null },
  }));
}

/** Completed contributions per member (reversed and failed ones never count), by whom they count for. */
export async function readRulePayments(
  db: TDbOrTx,
  organizationId: string,
  userIds?: readonly string[],
): Promise<Map<string, TRulePayment[]>> {
  const rows = await listCompletedContributions(db, organizationId, { userIds });
  const byUser = new Map<string, TRulePayment[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, paidOn: row.paidOn, amountCents: row.amountCents });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** The periods whose fine an admin waived, per member: the engine's waivers. */
export async function readWaivedPeriods(
  db: TDbOrTx,
  organizationId: string,
  userIds?: readonly string[],
): Promise<Map<string, { periodKey: string }[]>> {
  const where: SQL[] = [eq(memberFines.organizationId, organizationId), isNotNull(memberFines.waivedAt)];
  if (userIds) where.push(inArray(memberFines.userId, [...userIds]));
  const rows = await db
    .select({ userId: memberFines.userId, periodKey: memberFines.periodKey })
    .from(memberFines)
    .where(and(...where));
  const byUser = new Map<string, { periodKey: string }[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ periodKey: row.periodKey });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/**
 * Holds the organization's rules-run lock until the transaction ends: two servers (or a run and a waiver)
 * never reconcile the same organization's fines at once; the second waits and then finds nothing to post.
 */
export async function lockRulesRun(db: TDbOrTx, organizationId: string): Promise<void> {
  await lockUntilCommit(db, `group-rules:${organizationId}`);
}

/** The first day postings may be dated: after the closed months and not before the books start. */
export async function readOpenFrom(db: TDbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({
      createdAt: organizations.createdAt,
      booksStartOn: organizations.booksStartOn,
      booksClosedThrough: organizations.booksClosedThrough,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return null;
  const startOn = readBooksStartOn({ createdOn: getTodayIso(row.createdAt), booksStartOn: row.booksStartOn });
  const afterClosed = row.booksClosedThrough ? shiftIsoDate(row.booksClosedThrough, 1) : null;
  return afterClosed && afterClosed > startOn ? afterClosed : startOn;
}
