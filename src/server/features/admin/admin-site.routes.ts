import { OpenAPIHono } from '@hono/zod-openapi';
import { getTodayIso } from '../../../shared/calendar';
import {
  ZContactInbox,
  ZContactInboxQuery,
  ZContactInboxRow,
  ZEarlyAccessList,
  ZEarlyAccessListQuery,
  ZEarlyAccessRow,
  ZSiteActivity,
  ZSiteActivityQuery,
  ZUpdateContactMessage,
  ZUpdateEarlyAccess,
} from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { listContactInbox, setContactHandled } from './admin-contact-inbox.service';
import { exportEarlyAccessCsv, listEarlyAccess, updateEarlyAccess } from './admin-early-access.service';
import { readStaffContext, ZIdParams } from './admin-route-helpers';
import { getSiteActivity } from './admin-site-activity.service';

/** The public site seen by platform staff: early-access signups, the contact inbox and site activity. */
export function createAdminSiteRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const followUp = guards.requirePermission('admin.early_access');
  const activity = guards.requirePermission('admin.site_activity');

  const routes = guardedRoutes(router, readStaffContext);

  routes.add(
    { method: 'get', path: '/api/v1/admin/early-access', guards: [followUp], query: ZEarlyAccessListQuery },
    { answer: ZEarlyAccessList, description: 'Signups, newest first' },
    (_, { query }) => listEarlyAccess(db, query),
  );

  routes.csv(
    { path: '/api/v1/admin/early-access/export', guards: [followUp] },
    { description: 'Every signup as CSV', fileName: () => `early-access-${getTodayIso()}` },
    (staff) => exportEarlyAccessCsv(db, staff),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/admin/early-access/{id}',
      guards: [followUp],
      params: ZIdParams,
      body: ZUpdateEarlyAccess,
    },
    { answer: ZEarlyAccessRow, description: 'The updated signup' },
    (staff, { param, json }) => updateEarlyAccess(db, staff, param.id, json),
  );

  routes.add(
    { method: 'get', path: '/api/v1/admin/contact-messages', guards: [followUp], query: ZContactInboxQuery },
    { answer: ZContactInbox, description: 'Contact messages, newest first' },
    (_, { query }) => listContactInbox(db, query),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/v1/admin/contact-messages/{id}',
      guards: [followUp],
      params: ZIdParams,
      body: ZUpdateContactMessage,
    },
    { answer: ZContactInboxRow, description: 'The updated message' },
    (staff, { param, json }) => setContactHandled(db, staff, param.id, json.handled),
  );

  routes.add(
    { method: 'get', path: '/api/v1/admin/site-activity', guards: [activity], query: ZSiteActivityQuery },
    { answer: ZSiteActivity, description: 'Counts, traffic, top pages, referrers, 404s and recent activity' },
    (_, { query }) => getSiteActivity(db, query.days),
  );

  return router;
}
