import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZArchiveOrganization,
  ZBrowseQuery,
  ZBrowseResult,
  ZCreateJoinRequest,
  ZJoinOutcome,
  ZOrganizationDetail,
  ZOrganizationDetails,
  ZOrganizationPatch,
  ZOrganizationSettings,
} from '../../../shared/contracts/organizations';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { requestToJoin } from './join-requests.service';
import {
  archiveOrganization,
  browseOrganizations,
  createOrganization,
  getOrganization,
  restoreOrganization,
  updateMembershipSettings,
  updateOrganizationDetails,
} from './organizations.service';
import { readActionContext } from './route-helpers';

const ZOrgParams = z.object({ orgId: z.string() });

/** Browse, create and join (/api/v1/organizations) and one organization's details and state (/api/v1/orgs/:orgId). */
export function createOrganizationsRouter({
  db,
  guards,
  isRateLimited,
}: {
  db: TDb;
  guards: TGuards;
  isRateLimited: boolean;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const limits = { isEnabled: isRateLimited };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/organizations',
      middleware: [guards.requireSession()] as const,
      request: { query: ZBrowseQuery },
      responses: jsonResponse(
        ZBrowseResult,
        'Active organizations, with member counts and the caller’s standing',
      ),
    }),
    async (c) =>
      c.json(ZBrowseResult.parse(await browseOrganizations(db, readUser(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/organizations',
      middleware: [guards.requirePermission('organization.create')] as const,
      request: { body: jsonBody(ZOrganizationDetails) },
      responses: jsonResponse(ZOrganizationDetail, 'The new organization; the caller is its admin'),
    }),
    async (c) =>
      c.json(
        ZOrganizationDetail.parse(
          await createOrganization(db, readActionContext(c), c.req.valid('json'), limits),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/organizations/{organizationId}/join-requests',
      // Not an organization guard: the caller is, by definition, not a member yet.
      middleware: [guards.requirePermission('join_request.create')] as const,
      request: {
        params: z.object({ organizationId: z.uuid('Organization not found') }),
        body: jsonBody(ZCreateJoinRequest),
      },
      responses: jsonResponse(
        ZJoinOutcome,
        'A pending join request, or the membership when joining needs no approval',
      ),
    }),
    async (c) => {
      const outcome = await requestToJoin(
        db,
        readActionContext(c),
        { organizationId: c.req.valid('param').organizationId, message: c.req.valid('json').message },
        limits,
      );
      return c.json(ZJoinOutcome.parse(outcome), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}',
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZOrganizationDetail, 'The organization, its settings and counts'),
    }),
    async (c) => c.json(ZOrganizationDetail.parse(await getOrganization(db, readOrg(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/orgs/{orgId}',
      middleware: [guards.requirePermission('organization.update')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZOrganizationPatch) },
      responses: jsonResponse(ZOrganizationDetail, 'The updated organization (only the fields sent change)'),
    }),
    async (c) => {
      const result = await updateOrganizationDetails(
        db,
        readActionContext(c),
        readOrg(c),
        c.req.valid('json'),
      );
      return c.json(ZOrganizationDetail.parse(result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/orgs/{orgId}/settings',
      middleware: [guards.requirePermission('organization.update')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZOrganizationSettings) },
      responses: jsonResponse(ZOrganizationDetail, 'The organization with its new membership settings'),
    }),
    async (c) => {
      const result = await updateMembershipSettings(
        db,
        readActionContext(c),
        readOrg(c),
        c.req.valid('json'),
      );
      return c.json(ZOrganizationDetail.parse(result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/orgs/{orgId}/archive',
      middleware: [guards.requirePermission('organization.archive')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZArchiveOrganization) },
      responses: jsonResponse(ZOrganizationDetail, 'The archived organization'),
    }),
    async (c) => {
      const { confirmName } = c.req.valid('json');
      const result = await archiveOrganization(db, readActionContext(c), readOrg(c), confirmName);
      return c.json(ZOrganizationDetail.parse(result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/orgs/{orgId}/restore',
      middleware: [guards.requirePermission('organization.restore')] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZOrganizationDetail, 'The restored organization'),
    }),
    async (c) =>
      c.json(ZOrganizationDetail.parse(await restoreOrganization(db, readActionContext(c), readOrg(c))), 200),
  );

  return router;
}
