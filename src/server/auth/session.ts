import { createHmac, timingSafeEqual } from 'node:crypto';
import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import type { TPlatformRole } from '../../shared/access';
import type { TOrganizationType } from '../../shared/organization-types';
import type { TDb } from '../db/client';
import type { TAppEnv, TOrgPreload } from '../http/env';
import type { TSessionUser } from '../platform/caller';
import type { TAuth } from './auth';
import { getRequestStatements } from './request-statements';
import { readSessionRows } from './session-reads';

type TUserRow = {
  userId: string;
  email: string;
  name: string;
  banned: boolean | null;
  role: TPlatformRole | null;
};

function toSessionUser(rows: TUserRow[]): TSessionUser | null {
  const first = rows[0];
  if (!first || first.banned) return null;
  const platformRoles = [...new Set(rows.map((row) => row.role ?? 'user'))] satisfies TPlatformRole[];
  return { userId: first.userId, email: first.email, name: first.name, platformRoles };
}

async function loadUser(db: TDb, userId: string): Promise<TSessionUser | null> {
  return toSessionUser(await getRequestStatements(db).userById.execute({ userId }));
}

/** The token of a session cookie signed with `secret` (better-auth's `token.base64(HMAC-SHA256)`), else null. */
export function readSignedSessionToken(cookieValue: string, secret: string): string | null {
  const value = cookieValue.includes('%') ? decodeURIComponent(cookieValue) : cookieValue;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The token of the request's session cookie when its signature is good, else null. */
export function readCurrentSessionToken(headers: Headers, secret: string): string | null {
  const cookie = getSessionCookie(headers);
  return cookie ? readSignedSessionToken(cookie, secret) : null;
}

type TSessionPolicy = { secret: string; expiresInMs: number; updateAgeMs: number };

function readSessionPolicy(auth: TAuth): TSessionPolicy {
  const { secret, session } = auth.options;
  if (!secret || !session?.expiresIn || !session.updateAge) {
    throw new Error('auth options must set secret, session.expiresIn and session.updateAge');
  }
  return { secret, expiresInMs: session.expiresIn * 1000, updateAgeMs: session.updateAge * 1000 };
}

const ORGANIZATION_PATH =
  /^\/api\/v1\/orgs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

type TSessionRead = { user: TSessionUser | null; preload?: TOrgPreload } | undefined;

/**
 * The session cookie's user in one prepared query, shared with the requests that arrived in the same turn of
 * the event loop (session-reads.ts); on organization routes, together with the organization, the membership
 * and the feature flags the guards need. The cookie signature is checked here and the session row read for
 * every request after it arrived, so a signed-out or revoked session stops working at once. Returns undefined when
 * better-auth itself must look (a session due for its sliding refresh, or a cookie this cannot read).
 */
async function readSessionUser(
  db: TDb,
  policy: TSessionPolicy,
  headers: Headers,
  path: string,
): Promise<TSessionRead> {
  const cookie = getSessionCookie(headers);
  if (!cookie) return { user: null };
  const token = readSignedSessionToken(cookie, policy.secret);
  if (!token) return undefined;
  const organizationId = ORGANIZATION_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
  const rows = await readSessionRows(db, { token, organizationId });
  const state = readSessionState(rows[0], policy);
  if (state !== 'valid') return state;
  const user = toSessionUser(rows);
  const [first] = rows;
  return user && first && organizationId ? { user, preload: toOrgPreload(organizationId, first) } : { user };
}

/** Signed out (no row) or expired: anonymous; due for better-auth's sliding refresh: undefined. */
function readSessionState(row: { expiresAt: Date } | undefined, policy: TSessionPolicy) {
  if (!row) return { user: null };
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return { user: null };
  if (expiresAt - policy.expiresInMs + policy.updateAgeMs <= now) return undefined;
  return 'valid' as const;
}

function toOrgPreload(
  organizationId: string,
  row: {
    organizationId: string | null;
    organizationType: TOrganizationType | null;
    organizationActive: boolean | null;
    membershipRole: 'admin' | 'member' | null;
    figuresVersion: number | null;
    flags: [string, boolean, boolean | null][] | null;
  },
): TOrgPreload {
  return {
    organizationId,
    organization:
      row.organizationId && row.organizationType && row.organizationActive !== null
        ? {
            type: row.organizationType,
            active: row.organizationActive,
            membershipRole: row.membershipRole,
            figuresVersion: row.figuresVersion,
          }
        : null,
    flags: (row.flags ?? []).map(([featureKey, enabled, overrideEnabled]) => ({
      featureKey,
      enabled,
      overrideEnabled,
    })),
  };
}

/**
 * Resolves the caller from the session cookie, or from `Authorization: Bearer <jwt>` issued by
 * /api/auth/token for API clients. Never throws for a bad credential: the caller is anonymous.
 */
export function resolveUser(auth: TAuth, db: TDb): MiddlewareHandler<TAppEnv> {
  const policy = readSessionPolicy(auth);
  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/i)?.[1];
    let user: TSessionUser | null;
    if (bearer) {
      const verified = await auth.api.verifyJWT({ body: { token: bearer } }).catch(() => null);
      const payload: Record<string, unknown> = verified?.payload ?? {};
      const { sub, sid } = payload;
      // A token lives only as long as the session it was issued for (sign-out, password change, revoke).
      const isSessionLive =
        typeof sid === 'string' &&
        (await getRequestStatements(db).liveSessionById.execute({ sid })).length > 0;
      user = typeof sub === 'string' && isSessionLive ? await loadUser(db, sub) : null;
    } else {
      const read = await readSessionUser(db, policy, c.req.raw.headers, c.req.path);
      if (read === undefined) {
        // better-auth refreshes the session's expiry (or rejects the cookie); then read the user.
        const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        user = session ? await loadUser(db, session.user.id) : null;
      } else {
        user = read.user;
        if (user && read.preload) c.set('orgPreload', read.preload);
      }
    }
    c.set('user', user);
    await next();
  };
}
