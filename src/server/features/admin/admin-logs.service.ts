import type { TSystemLog, TSystemLogEntry, TSystemLogQuery } from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import {
  countLogEntries,
  countLogLevels,
  listAuditLogEntries,
  listAuthWarnings,
  listServerErrors,
  readLogSources,
} from './admin-logs.repository';
import type { TStaffContext } from './admin-users.service';

const STATS_WINDOW_MS = 7 * 86_400_000;

/**
 * One page of the three sources merged newest first: each source's newest `offset + limit` matches are read
 * and the page cut from them, so the deepest page (offset 10,000) reads at most 10,500 rows of each.
 */
async function readEntries(db: TDb, query: TSystemLogQuery): Promise<TSystemLogEntry[]> {
  const { isServerRead, isAuthRead } = readLogSources(query.level);
  const newest = { ...query, limit: query.offset + query.limit };
  const [audit, errors, warnings] = await Promise.all([
    listAuditLogEntries(db, newest),
    isServerRead ? listServerErrors(db, newest) : Promise.resolve([]),
    isAuthRead ? listAuthWarnings(db, newest) : Promise.resolve([]),
  ]);
  const entries: TSystemLogEntry[] = [
    ...audit.map((row) => ({
      id: `audit:${row.id}`,
      level: row.level,
      source: 'audit' as const,
      message: `${row.action} on ${row.targetType}${row.targetId ? ` ${row.targetId}` : ''}`,
      detail: row.actorName ? `by ${row.actorName}` : null,
      createdAt: row.createdAt.toISOString(),
    })),
    ...errors.map((row) => ({
      id: `server:${row.id}`,
      level: 'error' as const,
      source: 'server' as const,
      message: `${row.method} ${row.path}: ${row.message}`,
      detail:
        [row.requestId ? `request ${row.requestId}` : null, row.stack].filter(Boolean).join('\n') || null,
      createdAt: row.createdAt.toISOString(),
    })),
    ...warnings.map((row) => ({
      id: `auth:${row.id}`,
      level: 'warning' as const,
      source: 'auth' as const,
      message: row.kind === 'rate_limited' ? 'Request refused by the rate limit' : 'Failed sign-in',
      detail: [row.email, row.ipAddress ? `from ${row.ipAddress}` : null].filter(Boolean).join(' ') || null,
      createdAt: row.createdAt.toISOString(),
    })),
  ];
  return entries
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(query.offset, query.offset + query.limit);
}

/**
 * Developers only (admin.logs): a page of the audit log, server errors and sign-in warnings, newest first,
 * with how many match and the last week's entries per level, every count stopping at 1,000 (ADR 63).
 */
export async function getSystemLog(db: TDb, query: TSystemLogQuery, now = new Date()): Promise<TSystemLog> {
  const [entries, matched, stats] = await Promise.all([
    readEntries(db, query),
    countLogEntries(db, query),
    countLogLevels(db, new Date(now.getTime() - STATS_WINDOW_MS)),
  ]);
  return { entries, ...matched, limit: query.limit, offset: query.offset, stats };
}

/** Developers only: the same entries as a plain text file, one line each (details indented). Audited. */
export async function exportSystemLog(
  db: TDb,
  context: TStaffContext,
  query: TSystemLogQuery,
): Promise<string> {
  const entries = await readEntries(db, query);
  await writeAudit(db, {
    organizationId: null,
    actorUserId: context.actor.userId,
    action: 'system_logs.exported',
    targetType: 'system_log',
    targetId: null,
    summary: { level: query.level, search: query.search, lines: entries.length },
    requestId: context.requestId,
  });
  return entries
    .map((entry) => {
      const head = `${entry.createdAt} [${entry.level.toUpperCase()}] ${entry.source}: ${entry.message}`;
      const detail = entry.detail ? `\n${entry.detail.replace(/^/gm, '    ')}` : '';
      return `${head}${detail}`;
    })
    .join('\n')
    .concat('\n');
}
