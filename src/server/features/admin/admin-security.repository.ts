import { and, count, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { authEvents, profiles, sessions, userOrganizations, userRoles, users } from '../../db/schema';

/** Staff and organization admins whose account has no two-factor (deleted and suspended accounts aside). */
export async function listAdminsWithoutTwoFactor(db: TDbOrTx) {
  const staffRoles = sql<
    string[]
  >`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.role, ['site_admin', 'developer'])})`;
  const adminOf = sql<number>`(select count(*) from ${userOrganizations} where ${userOrganizations.userId} = ${users.id} and ${userOrganizations.role} = 'admin')`;
  const rows = await db
    .select({ userId: users.id, email: users.email, staffRoles, adminOf })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        or(isNull(users.twoFactorEnabled), eq(users.twoFactorEnabled, false)),
        or(isNull(users.banned), eq(users.banned, false)),
        isNull(profiles.deletedAt),
        sql`(${staffRoles} <> '{}' or ${adminOf} > 0)`,
      ),
    )
    .orderBy(users.email)
    .limit(500);
  return rows.map((row) => ({ ...row, adminOf: Number(row.adminOf) }));
}

const saDay = sql<string>`to_char(date_trunc('day', ${authEvents.createdAt} at time zone 'Africa/Johannesburg'), 'YYYY-MM-DD')`;

/** Events of one kind per South African day since `since`. */
export async function countAuthEventsPerDay(
  db: TDbOrTx,
  kind: 'sign_in_failed' | 'rate_limited',
  since: Date,
) {
  const rows = await db
    .select({ day: saDay, n: count(), addresses: sql<number>`count(distinct ${authEvents.ipAddress})` })
    .from(authEvents)
    .where(and(eq(authEvents.kind, kind), gte(authEvents.createdAt, since)))
    .groupBy(saDay)
    .orderBy(desc(saDay));
  return rows.map((row) => ({ day: row.day, count: Number(row.n), addresses: Number(row.addresses) }));
}

/** Suspended accounts, and accounts whose two-factor is locked after failed codes. */
export async function listLockedAccounts(db: TDbOrTx, now: Date) {
  // Spelled out: drizzle leaves column names unqualified in the select list of a query without joins.
  const locked = sql<boolean>`exists (select 1 from two_factors t where t.user_id = users.id and t.locked_until > ${now})`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      banned: users.banned,
      banReason: users.banReason,
      locked,
    })
    .from(users)
    .where(or(eq(users.banned, true), locked))
    .orderBy(users.email)
    .limit(500);
}

/** Append-only and no-truncate triggers present and enabled on the journal tables. */
export async function listLedgerTriggers(db: TDbOrTx) {
  const rows = await db.execute(sql`
    select c.relname as "table", t.tgname as "name"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relname in ('journal_entries', 'journal_lines') and not t.tgisinternal and t.tgenabled <> 'D'`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    table: string;
    name: string;
  }[];
  return list;
}

/**
 * Sessions past their lifetime: expired rows still kept, and sessions whose expiry lies further ahead than a
 * session may live (set by something other than the sign-in).
 */
export async function countStaleSessions(db: TDbOrTx, now: Date, lifetimeMs: number) {
  const [[expired], [tooLong]] = await Promise.all([
    db.select({ n: count() }).from(sessions).where(lt(sessions.expiresAt, now)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(gt(sessions.expiresAt, new Date(now.getTime() + lifetimeMs + 60_000))),
  ]);
  return { expired: Number(expired?.n ?? 0), tooLong: Number(tooLong?.n ?? 0) };
}
