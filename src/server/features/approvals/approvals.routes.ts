import { OpenAPIHono } from '@hono/zod-openapi';
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
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { changeApprovalPolicy } from './approval-policy-change';
import { approveApproval, cancelApproval, getApprovalBoard, getApprovalPolicy } from './approvals.service';

const ZApprovalParams = z.object({ orgId: z.string(), approvalId: z.uuid('Approval not found') });

/** Two to sign (ADR 0019): the policy, the approvals board and its decisions, for the organization's admins. */
export function createApprovalRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const canDecide = guards.requirePermission('approval.decide');
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  const routes = guardedRoutes(router, contextOf);
  const policyAt = {
    path: '/api/v1/orgs/{orgId}/approval-policy',
    guards: [canDecide],
    params: ZOrgParams,
  } as const;

  routes.add(
    { method: 'get', ...policyAt },
    { answer: ZApprovalPolicy, description: 'Which money moves need a second admin' },
    (ctx) => getApprovalPolicy(ctx),
  );

  routes.held(
    { ...policyAt, method: 'put', isKeyOptional: true, body: ZUpdateApprovalPolicy },
    {
      answer: ZApprovalPolicy,
      description: 'The saved policy (what loosens it waits for a second admin: 202)',
    },
    (ctx, { json }) => changeApprovalPolicy(ctx, json),
  );

  routes.add(
    { method: 'get', path: '/api/v1/orgs/{orgId}/approvals', guards: [canDecide], params: ZOrgParams },
    { answer: ZApprovalBoard, description: 'What waits for a second admin, and recent decisions' },
    (ctx) => getApprovalBoard(ctx),
  );

  for (const [action, decide] of [
    ['approve', approveApproval],
    ['cancel', cancelApproval],
  ] as const) {
    routes.money(
      {
        path: `/api/v1/orgs/{orgId}/approvals/{approvalId}/${action}`,
        guards: [canDecide],
        params: ZApprovalParams,
      },
      {
        answer: ZApproval,
        description: `The approval, ${action === 'approve' ? 'approved and its move made' : 'cancelled'}`,
      },
      (ctx, { param }) => decide(ctx, param.approvalId),
    );
  }

  return router;
}
