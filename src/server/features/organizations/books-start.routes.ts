import type { OpenAPIHono } from '@hono/zod-openapi';
import { ZBooksStatus, ZSetBooksStart } from '../../../shared/contracts/books';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { setBooksStartMove } from './books-start-moves';

/** When the group was founded and when its books start: set by its admins, held for a second where two. */
export function addBooksStartRoutes(
  router: OpenAPIHono<TAppEnv>,
  { db, guards }: { db: TDb; guards: TGuards },
) {
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));
  routes.held(
    {
      method: 'put',
      isKeyOptional: true,
      path: '/api/v1/orgs/{orgId}/books/start',
      guards: [guards.requirePermission('ledger.close_period')],
      params: ZOrgParams,
      body: ZSetBooksStart,
    },
    { answer: ZBooksStatus, description: 'The books with their new start' },
    (ctx, { json }) => gateOrRun(ctx, setBooksStartMove, json),
  );
}
