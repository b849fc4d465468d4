import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import {
  csvContent,
  readMoneyContext,
  sendCsv,
  ZIdempotencyHeader,
  ZOrgParams,
} from '../../http/money-routes';
import { jsonBody, jsonContent, jsonResponse } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { reverseContributionMove } from '../approvals/approval-operations';
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

  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [feature, guards.requirePermission('contribution.read_own')] as const,
      request: { params: ZOrgParams, query: ZContributionQuery },
      responses: jsonResponse(ZContributionList, 'Contributions in the caller’s scope, newest first'),
    }),
    async (c) =>
      c.json(ZContributionList.parse(await listScopedContributions(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/export`,
      middleware: [feature, guards.requirePermission('contribution.read_own')] as const,
      request: { params: ZOrgParams, query: ZContributionQuery },
      responses: { 200: csvContent('What the list shows, as CSV') },
    }),
    async (c) => {
      const csv = await exportContributionsCsv(contextOf(c), c.req.valid('query'));
      return sendCsv(c, `contributions-${getTodayIso()}`, csv);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/stats`,
      middleware: [feature, guards.requirePermission('contribution.read_own')] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZContributionStats, 'The four stat cards'),
    }),
    async (c) => c.json(ZContributionStats.parse(await getContributionStats(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [feature, guards.requirePermission('contribution.record')] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader, body: jsonBody(ZRecordContribution) },
      responses: jsonResponse(ZContribution, 'The recorded, posted contribution', 201),
    }),
    async (c) =>
      c.json(ZContribution.parse(await recordContribution(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/submit`,
      middleware: [feature, guards.requirePermission('contribution.submit')] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader, body: jsonBody(ZSubmitContribution) },
      responses: jsonResponse(ZContribution, 'The member’s own contribution, pending confirmation', 201),
    }),
    async (c) =>
      c.json(ZContribution.parse(await submitContribution(contextOf(c), c.req.valid('json'))), 201),
  );

  for (const [action, to, permission] of [
    ['confirm', 'completed', 'contribution.confirm'],
    ['fail', 'failed', 'contribution.confirm'],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `${base}/{contributionId}/${action}`,
        middleware: [feature, guards.requirePermission(permission)] as const,
        request: { params: ZContributionParams, headers: ZIdempotencyHeader },
        responses: jsonResponse(ZContribution, `The contribution, now ${to}`),
      }),
      async (c) =>
        c.json(
          ZContribution.parse(
            await decideContribution(contextOf(c), c.req.valid('param').contributionId, { to }),
          ),
          200,
        ),
    );
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{contributionId}/reverse`,
      middleware: [feature, guards.requirePermission('contribution.reverse')] as const,
      request: {
        params: ZContributionParams,
        headers: ZIdempotencyHeader,
        body: jsonBody(ZReverseContribution),
      },
      responses: {
        200: jsonContent(ZContribution, 'The contribution, now reversed by a reversing entry'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const payload = { contributionId: c.req.valid('param').contributionId, ...c.req.valid('json') };
      // Two to sign: a reversal the policy holds waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), reverseContributionMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZContribution.parse(gate.result), 200);
    },
  );

  return router;
}
