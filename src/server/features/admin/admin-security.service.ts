import type { TSecurityFinding, TSecurityReport } from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import {
  countAuthEventsPerDay,
  countStaleSessions,
  listAdminsWithoutTwoFactor,
  listLedgerTriggers,
  listLockedAccounts,
} from './admin-security.repository';

/** What the checks need besides the database: the route table's unguarded routes and the session lifetime. */
export type TSecuritySources = { findUnguardedRoutes: () => string[]; sessionLifetimeMs: number };

type TCheck = TSecurityFinding['check'];

const CHECK_TITLES: Record<TCheck, string> = {
  admins_without_two_factor: 'Admins without two-factor authentication',
  sign_in_failures: 'Sign-in failures per day',
  rate_limit_refusals: 'Rate-limit refusals per day',
  suspended_accounts: 'Suspended or locked accounts',
  unguarded_routes: 'API routes without a guard',
  ledger_triggers: 'Ledger tables missing their append-only triggers',
  stale_sessions: 'Sessions older than their lifetime',
};

/** The triggers migration 0001 puts on the journal tables. */
export const LEDGER_TRIGGERS = [
  { table: 'journal_entries', name: 'journal_entries_append_only' },
  { table: 'journal_lines', name: 'journal_lines_append_only' },
  { table: 'journal_entries', name: 'journal_entries_no_truncate' },
  { table: 'journal_lines', name: 'journal_lines_no_truncate' },
] as const;

const WINDOW_DAYS = 14;

function severityOfDailyCount(count: number): TSecurityFinding['severity'] {
  if (count >= 100) return 'high';
  if (count >= 20) return 'medium';
  return 'low';
}

async function checkTwoFactor(db: TDb): Promise<TSecurityFinding[]> {
  const admins = await listAdminsWithoutTwoFactor(db);
  return admins.map((admin) => {
    const isStaff = admin.staffRoles.length > 0;
    const what = isStaff
      ? `Platform ${admin.staffRoles.join(' and ')}`
      : `Admin of ${admin.adminOf} organization${admin.adminOf === 1 ? '' : 's'}`;
    return {
      id: `2fa:${admin.userId}`,
      check: 'admins_without_two_factor',
      severity: isStaff ? 'high' : 'medium',
      title: 'Admin account without two-factor authentication',
      detail: `${what}; a stolen password is enough to act for them.`,
      subject: admin.email,
    };
  });
}

async function checkAuthEvents(db: TDb, now: Date): Promise<TSecurityFinding[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const [failures, refusals] = await Promise.all([
    countAuthEventsPerDay(db, 'sign_in_failed', since),
    countAuthEventsPerDay(db, 'rate_limited', since),
  ]);
  return [
    ...failures.map(
      (day): TSecurityFinding => ({
        id: `sign-in-failed:${day.day}`,
        check: 'sign_in_failures',
        severity: severityOfDailyCount(day.count),
        title: `${day.count} failed sign-in${day.count === 1 ? '' : 's'}`,
        detail: `From ${day.addresses} address${day.addresses === 1 ? '' : 'es'} on ${day.day}.`,
        subject: day.day,
      }),
    ),
    ...refusals.map(
      (day): TSecurityFinding => ({
        id: `rate-limited:${day.day}`,
        check: 'rate_limit_refusals',
        severity: severityOfDailyCount(day.count * 2),
        title: `${day.count} request${day.count === 1 ? '' : 's'} refused by the rate limit`,
        detail: `From ${day.addresses} address${day.addresses === 1 ? '' : 'es'} on ${day.day}.`,
        subject: day.day,
      }),
    ),
  ];
}

async function checkLockedAccounts(db: TDb, now: Date): Promise<TSecurityFinding[]> {
  const accounts = await listLockedAccounts(db, now);
  return accounts.map((account) => ({
    id: `locked:${account.userId}`,
    check: 'suspended_accounts',
    severity: account.locked ? 'medium' : 'info',
    title: account.banned ? 'Suspended account' : 'Two-factor locked after failed codes',
    detail: account.banned
      ? `Suspended${account.banReason ? `: ${account.banReason}` : ''}. The person cannot sign in.`
      : 'Too many wrong codes; the lock lifts by itself.',
    subject: account.email,
  }));
}

function checkRoutes(sources: TSecuritySources): TSecurityFinding[] {
  return sources.findUnguardedRoutes().map((route) => ({
    id: `route:${route}`,
    check: 'unguarded_routes',
    severity: 'critical',
    title: 'API route without a guard',
    detail: 'Every route must declare who may call it; this one answers anyone.',
    subject: route,
  }));
}

async function checkLedgerTriggers(db: TDb): Promise<TSecurityFinding[]> {
  const present = new Set(
    (await listLedgerTriggers(db)).map((trigger) => `${trigger.table}.${trigger.name}`),
  );
  return LEDGER_TRIGGERS.filter((trigger) => !present.has(`${trigger.table}.${trigger.name}`)).map(
    (trigger) => ({
      id: `trigger:${trigger.name}`,
      check: 'ledger_triggers',
      severity: 'critical',
      title: `Trigger ${trigger.name} is missing or disabled`,
      detail: `${trigger.table} can be changed after the fact; the master book is no longer append-only.`,
      subject: trigger.table,
    }),
  );
}

async function checkSessions(db: TDb, now: Date, sources: TSecuritySources): Promise<TSecurityFinding[]> {
  const { expired, tooLong } = await countStaleSessions(db, now, sources.sessionLifetimeMs);
  const findings: TSecurityFinding[] = [];
  if (tooLong > 0)
    findings.push({
      id: 'sessions:too-long',
      check: 'stale_sessions',
      severity: 'high',
      title: `${tooLong} session${tooLong === 1 ? '' : 's'} set to outlive the session lifetime`,
      detail: 'Their expiry lies further ahead than any sign-in grants.',
      subject: null,
    });
  if (expired > 0)
    findings.push({
      id: 'sessions:expired',
      check: 'stale_sessions',
      severity: 'low',
      title: `${expired} expired session${expired === 1 ? '' : 's'} still stored`,
      detail: 'They no longer work but keep addresses and browsers on record.',
      subject: null,
    });
  return findings;
}

/**
 * Developers only (admin.security): runs every check now against the live database and route table. Findings
 * are computed, never stored; a check passes when it finds nothing.
 */
export async function runSecurityChecks(
  db: TDb,
  sources: TSecuritySources,
  now = new Date(),
): Promise<TSecurityReport> {
  const groups = await Promise.all([
    checkTwoFactor(db),
    checkAuthEvents(db, now),
    checkLockedAccounts(db, now),
    Promise.resolve(checkRoutes(sources)),
    checkLedgerTriggers(db),
    checkSessions(db, now, sources),
  ]);
  const findings = groups.flat();
  const checks = (Object.keys(CHECK_TITLES) as TCheck[]).map((check) => ({
    check,
    title: CHECK_TITLES[check],
    passed: !findings.some((finding) => finding.check === check),
  }));
  return { checkedAt: now.toISOString(), checks, findings };
}
