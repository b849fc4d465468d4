import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFeatureFlag, ZMe, ZOrgContext } from '../../../shared/contracts/me';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { getFeatureFlags, getMe, getOrgContext } from './me.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
});

export function createMeRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me',
      middleware: [guards.requireSession()] as const,
      responses: json(ZMe, 'The signed-in user, profile, platform roles and memberships'),
    }),
    async (c) => c.json(ZMe.parse(await getMe(db, readUser(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/feature-flags',
      middleware: [guards.requireSession()] as const,
      responses: json(z.array(ZFeatureFlag), 'Global feature flags'),
    }),
    async (c) => c.json(z.array(ZFeatureFlag).parse(await getFeatureFlags(db)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/context',
      middleware: [guards.requireOrgMember()] as const,
      request: { params: z.object({ orgId: z.string() }) },
      responses: json(ZOrgContext, "The organization's type, feature overrides and the caller's role"),
    }),
    async (c) => c.json(ZOrgContext.parse(await getOrgContext(db, readOrg(c))), 200),
  );

  return router;
}
