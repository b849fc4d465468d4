import { UAParser } from 'ua-parser-js';
import type { TAccountSession } from '../../../shared/contracts/account';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { deleteOtherSessions, deleteUserSession, listLiveSessions } from './account.repository';

/**
 * The address with its host part hidden: 196.25.1.x, or the first four groups of an IPv6 address. No place is
 * looked up: that needs an external service or a location database, and would hand members' addresses out.
 */
export function maskAddress(address: string | null): string | null {
  if (!address || address === 'unknown') return null;
  const v4 = address.replace(/^::ffff:/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (address.includes(':')) return `${address.split(':').slice(0, 4).join(':')}:…`;
  return null;
}

function describeAgent(userAgent: string | null) {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.major ? ` ${parsed.browser.major}` : ''}`
    : 'Unknown browser';
  const system = parsed.os.name
    ? `${parsed.os.name}${parsed.os.version ? ` ${parsed.os.version}` : ''}`
    : 'Unknown system';
  const type = parsed.device.type;
  const deviceType: TAccountSession['deviceType'] =
    type === 'mobile' || type === 'tablet' ? type : parsed.os.name ? 'desktop' : 'unknown';
  return { browser, system, deviceType };
}

/** Any signed-in user: their own live sessions, the one making this request marked current. */
export async function listAccountSessions(
  db: TDb,
  actor: TSessionUser,
  currentToken: string | null,
): Promise<TAccountSession[]> {
  const rows = await listLiveSessions(db, actor.userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeAgent(row.userAgent),
    maskedAddress: maskAddress(row.ipAddress),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    isCurrent: row.token === currentToken,
  }));
}

/** Any signed-in user: signs out one of their own devices (its API tokens stop with it). Audited. */
export async function revokeAccountSession(
  db: TDb,
  actor: TSessionUser,
  sessionId: string,
  requestId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteUserSession(tx, actor.userId, sessionId);
    if (removed === 0) throw new AppError('NOT_FOUND', 'Session not found');
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'session.revoked',
      targetType: 'session',
      targetId: sessionId,
      requestId,
    });
  });
}

/** Any signed-in user with a session cookie: signs out every other device. Returns how many. Audited. */
export async function revokeOtherAccountSessions(
  db: TDb,
  actor: TSessionUser,
  currentToken: string | null,
  requestId: string | null,
): Promise<number> {
  if (!currentToken) throw new AppError('VALIDATION_FAILED', 'Sign in with a browser to do this');
  return db.transaction(async (tx) => {
    const removed = await deleteOtherSessions(tx, actor.userId, currentToken);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'session.revoked_others',
      targetType: 'user',
      targetId: actor.userId,
      summary: { removed },
      requestId,
    });
    return removed;
  });
}
