import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFine, ZFineList, ZFineQuery, ZWaiveFine } from '../../../shared/contracts/fines';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { waiveFineMove } from './fine-moves';
import { listScopedFines } from './fines.service';

const ZFineParams = z.object({ orgId: z.string(), fineId: z.uuid('Fine not found') });

export function createFineRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/fines';

  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  routes.add(
    {
      method: 'get',
      path: base,
      guards: [feature, guards.requirePermission('contribution.read_own')],
      params: ZOrgParams,
      query: ZFineQuery,
    },
    { answer: ZFineList, description: 'Late fines in the caller’s scope, newest first' },
    (ctx, { query }) => listScopedFines(ctx, query),
  );

  // Two to sign: a waiver the policy holds waits for a second admin (202).
  routes.held(
    {
      path: `${base}/{fineId}/waive`,
      guards: [feature, guards.requirePermission('fine.waive')],
      params: ZFineParams,
      body: ZWaiveFine,
    },
    { answer: ZFine, description: 'The fine, now waived by a reversing entry' },
    (ctx, { param, json }) => gateOrRun(ctx, waiveFineMove, { fineId: param.fineId, ...json }),
  );

  return router;
}
