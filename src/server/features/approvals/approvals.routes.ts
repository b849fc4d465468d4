import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZApproval,
  ZApprovalBoard,
  ZApprovalPolicy,
  ZUpdateApprovalPolicy,
} from '../../../shared/contracts/approvals';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import './approval-operations';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import {
  approveApproval,
  cancelApproval,
  getApprovalBoard,
  getApprovalPolicy,
  updateApprovalPolicy,
} from './approvals.service';

const ZApprovalParams = z.object({ orgId: z.string(), approvalId: z.uuid('Approval not found') });

/** Two to sign (ADR 0019): the policy, the approvals board and its decisions, for the organization's admins. */
export function createApprovalRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const canDecide = guards.requirePermission('approval.decide');
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/approval-policy',
      middleware: [canDecide] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZApprovalPolicy, 'Which money moves need a second admin') },
    }),
    async (c) => c.json(ZApprovalPolicy.parse(await getApprovalPolicy(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/orgs/{orgId}/approval-policy',
      middleware: [canDecide] as const,
      request: { params: ZOrgParams, body: jsonBody(ZUpdateApprovalPolicy) },
      responses: { 200: jsonContent(ZApprovalPolicy, 'The saved policy') },
    }),
    async (c) =>
      c.json(ZApprovalPolicy.parse(await updateApprovalPolicy(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/approvals',
      middleware: [canDecide] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZApprovalBoard, 'What waits for a second admin, and recent decisions') },
    }),
    async (c) => c.json(ZApprovalBoard.parse(await getApprovalBoard(contextOf(c))), 200),
  );

  for (const [action, decide] of [
    ['approve', approveApproval],
    ['cancel', cancelApproval],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/api/v1/orgs/{orgId}/approvals/{approvalId}/${action}`,
        middleware: [canDecide] as const,
        request: { params: ZApprovalParams, headers: ZIdempotencyHeader },
        responses: {
          200: jsonContent(
            ZApproval,
            `The approval, ${action === 'approve' ? 'approved and its move made' : 'cancelled'}`,
          ),
        },
      }),
      async (c) => c.json(ZApproval.parse(await decide(contextOf(c), c.req.valid('param').approvalId)), 200),
    );
  }

  return router;
}
