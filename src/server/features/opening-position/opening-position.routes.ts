import { OpenAPIHono } from '@hono/zod-openapi';
import {
  ZOpeningPositionView,
  ZPostOpeningPosition,
  ZReverseOpeningPosition,
} from '../../../shared/contracts/opening-position';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { getOpeningPosition } from './opening-position.service';
import { postOpeningPositionMove, reverseOpeningPositionMove } from './opening-position-moves';

/** The group's opening position at books start: read by those who read the books, posted by those who close them. */
export function createOpeningPositionRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const path = '/api/v1/orgs/{orgId}/books/opening';
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  routes.add(
    { method: 'get', path, guards: [guards.requirePermission('ledger.read')], params: ZOrgParams },
    { answer: ZOpeningPositionView, description: 'The opening position that stands, if any' },
    (ctx) => getOpeningPosition(ctx),
  );

  routes.held(
    {
      path,
      guards: [guards.requirePermission('ledger.close_period')],
      params: ZOrgParams,
      body: ZPostOpeningPosition,
    },
    { answer: ZOpeningPositionView, description: 'The opening position as posted', status: 201 },
    (ctx, { json }) => gateOrRun(ctx, postOpeningPositionMove, json),
  );

  routes.held(
    {
      path: `${path}/reversal`,
      guards: [guards.requirePermission('ledger.close_period')],
      params: ZOrgParams,
      body: ZReverseOpeningPosition,
    },
    { answer: ZOpeningPositionView, description: 'The books after the opening position was reversed' },
    (ctx, { json }) => gateOrRun(ctx, reverseOpeningPositionMove, json),
  );

  return router;
}
