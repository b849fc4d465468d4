import type { Context } from 'hono';
import type { TOrgAccess, TSessionUser } from '../platform/caller';
import { AppError } from '../platform/errors';
import type { TAppEnv } from './env';

/** The signed-in caller; only valid behind a guard that requires a session. */
export function readUser(c: Context<TAppEnv>): TSessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', 'You must be signed in');
  return user;
}

/** The path's organization; only valid behind an organization guard. */
export function readOrg(c: Context<TAppEnv>): TOrgAccess {
  const org = c.get('org');
  if (!org) throw new Error('readOrg() used on a route without an organization guard');
  return org;
}
