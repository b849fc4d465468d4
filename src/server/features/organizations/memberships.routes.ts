import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { isAdminMembership } from '../../../shared/access';
import { ZListQuery, ZMember, ZMemberList, ZUpdateMemberRole } from '../../../shared/contracts/members';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes, HELD_FOR_APPROVAL } from '../../http/guarded-routes';
import { readMoneyContext, ZOptionalIdempotencyHeader } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { demoteAdminMove, removeAdminMove } from './admin-seat-moves';
import { changeMemberRole, listMembers } from './memberships.service';
import { readOrgActionContext } from './route-helpers';

const ZMemberParams = z.object({ orgId: z.string(), membershipId: z.uuid('Member not found') });
const ZRoleChange = ZMember.pick({ id: true, role: true });

/**
 * An organization's members (/api/v1/orgs/:orgId/members): listed to its admins and platform staff, as the
 * Members and Manage Members pages are theirs; changed by its admins.
 */
export function createMembershipsRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  const routes = guardedRoutes(router, readOrgActionContext);

  routes.add(
    {
      method: 'get',
      path: '/api/v1/orgs/{orgId}/members',
      guards: [guards.requirePermission('membership.read')],
      params: z.object({ orgId: z.string() }),
      query: ZListQuery,
    },
    { answer: ZMemberList, description: 'Members, newest first, with the counts of members and admins' },
    ({ org }, { query }) => listMembers(db, org, query),
  );

  const seats = guardedRoutes(router, (c) => readMoneyContext(c, db));
  seats.held(
    {
      method: 'patch',
      isKeyOptional: true,
      path: '/api/v1/orgs/{orgId}/members/{membershipId}',
      guards: [guards.requirePermission('membership.manage')],
      params: ZMemberParams,
      body: ZUpdateMemberRole,
    },
    { answer: ZRoleChange, description: 'The member with their new role' },
    async (ctx, { param, json }) => {
      const seat = { membershipId: param.membershipId };
      if (!isAdminMembership(json.role)) return gateOrRun(ctx, demoteAdminMove, seat);
      return {
        isHeld: false,
        result: await changeMemberRole(db, ctx, ctx.org, { ...seat, role: json.role }),
      };
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/orgs/{orgId}/members/{membershipId}',
      middleware: [guards.requirePermission('membership.manage')] as const,
      request: { params: ZMemberParams, headers: ZOptionalIdempotencyHeader },
      responses: { 204: { description: 'The member was removed' }, ...HELD_FOR_APPROVAL },
    }),
    async (c) => {
      const ctx = readMoneyContext(c, db);
      const gate = await gateOrRun(ctx, removeAdminMove, { membershipId: c.req.valid('param').membershipId });
      return gate.isHeld ? c.json(gate.approval, 202) : c.body(null, 204);
    },
  );

  return router;
}
