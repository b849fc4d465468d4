import type { Context } from 'hono';
import type { z } from 'zod';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TActionContext } from './organization-rules';

/** A 200 JSON answer in the OpenAPI document. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { description, content: { 'application/json': { schema } } } } as const;
}

/** A required JSON body: a request without one fails validation (400) instead of reaching the service. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** The signed-in actor and the request id, for services that write audit rows. */
export function readActionContext(c: Context<TAppEnv>): TActionContext {
  return { actor: readUser(c), requestId: c.get('requestId') ?? null, userMailer: c.get('userMailer') };
}
