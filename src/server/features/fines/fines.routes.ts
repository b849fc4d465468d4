import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFine, ZFineList, ZFineQuery, ZWaiveFine } from '../../../shared/contracts/fines';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { waiveFineMove } from '../approvals/approval-operations';
import { listScopedFines } from './fines.service';

const ZFineParams = z.object({ orgId: z.string(), fineId: z.uuid('Fine not found') });

export function createFineRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/fines';

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [feature, guards.requirePermission('contribution.read_own')] as const,
      request: { params: ZOrgParams, query: ZFineQuery },
      responses: { 200: jsonContent(ZFineList, 'Late fines in the caller’s scope, newest first') },
    }),
    async (c) =>
      c.json(ZFineList.parse(await listScopedFines(readMoneyContext(c, db), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{fineId}/waive`,
      middleware: [feature, guards.requirePermission('fine.waive')] as const,
      request: { params: ZFineParams, headers: ZIdempotencyHeader, body: jsonBody(ZWaiveFine) },
      responses: {
        200: jsonContent(ZFine, 'The fine, now waived by a reversing entry'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      const payload = { fineId: c.req.valid('param').fineId, ...c.req.valid('json') };
      // Two to sign: a waiver the policy holds waits for a second admin (202).
      const gate = await gateOrRun(readMoneyContext(c, db), waiveFineMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZFine.parse(gate.result), 200);
    },
  );

  return router;
}
