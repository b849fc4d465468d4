import { OpenAPIHono } from '@hono/zod-openapi';
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
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import {
  answerSwap,
  proposeSwap,
  readRotation,
  setCollateralNote,
  setOrderByHand,
  startCycle,
} from './rotation.service';
import { payRotationDebt } from './rotation-debt.service';
import { payOutRoundMove } from './rotation-moves';

const ZCycleParams = ZOrgParams.extend({ cycleId: z.uuid() });
const ZSwapParams = ZOrgParams.extend({ swapId: z.uuid() });
const ZCycleMemberParams = ZCycleParams.extend({ userId: z.uuid('This member is not in the rotation') });
const ZRoundParams = ZCycleParams.extend({ number: z.coerce.number().int().min(1).max(1000) });
const VIEW = { answer: ZRotationView, description: 'The current cycle, its order and every round' };

/** A rotating stokvel's payout order, rounds, swaps and payouts (issue 21, ADR 26). */
export function createRotationRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/rotation';
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));
  const member = [guards.requireOrgMember()] as const;
  const manage = [guards.requirePermission('rotation.manage')] as const;
  const cycle = `${base}/cycles/{cycleId}`;

  routes.add({ method: 'get', path: base, guards: member, params: ZOrgParams }, VIEW, (ctx) =>
    readRotation(ctx),
  );

  routes.add(
    { method: 'post', path: `${base}/cycles`, guards: manage, params: ZOrgParams, body: ZNewRotationCycle },
    { answer: ZRotationView, description: 'The new cycle with its drawn order', status: 201 },
    (ctx, { json }) => startCycle(ctx, json),
  );

  routes.add(
    { method: 'put', path: `${cycle}/order`, guards: manage, params: ZCycleParams, body: ZRotationOrder },
    VIEW,
    (ctx, { param, json }) => setOrderByHand(ctx, param.cycleId, json.memberUserIds),
  );

  routes.add(
    { method: 'post', path: `${cycle}/swaps`, guards: member, params: ZCycleParams, body: ZNewRotationSwap },
    { answer: ZRotationView, description: 'The cycle with the new swap request', status: 201 },
    (ctx, { param, json }) => proposeSwap(ctx, param.cycleId, json.counterpartId),
  );

  routes.add(
    {
      method: 'put',
      path: `${cycle}/members/{userId}/collateral`,
      guards: manage,
      params: ZCycleMemberParams,
      body: ZRotationCollateral,
    },
    VIEW,
    (ctx, { param, json }) => setCollateralNote(ctx, param.cycleId, param.userId, json.note),
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    routes.add(
      { method: 'post', path: `${base}/swaps/{swapId}/${action}`, guards: member, params: ZSwapParams },
      VIEW,
      (ctx, { param }) => answerSwap(ctx, param.swapId, answer),
    );
  }

  // Two to sign: a payout the policy holds waits for a second admin (202).
  routes.held(
    {
      path: `${cycle}/rounds/{number}/payout`,
      guards: [guards.requirePermission('rotation.payout')],
      params: ZRoundParams,
    },
    { answer: ZRotationPayout, description: 'The posted payout', status: 201 },
    (ctx, { param }) =>
      gateOrRun(ctx, payOutRoundMove, { cycleId: param.cycleId, roundNumber: param.number }),
  );

  // An admin records another member's payment (contribution.record, checked on the record); a member
  // reports their own.
  routes.money(
    {
      path: `${cycle}/members/{userId}/debt-payments`,
      guards: member,
      params: ZCycleMemberParams,
      body: ZRotationDebtPayment,
    },
    { answer: ZContribution, description: 'The payment, as a contribution towards the debt', status: 201 },
    (ctx, { param, json }) => payRotationDebt(ctx, { cycleId: param.cycleId, userId: param.userId }, json),
  );

  return router;
}
