import type { Context } from 'hono';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TActionContext } from './organization-rules';

/** The signed-in actor and the request id, for services that write audit rows. */
export function readActionContext(c: Context<TAppEnv>): TActionContext {
  return { actor: readUser(c), requestId: c.get('requestId') ?? null, userMailer: c.get('userMailer') };
}
