import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZListQuery, ZMember, ZMemberList, ZUpdateMemberRole } from '../../../shared/contracts/members';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { changeMemberRole, listMembers, removeMember } from './memberships.service';
import { readActionContext, readOrgActionContext } from './route-helpers';

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

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/orgs/{orgId}/members/{membershipId}',
      guards: [guards.requirePermission('membership.manage')],
      params: ZMemberParams,
      body: ZUpdateMemberRole,
    },
    { answer: ZRoleChange, description: 'The member with their new role' },
    (context, { param, json }) =>
      changeMemberRole(db, context, context.org, { membershipId: param.membershipId, role: json.role }),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/orgs/{orgId}/members/{membershipId}',
      middleware: [guards.requirePermission('membership.manage')] as const,
      request: { params: ZMemberParams },
      responses: { 204: { description: 'The member was removed' } },
    }),
    async (c) => {
      await removeMember(db, readActionContext(c), readOrg(c), c.req.valid('param').membershipId);
      return c.body(null, 204);
    },
  );

  return router;
}
