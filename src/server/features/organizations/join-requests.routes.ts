import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZJoinRequestList, ZJoinRequestStatus } from '../../../shared/contracts/join-requests';
import { ZListQuery } from '../../../shared/contracts/members';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { listJoinRequests, reviewJoinRequest } from './join-requests.service';
import { readOrgActionContext } from './route-helpers';

const ZReviewParams = z.object({ orgId: z.string(), requestId: z.uuid('Join request not found') });
const ZReviewResult = z.object({ id: z.uuid(), status: ZJoinRequestStatus });

/** An organization's join requests, for its admins (/api/v1/orgs/:orgId/join-requests). */
export function createJoinRequestsRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  const routes = guardedRoutes(router, readOrgActionContext);
  const review = guards.requirePermission('join_request.review');

  routes.add(
    {
      method: 'get',
      path: '/api/v1/orgs/{orgId}/join-requests',
      guards: [review],
      params: z.object({ orgId: z.string() }),
      query: ZListQuery.omit({ search: true }),
    },
    { answer: ZJoinRequestList, description: 'Join requests, newest first, with pending and total counts' },
    ({ org }, { query }) => listJoinRequests(db, org, query),
  );

  for (const decision of ['approved', 'rejected'] as const) {
    routes.add(
      {
        method: 'post',
        path: `/api/v1/orgs/{orgId}/join-requests/{requestId}/${decision === 'approved' ? 'approve' : 'reject'}`,
        guards: [review],
        params: ZReviewParams,
      },
      { answer: ZReviewResult, description: `The join request, ${decision}` },
      (context, { param }) =>
        reviewJoinRequest(db, context, context.org, { joinRequestId: param.requestId, decision }),
    );
  }

  return router;
}
