import type { Context } from 'hono';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TOrgAccess } from '../../platform/caller';
import type { TActionContext } from './organization-rules';

/** The signed-in actor and the request id, for services that write audit rows. */
export function readActionContext(c: Context<TAppEnv>): TActionContext {
  return { actor: readUser(c), requestId: c.get('requestId') ?? null, userMailer: c.get('userMailer') };
}

/** The action context and the path's organization, for routes behind an organization guard. */
export function readOrgActionContext(c: Context<TAppEnv>): TActionContext & { org: TOrgAccess } {
  return { ...readActionContext(c), org: readOrg(c) };
}
