import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { getTodayIso } from '../../../shared/calendar';
import {
  ZContribution,
  ZContributionList,
  ZContributionQuery,
  ZContributionStats,
  ZRecordContribution,
  ZReverseContribution,
  ZSubmitContribution,
} from '../../../shared/contracts/contributions';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { reverseContributionMove } from './contribution-moves';
import { decideContribution, recordContribution, submitContribution } from './contribution-writes.service';
import {
  exportContributionsCsv,
  getContributionStats,
  listScopedContributions,
} from './contributions.service';

const ZContributionParams = z.object({ orgId: z.string(), contributionId: z.uuid('Contribution not found') });

export function createContributionRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/contributions';

  const readOwn = guards.requirePermission('contribution.read_own');
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  routes.add(
    { method: 'get', path: base, guards: [feature, readOwn], params: ZOrgParams, query: ZContributionQuery },
    { answer: ZContributionList, description: 'Contributions in the caller’s scope, newest first' },
    (ctx, { query }) => listScopedContributions(ctx, query),
  );

  routes.csv(
    { path: `${base}/export`, guards: [feature, readOwn], params: ZOrgParams, query: ZContributionQuery },
    { description: 'What the list shows, as CSV', fileName: () => `contributions-${getTodayIso()}` },
    (ctx, { query }) => exportContributionsCsv(ctx, query),
  );

  routes.add(
    { method: 'get', path: `${base}/stats`, guards: [feature, readOwn], params: ZOrgParams },
    { answer: ZContributionStats, description: 'The four stat cards' },
    (ctx) => getContributionStats(ctx),
  );

  routes.money(
    {
      path: base,
      guards: [feature, guards.requirePermission('contribution.record')],
      params: ZOrgParams,
      body: ZRecordContribution,
    },
    { answer: ZContribution, description: 'The recorded, posted contribution', status: 201 },
    (ctx, { json }) => recordContribution(ctx, json),
  );

  routes.money(
    {
      path: `${base}/submit`,
      guards: [feature, guards.requirePermission('contribution.submit')],
      params: ZOrgParams,
      body: ZSubmitContribution,
    },
    {
      answer: ZContribution,
      description: 'The member’s own contribution, pending confirmation',
      status: 201,
    },
    (ctx, { json }) => submitContribution(ctx, json),
  );

  for (const [action, to, permission] of [
    ['confirm', 'completed', 'contribution.confirm'],
    ['fail', 'failed', 'contribution.confirm'],
  ] as const) {
    routes.money(
      {
        path: `${base}/{contributionId}/${action}`,
        guards: [feature, guards.requirePermission(permission)],
        params: ZContributionParams,
      },
      { answer: ZContribution, description: `The contribution, now ${to}` },
      (ctx, { param }) => decideContribution(ctx, param.contributionId, { to }),
    );
  }

  // Two to sign: a reversal the policy holds waits for a second admin (202).
  routes.held(
    {
      path: `${base}/{contributionId}/reverse`,
      guards: [feature, guards.requirePermission('contribution.reverse')],
      params: ZContributionParams,
      body: ZReverseContribution,
    },
    { answer: ZContribution, description: 'The contribution, now reversed by a reversing entry' },
    (ctx, { param, json }) =>
      gateOrRun(ctx, reverseContributionMove, { contributionId: param.contributionId, ...json }),
  );

  return router;
}
