import { OpenAPIHono } from '@hono/zod-openapi';
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
import { guardedRoutes } from '../../http/guarded-routes';
import type { TStorage } from '../../platform/storage/storage';
import { readStaffContext, ZDeleted, ZIdParams } from './admin-route-helpers';
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

  const routes = guardedRoutes(router, readStaffContext);
  const userAt = { guards: [staff], params: ZIdParams } as const;

  routes.add(
    { method: 'get', path: base, guards: [staff], query: ZAdminUserListQuery },
    { answer: ZAdminUserList, description: 'A page of users' },
    (_, { query }) => listAdminUsers(db, query),
  );

  routes.add(
    { method: 'get', path: `${base}/{id}`, ...userAt },
    { answer: ZAdminUserDetail, description: 'One user in detail' },
    (_, { param }) => getAdminUser(db, param.id),
  );

  routes.add(
    { method: 'patch', path: `${base}/{id}`, ...userAt, body: ZUpdateAdminUser },
    { answer: ZAdminUserDetail, description: 'The updated user' },
    (context, { param, json }) => updateAdminUser(db, context, param.id, json),
  );

  routes.add(
    { method: 'post', path: `${base}/{id}/suspend`, ...userAt, body: ZSuspendUser },
    { answer: ZAdminUserDetail, description: 'The suspended user (their sessions have ended)' },
    (context, { param, json }) =>
      setUserSuspended(db, context, param.id, { suspended: true, reason: json.reason }),
  );

  routes.add(
    { method: 'post', path: `${base}/{id}/restore`, ...userAt },
    { answer: ZAdminUserDetail, description: 'The restored user' },
    (context, { param }) => setUserSuspended(db, context, param.id, { suspended: false }),
  );

  routes.add(
    { method: 'delete', path: `${base}/{id}`, ...userAt },
    { answer: ZDeleted, description: 'The account is deleted' },
    async (context, { param }) => {
      await deleteAdminUser(db, context, param.id, storage);
      return { deleted: true as const };
    },
  );

  return router;
}
