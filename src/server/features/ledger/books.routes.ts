import { OpenAPIHono } from '@hono/zod-openapi';
import { ZBooksStatus, ZCloseBooks } from '../../../shared/contracts/books';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { ZOrgParams } from '../../http/money-routes';
import { closeBooks, getBooksStatus } from './books.service';

/** Closing the books: every member sees which months are closed; admins close ended months. */
export function createBooksRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/books';

  const routes = guardedRoutes(router, (c) => ({
    db,
    org: readOrg(c),
    actor: readUser(c),
    requestId: c.get('requestId') ?? null,
  }));

  routes.add(
    { method: 'get', path: base, guards: [guards.requireOrgMember()], params: ZOrgParams },
    { answer: ZBooksStatus, description: 'Closed months and the months that can be closed' },
    (ctx) => getBooksStatus(ctx),
  );

  routes.add(
    {
      method: 'post',
      path: `${base}/close`,
      guards: [guards.requirePermission('ledger.close_period')],
      params: ZOrgParams,
      body: ZCloseBooks,
    },
    { answer: ZBooksStatus, description: 'The books after closing' },
    (ctx, { json }) => closeBooks(ctx, json),
  );

  return router;
}
