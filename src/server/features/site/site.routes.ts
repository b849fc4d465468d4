import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ZContactMessage,
  ZEarlyAccessSignup,
  ZNotFoundReport,
  ZSiteReceipt,
} from '../../../shared/contracts/site';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { jsonBody } from '../../http/openapi-parts';
import type { TLogger } from '../../platform/logger';
import type { TMailer } from '../../platform/mail/mailer';
import type { TLimits } from '../../platform/rate-limit/limiter';
import { createRequestBudget, limitByClientAddress } from './rate-limit';
import {
  recordNotFound,
  signUpForEarlyAccess,
  submitContactMessage,
  type TPublicCaller,
} from './site.service';

const MINUTE = 60_000;

const created = (description: string) => ({
  201: { description, content: { 'application/json': { schema: ZSiteReceipt } } },
});

function readCaller(c: Context<TAppEnv>): TPublicCaller {
  return { userId: c.get('user')?.userId ?? null, requestId: c.get('requestId') ?? null };
}

export type TSiteRouteDeps = {
  db: TDb;
  guards: TGuards;
  mailer: TMailer;
  logger: TLogger;
  contactInbox: string;
  limits: TLimits;
  isRateLimited: boolean;
};

/** The public site's writes: early-access signups, contact messages and not-found reports. */
export function createSiteRoutes(deps: TSiteRouteDeps) {
  const { db, guards, limits, isRateLimited } = deps;
  const router = new OpenAPIHono<TAppEnv>();
  // Per client address; generous for people, tight for scripts.
  const earlyAccessLimit = limitByClientAddress(
    createRequestBudget(limits, { name: 'early-access', limit: 5, windowMs: 10 * MINUTE }),
    isRateLimited,
  );
  const contactLimit = limitByClientAddress(
    createRequestBudget(limits, { name: 'contact', limit: 5, windowMs: 10 * MINUTE }),
    isRateLimited,
  );
  const notFoundLimit = limitByClientAddress(
    createRequestBudget(limits, { name: 'not-found-report', limit: 30, windowMs: MINUTE }),
    isRateLimited,
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/site/early-access',
      middleware: [guards.publicRoute(), earlyAccessLimit] as const,
      request: { body: jsonBody(ZEarlyAccessSignup) },
      responses: created('The address is on the early-access list (409 when it already was)'),
    }),
    async (c) => {
      const row = await signUpForEarlyAccess(db, c.req.valid('json'), readCaller(c));
      return c.json(ZSiteReceipt.parse(row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/site/contact',
      middleware: [guards.publicRoute(), contactLimit] as const,
      request: { body: jsonBody(ZContactMessage) },
      responses: created('The message is stored and sent to the operator inbox'),
    }),
    async (c) => {
      const row = await submitContactMessage(deps, c.req.valid('json'), readCaller(c));
      return c.json(ZSiteReceipt.parse(row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/site/not-found',
      middleware: [guards.publicRoute(), notFoundLimit] as const,
      request: { body: jsonBody(ZNotFoundReport) },
      responses: created('The missing path is recorded as a 404 page view'),
    }),
    async (c) => {
      const row = await recordNotFound(db, c.req.valid('json'), readCaller(c));
      return c.json(ZSiteReceipt.parse(row), 201);
    },
  );

  return router;
}
