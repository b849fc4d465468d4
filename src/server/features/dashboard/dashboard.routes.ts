import { OpenAPIHono } from '@hono/zod-openapi';
import { ZDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { getDashboardSummary } from './dashboard.service';

export function createDashboardRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  routes.add(
    {
      method: 'get',
      path: '/api/v1/orgs/{orgId}/dashboard/summary',
      guards: [guards.requireOrgMember()],
      params: ZOrgParams,
    },
    {
      answer: ZDashboardSummary,
      description: 'The dashboard home figures and recent transactions',
      // The service hands back the answer it keeps while the figures version stands (ADR 41).
      isKept: true,
    },
    (ctx) => getDashboardSummary(ctx),
  );

  return router;
}
