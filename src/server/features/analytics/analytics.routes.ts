import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ZAnalytics, ZAnalyticsQuery } from '../../../shared/contracts/analytics';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { ZOrgParams } from '../../http/money-routes';
import { jsonContent } from '../../http/openapi-parts';
import { getAnalytics } from './analytics.service';

export function createAnalyticsRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/analytics',
      middleware: [guards.requirePermission('analytics.read'), guards.requireFeature('analytics')] as const,
      request: { params: ZOrgParams, query: ZAnalyticsQuery },
      responses: { 200: jsonContent(ZAnalytics, "The organization's figures for the period") },
    }),
    async (c) =>
      c.json(ZAnalytics.parse(await getAnalytics({ db, org: readOrg(c) }, c.req.valid('query').period)), 200),
  );

  return router;
}
