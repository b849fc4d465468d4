import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { TPlatformRole } from '../../shared/access';
import type { TDb } from '../db/client';
import { userRoles, users } from '../db/schema';
import type { TAppEnv, TSessionUser } from '../http/env';
import type { TAuth } from './auth';

async function loadUser(db: TDb, userId: string): Promise<TSessionUser | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: userRoles.role,
      banned: users.banned,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first || first.banned) return null;
  const platformRoles = [...new Set(rows.map((row) => row.role ?? 'user'))] satisfies TPlatformRole[];
  return { userId: first.id, email: first.email, name: first.name, platformRoles };
}

/**
 * Resolves the caller from the session cookie, or from `Authorization: Bearer <jwt>` issued by
 * /api/auth/token for API clients. Never throws for a bad credential: the caller is anonymous.
 */
export function resolveUser(auth: TAuth, db: TDb): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    let userId: string | undefined;
    const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/i)?.[1];
    if (bearer) {
      const verified = await auth.api.verifyJWT({ body: { token: bearer } }).catch(() => null);
      const sub = verified?.payload?.sub;
      if (typeof sub === 'string') userId = sub;
    } else {
      const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      userId = session?.user.id;
    }
    c.set('user', userId ? await loadUser(db, userId) : null);
    await next();
  };
}
