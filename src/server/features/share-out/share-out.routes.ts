import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLatestShareOut, ZShareOut, ZShareOutCycle } from '../../../shared/contracts/share-outs';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { fileResponse, jsonBody, jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { postShareOutMove } from '../approvals/approval-operations';
import { savingsGroupsOnly } from './savings-groups-only';
import { previewShareOut, proposeShareOut, readLatestShareOut } from './share-out.service';
import { getShareOutStatementPdf } from './share-out-statement';

const ZShareOutParams = z.object({ orgId: z.string(), shareOutId: z.uuid('Share-out not found') });
const ZStatementParams = ZShareOutParams.extend({ userId: z.uuid('Statement not found') });

export function createShareOutRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/share-outs';

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/preview`,
      middleware: [feature, guards.requirePermission('shareout.read'), savingsGroupsOnly] as const,
      request: { params: ZOrgParams, query: ZShareOutCycle },
      responses: { 200: jsonContent(ZShareOut, 'The share-out the books give now for the cycle') },
    }),
    async (c) =>
      c.json(ZShareOut.parse(await previewShareOut(readMoneyContext(c, db), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/latest`,
      middleware: [feature, guards.requirePermission('shareout.read'), savingsGroupsOnly] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZLatestShareOut, 'The latest proposed or posted share-out, if any') },
    }),
    async (c) => c.json(ZLatestShareOut.parse(await readLatestShareOut(readMoneyContext(c, db))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [feature, guards.requirePermission('shareout.manage'), savingsGroupsOnly] as const,
      request: { params: ZOrgParams, body: jsonBody(ZShareOutCycle) },
      responses: { 201: jsonContent(ZShareOut, 'The proposed share-out, for every member to review') },
    }),
    async (c) =>
      c.json(ZShareOut.parse(await proposeShareOut(readMoneyContext(c, db), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{shareOutId}/post`,
      middleware: [feature, guards.requirePermission('shareout.manage'), savingsGroupsOnly] as const,
      request: { params: ZShareOutParams, headers: ZIdempotencyHeader },
      responses: {
        200: jsonContent(ZShareOut, 'The share-out, posted as payouts (loans deducted repaid)'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      // Two to sign: with two admins or more, every share-out waits for a second admin (202).
      const payload = { shareOutId: c.req.valid('param').shareOutId };
      const gate = await gateOrRun(readMoneyContext(c, db), postShareOutMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZShareOut.parse(gate.result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{shareOutId}/statements/{userId}`,
      middleware: [feature, guards.requirePermission('shareout.read'), savingsGroupsOnly] as const,
      request: { params: ZStatementParams },
      responses: fileResponse(
        'application/pdf',
        "A member's share-out statement (their own; admins: anyone's)",
      ),
    }),
    async (c) => {
      const { shareOutId, userId } = c.req.valid('param');
      const file = await getShareOutStatementPdf(
        { db, org: readOrg(c), actor: readUser(c) },
        shareOutId,
        userId,
      );
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  return router;
}
