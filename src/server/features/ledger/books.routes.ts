import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ZBooksStatus, ZCloseBooks } from '../../../shared/contracts/books';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { closeBooks, getBooksStatus } from './books.service';

/** Closing the books: every member sees which months are closed; admins close ended months. */
export function createBooksRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/books';

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZBooksStatus, 'Closed months and the months that can be closed') },
    }),
    async (c) => c.json(ZBooksStatus.parse(await getBooksStatus({ db, org: readOrg(c) })), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/close`,
      middleware: [guards.requirePermission('ledger.close_period')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZCloseBooks) },
      responses: { 200: jsonContent(ZBooksStatus, 'The books after closing') },
    }),
    async (c) => {
      const status = await closeBooks(
        { db, org: readOrg(c), actor: readUser(c), requestId: c.get('requestId') ?? null },
        c.req.valid('json'),
      );
      return c.json(ZBooksStatus.parse(status), 200);
    },
  );

  return router;
}
