import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLevy, ZLevyList, ZPayLevy } from '../../../shared/contracts/burial-levies';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { listLevies, payLevy } from './levies.service';

const ZLevyParams = ZOrgParams.extend({ levyId: z.uuid('Levy not found') });

/** Levies owed after a funeral payout (issue 20, ADR 33). */
export function createLevyRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/burial';

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/levies`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZLevyList, 'Admins: every levy with the totals; a member: their own') },
    }),
    async (c) =>
      c.json(
        ZLevyList.parse(
          await listLevies({
            db,
            org: readOrg(c),
            actor: readUser(c),
            requestId: c.get('requestId') ?? null,
          }),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/levies/{levyId}/pay`,
      middleware: [guards.requirePermission('contribution.record')] as const,
      request: { params: ZLevyParams, headers: ZIdempotencyHeader, body: jsonBody(ZPayLevy) },
      responses: { 200: jsonContent(ZLevy, 'The paid levy with its entry') },
    }),
    async (c) =>
      c.json(
        ZLevy.parse(await payLevy(readMoneyContext(c, db), c.req.valid('param').levyId, c.req.valid('json'))),
        200,
      ),
  );

  return router;
}
