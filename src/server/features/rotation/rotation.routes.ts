import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { ZContribution } from '../../../shared/contracts/contributions';
import {
  ZNewRotationCycle,
  ZNewRotationSwap,
  ZRotationCollateral,
  ZRotationDebtPayment,
  ZRotationOrder,
  ZRotationPayout,
  ZRotationView,
} from '../../../shared/contracts/rotation';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { payOutRoundMove } from '../approvals/approval-operations';
import {
  answerSwap,
  proposeSwap,
  readRotation,
  setCollateralNote,
  setOrderByHand,
  startCycle,
} from './rotation.service';
import { payRotationDebt } from './rotation-debt.service';

const ZCycleParams = ZOrgParams.extend({ cycleId: z.uuid() });
const ZSwapParams = ZOrgParams.extend({ swapId: z.uuid() });
const ZCycleMemberParams = ZCycleParams.extend({ userId: z.uuid('This member is not in the rotation') });
const ZRoundParams = ZCycleParams.extend({ number: z.coerce.number().int().min(1).max(1000) });
const VIEW = { 200: jsonContent(ZRotationView, 'The current cycle, its order and every round') };

/** A rotating stokvel's payout order, rounds, swaps and payouts (issue 21, ADR 26). */
export function createRotationRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/rotation';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);
  const member = guards.requireOrgMember();

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [member] as const,
      request: { params: ZOrgParams },
      responses: VIEW,
    }),
    async (c) => c.json(ZRotationView.parse(await readRotation(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/cycles`,
      middleware: [guards.requirePermission('rotation.manage')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZNewRotationCycle) },
      responses: { 201: jsonContent(ZRotationView, 'The new cycle with its drawn order') },
    }),
    async (c) => c.json(ZRotationView.parse(await startCycle(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/cycles/{cycleId}/order`,
      middleware: [guards.requirePermission('rotation.manage')] as const,
      request: { params: ZCycleParams, body: jsonBody(ZRotationOrder) },
      responses: VIEW,
    }),
    async (c) => {
      const { cycleId } = c.req.valid('param');
      const { memberUserIds } = c.req.valid('json');
      return c.json(ZRotationView.parse(await setOrderByHand(contextOf(c), cycleId, memberUserIds)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/cycles/{cycleId}/swaps`,
      middleware: [member] as const,
      request: { params: ZCycleParams, body: jsonBody(ZNewRotationSwap) },
      responses: { 201: jsonContent(ZRotationView, 'The cycle with the new swap request') },
    }),
    async (c) => {
      const { cycleId } = c.req.valid('param');
      const view = await proposeSwap(contextOf(c), cycleId, c.req.valid('json').counterpartId);
      return c.json(ZRotationView.parse(view), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/cycles/{cycleId}/members/{userId}/collateral`,
      middleware: [guards.requirePermission('rotation.manage')] as const,
      request: { params: ZCycleMemberParams, body: jsonBody(ZRotationCollateral) },
      responses: VIEW,
    }),
    async (c) => {
      const { cycleId, userId } = c.req.valid('param');
      const view = await setCollateralNote(contextOf(c), cycleId, userId, c.req.valid('json').note);
      return c.json(ZRotationView.parse(view), 200);
    },
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `${base}/swaps/{swapId}/${action}`,
        middleware: [member] as const,
        request: { params: ZSwapParams },
        responses: VIEW,
      }),
      async (c) => {
        const view = await answerSwap(contextOf(c), c.req.valid('param').swapId, answer);
        return c.json(ZRotationView.parse(view), 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/cycles/{cycleId}/rounds/{number}/payout`,
      middleware: [guards.requirePermission('rotation.payout')] as const,
      request: { params: ZRoundParams, headers: ZIdempotencyHeader },
      responses: { 201: jsonContent(ZRotationPayout, 'The posted payout'), ...HELD_FOR_APPROVAL },
    }),
    async (c) => {
      const { cycleId, number } = c.req.valid('param');
      // Two to sign: a payout the policy holds waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), payOutRoundMove, { cycleId, roundNumber: number });
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZRotationPayout.parse(gate.result), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/cycles/{cycleId}/members/{userId}/debt-payments`,
      // An admin records another member's payment (contribution.record, checked on the record); a member
      // reports their own.
      middleware: [member] as const,
      request: {
        params: ZCycleMemberParams,
        headers: ZIdempotencyHeader,
        body: jsonBody(ZRotationDebtPayment),
      },
      responses: { 201: jsonContent(ZContribution, 'The payment, as a contribution towards the debt') },
    }),
    async (c) => {
      const { cycleId, userId } = c.req.valid('param');
      const payment = await payRotationDebt(contextOf(c), { cycleId, userId }, c.req.valid('json'));
      return c.json(ZContribution.parse(payment), 201);
    },
  );

  return router;
}
