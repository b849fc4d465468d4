import { and, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
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

export async function listAuditLogEntries(
  db: TDbOrTx,
  filter: { level: TLogLevel | 'all'; search: string; limit: number },
) {
  const pattern = filter.search ? toContainsPattern(filter.search) : null;
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
    .where(
      and(
        filter.level === 'all' ? undefined : sql`${auditLevelSql} = ${filter.level}`,
        pattern
          ? or(
              ilike(auditLog.action, pattern),
              ilike(auditLog.targetType, pattern),
              ilike(profiles.fullName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(filter.limit);
}

export async function listServerErrors(db: TDbOrTx, filter: { search: string; limit: number }) {
  const pattern = filter.search ? toContainsPattern(filter.search) : null;
  return db
    .select()
    .from(serverErrors)
    .where(pattern ? or(ilike(serverErrors.message, pattern), ilike(serverErrors.path, pattern)) : undefined)
    .orderBy(desc(serverErrors.createdAt))
    .limit(filter.limit);
}

/** Sign-in failures and rate-limit refusals (warnings); the address is shown, never a password. */
export async function listAuthWarnings(db: TDbOrTx, filter: { search: string; limit: number }) {
  const pattern = filter.search ? toContainsPattern(filter.search) : null;
  const where: SQL | undefined = and(
    inArray(authEvents.kind, [...AUTH_WARNINGS]),
    pattern
      ? or(ilike(authEvents.email, pattern), sql`${authEvents.kind}::text ilike ${pattern}`)
      : undefined,
  );
  return db
    .select({
      id: authEvents.id,
      kind: authEvents.kind,
      email: authEvents.email,
      ipAddress: authEvents.ipAddress,
      createdAt: authEvents.createdAt,
    })
    .from(authEvents)
    .where(where)
    .orderBy(desc(authEvents.createdAt))
    .limit(filter.limit);
}

/** How many entries of each level since `since`, over the three sources. */
export async function countLogLevels(db: TDbOrTx, since: Date) {
  const [audit, [errors], [warnings]] = await Promise.all([
    db
      .select({ level: auditLevelSql, n: sql<number>`count(*)` })
      .from(auditLog)
      .where(gte(auditLog.createdAt, since))
      .groupBy(auditLevelSql),
    db.select({ n: sql<number>`count(*)` }).from(serverErrors).where(gte(serverErrors.createdAt, since)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(authEvents)
      .where(and(inArray(authEvents.kind, [...AUTH_WARNINGS]), gte(authEvents.createdAt, since))),
  ]);
  const byLevel = new Map(audit.map((row) => [row.level, Number(row.n)]));
  return {
    error: (byLevel.get('error') ?? 0) + Number(errors?.n ?? 0),
    warning: (byLevel.get('warning') ?? 0) + Number(warnings?.n ?? 0),
    info: byLevel.get('info') ?? 0,
    success: byLevel.get('success') ?? 0,
  };
}
