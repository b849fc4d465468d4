import { and, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { COUNTED, countUpTo, sumCapped, type TCappedTotal } from '../../db/capped-count';
import type { TDbOrTx } from '../../db/client';
import { toContainsPattern } from '../../db/contains-pattern';
import { auditLog, authEvents, profiles, serverErrors } from '../../db/schema';

export type TLogLevel = 'error' | 'warning' | 'info' | 'success';

/**
 * An audited action's level, from the verb in its name, past or imperative (loan.disburse,
 * organization.deleted, user.suspended...): failures are errors, losses and refusals warnings, completions success.
 */
export const auditLevelSql = sql<TLogLevel>`case
  when ${auditLog.action} ~ '(fail|error)' then 'error'
  when ${auditLog.action} ~ '(delet|suspend|reject|revers|write_off|written_off|default|archiv|export|remov|disabl)' then 'warning'
  when ${auditLog.action} ~ '(creat|approv|confirm|restor|record|disburs|handl|repa|enabl|join|grant)' then 'success'
  else 'info' end`;

const AUTH_WARNINGS = ['sign_in_failed', 'rate_limited'] as const;

/** What the System Logs page filters by; `search` is matched anywhere in the text, case-insensitive. */
export type TLogFilter = { level: TLogLevel | 'all'; search: string };

function auditCondition(filter: TLogFilter): SQL | undefined {
  const pattern = filter.search ? toContainsPattern(filter.search) : null;
  return and(
    filter.level === 'all' ? undefined : sql`${auditLevelSql} = ${filter.level}`,
    pattern
      ? or(
          ilike(auditLog.action, pattern),
          ilike(auditLog.targetType, pattern),
          ilike(profiles.fullName, pattern),
        )
      : undefined,
  );
}

function serverErrorCondition(search: string): SQL | undefined {
  const pattern = search ? toContainsPattern(search) : null;
  return pattern ? or(ilike(serverErrors.message, pattern), ilike(serverErrors.path, pattern)) : undefined;
}

function authWarningCondition(search: string): SQL | undefined {
  const pattern = search ? toContainsPattern(search) : null;
  return and(
    inArray(authEvents.kind, [...AUTH_WARNINGS]),
    pattern
      ? or(ilike(authEvents.email, pattern), sql`${authEvents.kind}::text ilike ${pattern}`)
      : undefined,
  );
}

/** The newest `limit` audit rows the filter matches, with the actor's name and the row's level. */
export async function listAuditLogEntries(db: TDbOrTx, filter: TLogFilter & { limit: number }) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      actorName: profiles.fullName,
      level: auditLevelSql,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.userId, auditLog.actorUserId))
    .where(auditCondition(filter))
    .orderBy(desc(auditLog.createdAt))
    .limit(filter.limit);
}

export async function listServerErrors(db: TDbOrTx, filter: { search: string; limit: number }) {
  return db
    .select()
    .from(serverErrors)
    .where(serverErrorCondition(filter.search))
    .orderBy(desc(serverErrors.createdAt))
    .limit(filter.limit);
}

/** Sign-in failures and rate-limit refusals (warnings); the address is shown, never a password. */
export async function listAuthWarnings(db: TDbOrTx, filter: { search: string; limit: number }) {
  return db
    .select({
      id: authEvents.id,
      kind: authEvents.kind,
      email: authEvents.email,
      ipAddress: authEvents.ipAddress,
      createdAt: authEvents.createdAt,
    })
    .from(authEvents)
    .where(authWarningCondition(filter.search))
    .orderBy(desc(authEvents.createdAt))
    .limit(filter.limit);
}

/** Which of the three sources a level reads: server errors are errors, sign-in refusals warnings. */
export function readLogSources(level: TLogFilter['level']) {
  return {
    isServerRead: level === 'all' || level === 'error',
    isAuthRead: level === 'all' || level === 'warning',
  };
}

/**
 * How many entries the filter matches over the three sources (`since`: only those from then on), each
 * source counted up to 1,000 and the sum capped there too (ADR 63).
 */
export async function countLogEntries(db: TDbOrTx, filter: TLogFilter, since?: Date): Promise<TCappedTotal> {
  const { isServerRead, isAuthRead } = readLogSources(filter.level);
  const none = { total: 0, isTotalCapped: false };
  const parts = await Promise.all([
    countUpTo(
      db,
      db
        .select(COUNTED)
        .from(auditLog)
        .leftJoin(profiles, eq(profiles.userId, auditLog.actorUserId))
        .where(and(auditCondition(filter), since ? gte(auditLog.createdAt, since) : undefined))
        .$dynamic(),
    ),
    isServerRead
      ? countUpTo(
          db,
          db
            .select(COUNTED)
            .from(serverErrors)
            .where(
              and(
                serverErrorCondition(filter.search),
                since ? gte(serverErrors.createdAt, since) : undefined,
              ),
            )
            .$dynamic(),
        )
      : none,
    isAuthRead
      ? countUpTo(
          db,
          db
            .select(COUNTED)
            .from(authEvents)
            .where(
              and(authWarningCondition(filter.search), since ? gte(authEvents.createdAt, since) : undefined),
            )
            .$dynamic(),
        )
      : none,
  ]);
  return sumCapped(parts);
}

/** How many entries of each level since `since`, over the three sources, each counted up to 1,000. */
export async function countLogLevels(db: TDbOrTx, since: Date) {
  const countLevel = (level: TLogLevel) => countLogEntries(db, { level, search: '' }, since);
  const [error, warning, info, success] = await Promise.all([
    countLevel('error'),
    countLevel('warning'),
    countLevel('info'),
    countLevel('success'),
  ]);
  return { error, warning, info, success };
}
