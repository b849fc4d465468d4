import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZAdminOrganizationDetail,
  ZAdminOrganizationList,
  ZAdminOrganizationListQuery,
} from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { jsonResponse } from '../../http/openapi-parts';
import {
  deleteAdminOrganization,
  getAdminOrganization,
  listAdminOrganizations,
} from './admin-organizations.service';
import { readStaffContext, ZIdParams } from './admin-route-helpers';

/**
 * Organization Management (spec part 2): list, details and delete. Edit, archive, restore and features use
 * the organization's own routes, which let platform staff in.
 */
export function createAdminOrganizationRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const staff = guards.requirePermission('admin.organizations');
  const base = '/api/v1/admin/organizations';

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [staff] as const,
      request: { query: ZAdminOrganizationListQuery },
      responses: jsonResponse(ZAdminOrganizationList, 'A page of organizations'),
    }),
    async (c) =>
      c.json(ZAdminOrganizationList.parse(await listAdminOrganizations(db, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      middleware: [staff] as const,
      request: { params: ZIdParams },
      responses: jsonResponse(ZAdminOrganizationDetail, 'One organization in detail'),
    }),
    async (c) =>
      c.json(ZAdminOrganizationDetail.parse(await getAdminOrganization(db, c.req.valid('param').id)), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      middleware: [staff] as const,
      request: { params: ZIdParams },
      responses: jsonResponse(z.object({ deleted: z.literal(true) }), 'The organization is deleted'),
    }),
    async (c) => {
      await deleteAdminOrganization(db, readStaffContext(c), c.req.valid('param').id);
      return c.json({ deleted: true as const }, 200);
    },
  );

  return router;
}
