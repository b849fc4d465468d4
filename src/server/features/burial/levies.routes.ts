import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLevy, ZLevyList, ZPayLevy } from '../../../shared/contracts/burial-levies';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { readBurialContext } from './burial-context';
import { listLevies, payLevy } from './levies.service';

const ZLevyParams = ZOrgParams.extend({ levyId: z.uuid('Levy not found') });

/** Levies owed after a funeral payout (issue 20, ADR 33). */
export function createLevyRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/burial';

  guardedRoutes(router, (c) => readBurialContext(c, db)).add(
    { method: 'get', path: `${base}/levies`, guards: [guards.requireOrgMember()], params: ZOrgParams },
    { answer: ZLevyList, description: 'Admins: every levy with the totals; a member: their own' },
    (ctx) => listLevies(ctx),
  );

  guardedRoutes(router, (c) => readMoneyContext(c, db)).money(
    {
      path: `${base}/levies/{levyId}/pay`,
      guards: [guards.requirePermission('contribution.record')],
      params: ZLevyParams,
      body: ZPayLevy,
    },
    { answer: ZLevy, description: 'The paid levy with its entry' },
    (ctx, { param, json }) => payLevy(ctx, param.levyId, json),
  );

  return router;
}
