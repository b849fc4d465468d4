import type { Context } from 'hono';
import { z } from 'zod';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TStaffContext } from './admin-users.service';

/** A record id in the path; anything else is a 404, as for an unknown id. */
export const ZIdParams = z.object({ id: z.uuid('Not found') });

/** The answer of a deletion. */
export const ZDeleted = z.object({ deleted: z.literal(true) });

export const textContent = (description: string, type: 'text/csv' | 'text/plain') => ({
  200: { description, content: { [type]: { schema: z.string() } } },
});

export function readStaffContext(c: Context<TAppEnv>): TStaffContext {
  return { actor: readUser(c), requestId: c.get('requestId') ?? null };
}
