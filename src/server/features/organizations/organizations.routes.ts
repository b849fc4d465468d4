import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZCreateJoinRequest, ZJoinOutcome } from '../../../shared/contracts/join-requests';
import {
  ZArchiveOrganization,
  ZBrowseQuery,
  ZBrowseResult,
  ZOrganizationDetail,
  ZOrganizationDetails,
  ZOrganizationPatch,
  ZOrganizationSettings,
} from '../../../shared/contracts/organizations';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
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

  const routes = guardedRoutes(router, readActionContext);
  const update = guards.requirePermission('organization.update');

  routes.add(
    { method: 'get', path: '/api/v1/organizations', guards: [guards.requireSession()], query: ZBrowseQuery },
    {
      answer: ZBrowseResult,
      description: 'Active organizations, with member counts and the caller’s standing',
    },
    ({ actor }, { query }) => browseOrganizations(db, actor, query),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/v1/organizations',
      guards: [guards.requirePermission('organization.create')],
      body: ZOrganizationDetails,
    },
    { answer: ZOrganizationDetail, description: 'The new organization; the caller is its admin' },
    (context, { json }) => createOrganization(db, context, json, limits),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/v1/organizations/{organizationId}/join-requests',
      // Not an organization guard: the caller is, by definition, not a member yet.
      guards: [guards.requirePermission('join_request.create')],
      params: z.object({ organizationId: z.uuid('Organization not found') }),
      body: ZCreateJoinRequest,
    },
    {
      answer: ZJoinOutcome,
      description: 'A pending join request, or the membership when joining needs no approval',
    },
    (context, { param, json }) =>
      requestToJoin(db, context, { organizationId: param.organizationId, message: json.message }, limits),
  );

  routes.add(
    { method: 'get', path: '/api/v1/orgs/{orgId}', guards: [guards.requireOrgMember()], params: ZOrgParams },
    { answer: ZOrganizationDetail, description: 'The organization, its settings and counts' },
    (_, __, c) => getOrganization(db, readOrg(c)),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/orgs/{orgId}',
      guards: [update],
      params: ZOrgParams,
      body: ZOrganizationPatch,
    },
    { answer: ZOrganizationDetail, description: 'The updated organization (only the fields sent change)' },
    (context, { json }, c) => updateOrganizationDetails(db, context, readOrg(c), json),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/orgs/{orgId}/settings',
      guards: [update],
      params: ZOrgParams,
      body: ZOrganizationSettings,
    },
    { answer: ZOrganizationDetail, description: 'The organization with its new membership settings' },
    (context, { json }, c) => updateMembershipSettings(db, context, readOrg(c), json),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/v1/orgs/{orgId}/archive',
      guards: [guards.requirePermission('organization.archive')],
      params: ZOrgParams,
      body: ZArchiveOrganization,
    },
    { answer: ZOrganizationDetail, description: 'The archived organization' },
    (context, { json }, c) => archiveOrganization(db, context, readOrg(c), json.confirmName),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/v1/orgs/{orgId}/restore',
      guards: [guards.requirePermission('organization.restore')],
      params: ZOrgParams,
    },
    { answer: ZOrganizationDetail, description: 'The restored organization' },
    (context, _, c) => restoreOrganization(db, context, readOrg(c)),
  );

  return router;
}
