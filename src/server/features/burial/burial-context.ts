import type { Context } from 'hono';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TBurialContext } from './plans.service';

/** The context of a burial route behind an organization guard (its money writes read the money context). */
export function readBurialContext(c: Context<TAppEnv>, db: TDb): TBurialContext {
  return { db, org: readOrg(c), actor: readUser(c), requestId: c.get('requestId') ?? null };
}
