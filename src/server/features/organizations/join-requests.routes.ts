import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZJoinRequestList, ZJoinRequestStatus, ZListQuery } from '../../../shared/contracts/organizations';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonResponse } from '../../http/openapi-parts';
import { listJoinRequests, reviewJoinRequest } from './join-requests.service';
import { readActionContext } from './route-helpers';

const ZReviewParams = z.object({ orgId: z.string(), requestId: z.uuid('Join request not found') });
const ZReviewResult = z.object({ id: z.uuid(), status: ZJoinRequestStatus });

/** An organization's join requests, for its admins (/api/v1/orgs/:orgId/join-requests). */
export function createJoinRequestsRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/join-requests',
      middleware: [guards.requirePermission('join_request.review')] as const,
      request: { params: z.object({ orgId: z.string() }), query: ZListQuery.omit({ search: true }) },
      responses: jsonResponse(ZJoinRequestList, 'Join requests, newest first, with pending and total counts'),
    }),
    async (c) =>
      c.json(ZJoinRequestList.parse(await listJoinRequests(db, readOrg(c), c.req.valid('query'))), 200),
  );

  for (const decision of ['approved', 'rejected'] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `/api/v1/orgs/{orgId}/join-requests/{requestId}/${decision === 'approved' ? 'approve' : 'reject'}`,
        middleware: [guards.requirePermission('join_request.review')] as const,
        request: { params: ZReviewParams },
        responses: jsonResponse(ZReviewResult, `The join request, ${decision}`),
      }),
      async (c) => {
        const result = await reviewJoinRequest(db, readActionContext(c), readOrg(c), {
          joinRequestId: c.req.valid('param').requestId,
          decision,
        });
        return c.json(ZReviewResult.parse(result), 200);
      },
    );
  }

  return router;
}
