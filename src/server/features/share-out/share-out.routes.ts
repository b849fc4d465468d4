import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZLatestShareOut, ZShareOut, ZShareOutCycle } from '../../../shared/contracts/share-outs';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { sendAttachment } from '../../http/attachment';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { fileResponse } from '../../http/openapi-parts';
import { gateOrRun } from '../approvals';
import { savingsGroupsOnly } from './savings-groups-only';
import { previewShareOut, proposeShareOut, readLatestShareOut } from './share-out.service';
import { postShareOutMove } from './share-out-moves';
import { getShareOutStatementPdf } from './share-out-statement';

const ZShareOutParams = z.object({ orgId: z.string(), shareOutId: z.uuid('Share-out not found') });
const ZStatementParams = ZShareOutParams.extend({ userId: z.uuid('Statement not found') });

export function createShareOutRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('contributions');
  const base = '/api/v1/orgs/{orgId}/share-outs';
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));
  const read = [feature, guards.requirePermission('shareout.read'), savingsGroupsOnly] as const;
  const manage = [feature, guards.requirePermission('shareout.manage'), savingsGroupsOnly] as const;
  const readAt = { guards: read, params: ZOrgParams } as const;
  const manageAt = { guards: manage, params: ZOrgParams } as const;

  routes.add(
    { method: 'get', path: `${base}/preview`, ...readAt, query: ZShareOutCycle },
    { answer: ZShareOut, description: 'The share-out the books give now for the cycle' },
    (ctx, { query }) => previewShareOut(ctx, query),
  );

  routes.add(
    { method: 'get', path: `${base}/latest`, ...readAt },
    { answer: ZLatestShareOut, description: 'The latest proposed or posted share-out, if any' },
    (ctx) => readLatestShareOut(ctx),
  );

  routes.add(
    { method: 'post', path: base, ...manageAt, body: ZShareOutCycle },
    { answer: ZShareOut, description: 'The proposed share-out, for every member to review', status: 201 },
    (ctx, { json }) => proposeShareOut(ctx, json),
  );

  // Two to sign: with two admins or more, every share-out waits for a second admin (202).
  routes.held(
    { path: `${base}/{shareOutId}/post`, guards: manage, params: ZShareOutParams },
    { answer: ZShareOut, description: 'The share-out, posted as payouts (loans deducted repaid)' },
    (ctx, { param }) => gateOrRun(ctx, postShareOutMove, { shareOutId: param.shareOutId }),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{shareOutId}/statements/{userId}`,
      middleware: [...read],
      request: { params: ZStatementParams },
      responses: fileResponse(
        'application/pdf',
        "A member's share-out statement (their own; admins: anyone's)",
      ),
    }),
    async (c) => {
      const { shareOutId, userId } = c.req.valid('param');
      const file = await getShareOutStatementPdf(
        { db, org: readOrg(c), actor: readUser(c) },
        shareOutId,
        userId,
      );
      return sendAttachment(c, file.data, {
        fileName: file.filename,
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
      });
    },
  );

  return router;
}
