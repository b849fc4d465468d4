import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZAdminUserDetail,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZSuspendUser,
  ZUpdateAdminUser,
} from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import type { TStorage } from '../../platform/storage/storage';
import { readStaffContext, ZIdParams } from './admin-route-helpers';
import {
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  setUserSuspended,
  updateAdminUser,
} from './admin-users.service';

/** User Management (spec part 2): platform staff only; every change audited. */
export function createAdminUserRoutes({
  db,
  guards,
  storage,
}: {
  db: TDb;
  guards: TGuards;
  storage?: TStorage;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const staff = guards.requirePermission('admin.users');
  const base = '/api/v1/admin/users';

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [staff] as const,
      request: { query: ZAdminUserListQuery },
      responses: jsonResponse(ZAdminUserList, 'A page of users'),
    }),
    async (c) => c.json(ZAdminUserList.parse(await listAdminUsers(db, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      middleware: [staff] as const,
      request: { params: ZIdParams },
      responses: jsonResponse(ZAdminUserDetail, 'One user in detail'),
    }),
    async (c) => c.json(ZAdminUserDetail.parse(await getAdminUser(db, c.req.valid('param').id)), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      middleware: [staff] as const,
      request: { params: ZIdParams, body: jsonBody(ZUpdateAdminUser) },
      responses: jsonResponse(ZAdminUserDetail, 'The updated user'),
    }),
    async (c) => {
      const user = await updateAdminUser(
        db,
        readStaffContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(ZAdminUserDetail.parse(user), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/suspend`,
      middleware: [staff] as const,
      request: { params: ZIdParams, body: jsonBody(ZSuspendUser) },
      responses: jsonResponse(ZAdminUserDetail, 'The suspended user (their sessions have ended)'),
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const user = await setUserSuspended(db, readStaffContext(c), c.req.valid('param').id, {
        suspended: true,
        reason,
      });
      return c.json(ZAdminUserDetail.parse(user), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/restore`,
      middleware: [staff] as const,
      request: { params: ZIdParams },
      responses: jsonResponse(ZAdminUserDetail, 'The restored user'),
    }),
    async (c) => {
      const user = await setUserSuspended(db, readStaffContext(c), c.req.valid('param').id, {
        suspended: false,
      });
      return c.json(ZAdminUserDetail.parse(user), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      middleware: [staff] as const,
      request: { params: ZIdParams },
      responses: jsonResponse(z.object({ deleted: z.literal(true) }), 'The account is deleted'),
    }),
    async (c) => {
      await deleteAdminUser(db, readStaffContext(c), c.req.valid('param').id, storage);
      return c.json({ deleted: true as const }, 200);
    },
  );

  return router;
}
