import { OpenAPIHono } from '@hono/zod-openapi';
import {
  ZAdminOrganizationDetail,
  ZAdminOrganizationList,
  ZAdminOrganizationListQuery,
} from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import {
  deleteAdminOrganization,
  getAdminOrganization,
  listAdminOrganizations,
} from './admin-organizations.service';
import { readStaffContext, ZDeleted, ZIdParams } from './admin-route-helpers';

/**
 * Organization Management (spec part 2): list, details and delete. Edit, archive, restore and features use
 * the organization's own routes, which let platform staff in.
 */
export function createAdminOrganizationRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const staff = guards.requirePermission('admin.organizations');
  const base = '/api/v1/admin/organizations';

  const routes = guardedRoutes(router, readStaffContext);

  routes.add(
    { method: 'get', path: base, guards: [staff], query: ZAdminOrganizationListQuery },
    { answer: ZAdminOrganizationList, description: 'A page of organizations' },
    (_, { query }) => listAdminOrganizations(db, query),
  );

  routes.add(
    { method: 'get', path: `${base}/{id}`, guards: [staff], params: ZIdParams },
    { answer: ZAdminOrganizationDetail, description: 'One organization in detail' },
    (_, { param }) => getAdminOrganization(db, param.id),
  );

  routes.add(
    { method: 'delete', path: `${base}/{id}`, guards: [staff], params: ZIdParams },
    { answer: ZDeleted, description: 'The organization is deleted' },
    async (context, { param }) => {
      await deleteAdminOrganization(db, context, param.id);
      return { deleted: true as const };
    },
  );

  return router;
}
