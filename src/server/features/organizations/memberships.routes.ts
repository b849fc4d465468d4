import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZListQuery, ZMember, ZMemberList, ZUpdateMemberRole } from '../../../shared/contracts/organizations';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { changeMemberRole, listMembers, removeMember } from './memberships.service';
import { readActionContext } from './route-helpers';

const ZMemberParams = z.object({ orgId: z.string(), membershipId: z.uuid('Member not found') });
const ZRoleChange = ZMember.pick({ id: true, role: true });

/** An organization's members: listed to its members, changed by its admins (/api/v1/orgs/:orgId/members). */
export function createMembershipsRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/members',
      middleware: [guards.requireOrgMember()] as const,
      request: { params: z.object({ orgId: z.string() }), query: ZListQuery },
      responses: jsonResponse(ZMemberList, 'Members, newest first, with the counts of members and admins'),
    }),
    async (c) => c.json(ZMemberList.parse(await listMembers(db, readOrg(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/orgs/{orgId}/members/{membershipId}',
      middleware: [guards.requirePermission('membership.manage')] as const,
      request: { params: ZMemberParams, body: jsonBody(ZUpdateMemberRole) },
      responses: jsonResponse(ZRoleChange, 'The member with their new role'),
    }),
    async (c) => {
      const result = await changeMemberRole(db, readActionContext(c), readOrg(c), {
        membershipId: c.req.valid('param').membershipId,
        role: c.req.valid('json').role,
      });
      return c.json(ZRoleChange.parse(result), 200);
    },
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
