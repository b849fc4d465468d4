import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TGrantableRole, TUserRoleFilter } from '../../../shared/contracts/admin';
import { COUNTED, countUpTo } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import {
  auditLog,
  authEvents,
  organizations,
  platformCounts,
  profiles,
  sessions,
  userOrganizations,
  userRoles,
  users,
} from '../../db/schema';

const STAFF_ROLES = ['site_admin', 'developer'] as const;

/**
 * The role filter of spec part 2, section 5: Regular Users hold no role but user; Org Admins administer an
 * organization; Site Admins hold site_admin or developer. The flags are kept by triggers (migration 0038) and
 * each filter reads its own partial index, newest first.
 */
function roleCondition(role: TUserRoleFilter): SQL | undefined {
  if (role === 'user') return sql`not ${profiles.isOrgAdmin} and not ${profiles.isStaff}`;
  if (role === 'organization_admin') return sql`${profiles.isOrgAdmin}`;
  if (role === 'site_admin') return sql`${profiles.isStaff}`;
  return undefined;
}

/** Full name or company, case-insensitive, anywhere in the text (a trigram index serves it). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`${profiles.searchText} like lower(${toContainsPattern(search)})`;
}

const userColumns = {
  userId: profiles.userId,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  email: users.email,
  hasSignIn: profiles.hasSignIn,
  emailVerified: users.emailVerified,
  banned: users.banned,
  banReason: users.banReason,
  twoFactorEnabled: users.twoFactorEnabled,
  deletedAt: profiles.deletedAt,
  createdAt: profiles.createdAt,
  platformRoles: sql<
    TGrantableRole[]
  >`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${profiles.userId} and ${inArray(userRoles.role, [...STAFF_ROLES])}), '{}')`,
  isOrgAdmin: profiles.isOrgAdmin,
};

export type TUserRow = Awaited<ReturnType<typeof findUserRow>> & {};

/**
 * A filtered total is counted only up to a cap (or to the end of the page asked for, if later); beyond it the
 * list says "1,000+". A role filter reads its own small index, so it counts to 1,000. A text search reads
 * every row it counts (a common surname matches ten thousand people), so it counts to 100: past that the
 * answer to a search is to narrow it.
 */
export const USER_COUNT_CAP = 1_000;
export const USER_SEARCH_COUNT_CAP = 100;

const newestFirst = [desc(profiles.createdAt), desc(profiles.id)] as const;

/**
 * One page of users, newest first, and how many match: the maintained count of accounts when nothing filters
 * the list, otherwise the count of matches up to the cap (or to the end of the page asked for, if later).
 */
export async function listUsers(
  db: TDbOrTx,
  query: { search: string; role: TUserRoleFilter; limit: number; offset: number },
) {
  const where = and(searchCondition(query.search), roleCondition(query.role));
  if (where === undefined) return listEveryUser(db, query);
  const cap = Math.max(query.search ? USER_SEARCH_COUNT_CAP : USER_COUNT_CAP, query.offset + query.limit);
  // One scan finds the newest matches up to the cap (a rare name reads the trigram index once, a common one
  // stops early on the newest-first index); the page is cut from them and only its rows are described.
  const matches = db.$with('matches').as(
    db
      .select({ id: profiles.id, createdAt: profiles.createdAt })
      .from(profiles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(cap + 1),
  );
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(desc(matches.createdAt), desc(matches.id))
        .limit(query.limit)
        .offset(query.offset),
    );
  const rows = await db
    .with(matches, page)
    .select({ ...userColumns, matched: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(profiles, eq(profiles.id, page.id))
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(...newestFirst);
  // A page past the last match holds no row to carry the count.
  const counted = rows[0]
    ? { total: Math.min(rows[0].matched, cap), isTotalCapped: rows[0].matched > cap }
    : query.offset === 0
      ? { total: 0, isTotalCapped: false }
      : await countUpTo(db, db.select(COUNTED).from(profiles).where(where).$dynamic(), cap);
  return { rows: rows.map(({ matched: _, ...row }) => row), ...counted };
}

/** Nobody filtered: the page off the newest-first index and the maintained count of accounts. */
async function listEveryUser(db: TDbOrTx, query: { limit: number; offset: number }) {
  const page = db
    .select({ id: profiles.id })
    .from(profiles)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(page)
      .innerJoin(profiles, eq(profiles.id, page.id))
      .innerJoin(users, eq(users.id, profiles.userId))
      .orderBy(...newestFirst),
    db.select({ n: platformCounts.value }).from(platformCounts).where(eq(platformCounts.name, 'profiles')),
  ]);
  return { rows, total: Number(counted?.n ?? 0), isTotalCapped: false };
}

export async function findUserRow(db: TDbOrTx, userId: string) {
  const [row] = await db
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

export async function listUserMemberships(db: TDbOrTx, userId: string) {
  return db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      role: userOrganizations.role,
      joinedAt: userOrganizations.joinedAt,
    })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(organizations.name);
}

/** The latest successful sign-in: the account events by e-mail, or the newest session. */
export async function findLastSignIn(db: TDbOrTx, userId: string, email: string): Promise<Date | null> {
  const [[event], [session]] = await Promise.all([
    db
      .select({ at: sql<Date | string | null>`max(${authEvents.createdAt})` })
      .from(authEvents)
      .where(and(eq(authEvents.kind, 'sign_in'), eq(authEvents.email, email))),
    db
      .select({ at: sql<Date | string | null>`max(${sessions.createdAt})` })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  const times = [event?.at, session?.at].filter(Boolean).map((at) => new Date(at as string).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** The latest audit rows done by or done to this user. */
export async function listUserAudit(db: TDbOrTx, userId: string, limit: number) {
  return listAuditRows(db, or(eq(auditLog.actorUserId, userId), eq(auditLog.targetId, userId)), limit);
}

/** Audit rows with the actor's name, newest first. */
export async function listAuditRows(db: TDbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      organizationId: auditLog.organizationId,
      actorName: profiles.fullName,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.userId, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

export async function updateUserNames(
  tx: TDbOrTx,
  userId: string,
  values: { fullName?: string | undefined; companyName?: string | null | undefined },
) {
  const patch = {
    ...(values.fullName !== undefined ? { fullName: values.fullName } : {}),
    ...(values.companyName !== undefined ? { companyName: values.companyName } : {}),
  };
  if (Object.keys(patch).length > 0) await tx.update(profiles).set(patch).where(eq(profiles.userId, userId));
  if (values.fullName !== undefined)
    await tx.update(users).set({ name: values.fullName }).where(eq(users.id, userId));
}

/** Replaces the user's staff roles with `roles` (the `user` role stays) and keeps primary_role in step. */
export async function replaceStaffRoles(tx: TDbOrTx, userId: string, roles: readonly TGrantableRole[]) {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...STAFF_ROLES])));
  if (roles.length > 0)
    await tx
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  const primaryRole = roles.includes('developer')
    ? 'developer'
    : roles.includes('site_admin')
      ? 'site_admin'
      : 'user';
  await tx.update(profiles).set({ primaryRole }).where(eq(profiles.userId, userId));
}

/** Suspends or restores the account; a suspension also ends every session at once. */
export async function setUserBanned(tx: TDbOrTx, userId: string, banned: boolean, reason: string | null) {
  await tx
    .update(users)
    .set({ banned, banReason: banned ? reason : null, banExpires: null })
    .where(eq(users.id, userId));
  if (banned) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Locks the profile row so two staff acting on one user serialise. */
export async function lockProfile(tx: TDbOrTx, userId: string) {
  const [row] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row;
}
