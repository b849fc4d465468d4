import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import { profiles, userOrganizations, users } from '../../db/schema';
import { findOrgRow } from '../../platform/org-rows';
import { sumJournalTotal } from '../ledger/index';

export type TMembershipRow = typeof userOrganizations.$inferSelect;

/**
 * The address a member is known by: their account's, or for a member without an account the contact
 * address the admin gave (null when none).
 */
const shownEmail = sql<
  string | null
>`case when coalesce(${profiles.hasSignIn}, true) then ${users.email} else nullif(${profiles.email}, '') end`;

function buildMemberFilter(organizationId: string, search: string | undefined): SQL | undefined {
  const inOrganization = eq(userOrganizations.organizationId, organizationId);
  if (!search) return inOrganization;
  const pattern = toContainsPattern(search);
  return and(
    inOrganization,
    or(
      ilike(profiles.fullName, pattern),
      ilike(profiles.companyName, pattern),
      ilike(shownEmail, pattern),
      ilike(users.name, pattern),
    ),
  );
}

/**
 * One page of an organization's members with their profiles, newest first, and how many match the search,
 * counted up to 1,000 (ADR 63). With nothing searched there is no count here: the list's total is the
 * organization's member count (`countMemberList`).
 */
export async function listMembers(
  db: TDbOrTx,
  input: { organizationId: string; search: string | undefined; limit: number; offset: number },
) {
  const where = buildMemberFilter(input.organizationId, input.search);
  const [rows, matches] = await Promise.all([
    db
      .select({
        membership: userOrganizations,
        fullName: profiles.fullName,
        companyName: profiles.companyName,
        email: shownEmail,
        image: users.image,
        hasSignIn: sql<boolean>`coalesce(${profiles.hasSignIn}, true)`,
      })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.userId))
      .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
      .where(where)
      .orderBy(desc(userOrganizations.joinedAt), desc(userOrganizations.id))
      .limit(input.limit)
      .offset(input.offset),
    input.search
      ? countUpTo(
          db,
          db
            .select(COUNTED)
            .from(userOrganizations)
            .innerJoin(users, eq(users.id, userOrganizations.userId))
            .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
            .where(where)
            .$dynamic(),
        )
      : null,
  ]);
  return { rows, matches };
}

/**
 * The figures beside the member list: the organization's members and its admins, each counted up to 1,000
 * (ADR 63), so the list's cost does not grow with the organization's size.
 */
export async function countMemberList(db: TDbOrTx, organizationId: string) {
  const inOrganization = eq(userOrganizations.organizationId, organizationId);
  const [members, admins] = await Promise.all([
    countUpTo(db, db.select(COUNTED).from(userOrganizations).where(inOrganization).$dynamic()),
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(userOrganizations)
        .where(and(inOrganization, eq(userOrganizations.role, 'admin')))
        .$dynamic(),
    ),
  ]);
  return { members, admins };
}

/** A membership of this organization only: an id from another organization finds nothing. */
export async function findMembership(db: TDbOrTx, organizationId: string, membershipId: string) {
  return findOrgRow(db, userOrganizations, organizationId, userOrganizations.id, membershipId);
}

export async function findMembershipOfUser(db: TDbOrTx, organizationId: string, userId: string) {
  return findOrgRow(db, userOrganizations, organizationId, userOrganizations.userId, userId);
}

export async function updateMembershipRole(
  tx: TDbOrTx,
  organizationId: string,
  membershipId: string,
  role: TMembershipRow['role'],
) {
  const [row] = await tx
    .update(userOrganizations)
    .set({ role })
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.id, membershipId)))
    .returning();
  return row;
}

export async function deleteMembership(tx: TDbOrTx, organizationId: string, membershipId: string) {
  await tx
    .delete(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.id, membershipId)));
}

/** The name a member is shown by: their profile's full name, else their account name. */
export async function findMemberName(db: TDbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.fullName || row?.name || 'This member';
}

/**
 * The member's funds in the master book: what they paid in (credited to member funds) less what was paid
 * out to them, from the journal lines that name them.
 */
export async function sumHeldFunds(db: TDbOrTx, organizationId: string, userId: string) {
  return sumJournalTotal(
    db,
    { organizationId, memberUserId: userId, accounts: ['member_funds', 'payouts'] },
    { isNegated: true },
  );
}

/** The organization's members with their profiles' names, by name (then user id). */
export function listMemberProfiles(db: TDbOrTx, organizationId: string) {
  return db
    .select({
      userId: userOrganizations.userId,
      name: profiles.fullName,
      email: profiles.email,
      deletedAt: profiles.deletedAt,
      role: userOrganizations.role,
      joinedAt: userOrganizations.joinedAt,
    })
    .from(userOrganizations)
    .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(eq(userOrganizations.organizationId, organizationId))
    .orderBy(asc(profiles.fullName), asc(userOrganizations.userId));
}
