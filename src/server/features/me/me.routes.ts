import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZBootstrap, ZFeatureFlag, ZMe, ZOrgContext } from '../../../shared/contracts/me';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonResponse } from '../../http/openapi-parts';
import { getBootstrap, getFeatureFlags, getMe, getOrgContext } from './me.service';

export function createMeRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(ZMe, 'The signed-in user, profile, platform roles and memberships'),
    }),
    async (c) => c.json(ZMe.parse(await getMe(db, readUser(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/feature-flags',
      middleware: [guards.requireSession()] as const,
      responses: jsonResponse(z.array(ZFeatureFlag), 'Global feature flags'),
    }),
    async (c) => c.json(z.array(ZFeatureFlag).parse(await getFeatureFlags(db)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/bootstrap',
      middleware: [guards.requireSession()] as const,
      request: { query: z.object({ orgId: z.string().max(64).optional() }) },
      responses: jsonResponse(
        ZBootstrap,
        "The user, global flags and the context of the organization asked for (or the caller's first)",
      ),
    }),
    async (c) => {
      const user = readUser(c);
      const { orgId } = c.req.valid('query');
      const openOrg = (id: string) => guards.findOrgAccess(user, id);
      const requested = orgId ? await openOrg(orgId) : null;
      return c.json(ZBootstrap.parse(await getBootstrap(db, user, { requested, openOrg })), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/context',
      middleware: [guards.requireOrgMember()] as const,
      request: { params: z.object({ orgId: z.string() }) },
      responses: jsonResponse(
        ZOrgContext,
        "The organization's type, feature overrides and the caller's role",
      ),
    }),
    async (c) => c.json(ZOrgContext.parse(await getOrgContext(db, readOrg(c), readUser(c).userId)), 200),
  );

  return router;
}
