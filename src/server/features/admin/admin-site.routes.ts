import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
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
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import { listContactInbox, setContactHandled } from './admin-contact-inbox.service';
import { exportEarlyAccessCsv, listEarlyAccess, updateEarlyAccess } from './admin-early-access.service';
import { readStaffContext, sendFile, textContent, ZIdParams } from './admin-route-helpers';
import { getSiteActivity } from './admin-site-activity.service';

/** The public site seen by platform staff: early-access signups, the contact inbox and site activity. */
export function createAdminSiteRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const followUp = guards.requirePermission('admin.early_access');
  const activity = guards.requirePermission('admin.site_activity');

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/early-access',
      middleware: [followUp] as const,
      request: { query: ZEarlyAccessListQuery },
      responses: jsonResponse(ZEarlyAccessList, 'Signups, newest first'),
    }),
    async (c) => c.json(ZEarlyAccessList.parse(await listEarlyAccess(db, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/early-access/export',
      middleware: [followUp] as const,
      responses: textContent('Every signup as CSV', 'text/csv'),
    }),
    async (c) =>
      sendFile(
        c,
        await exportEarlyAccessCsv(db, readStaffContext(c)),
        `early-access-${getTodayIso()}.csv`,
        'text/csv',
      ),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/admin/early-access/{id}',
      middleware: [followUp] as const,
      request: { params: ZIdParams, body: jsonBody(ZUpdateEarlyAccess) },
      responses: jsonResponse(ZEarlyAccessRow, 'The updated signup'),
    }),
    async (c) => {
      const row = await updateEarlyAccess(
        db,
        readStaffContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(ZEarlyAccessRow.parse(row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/contact-messages',
      middleware: [followUp] as const,
      request: { query: ZContactInboxQuery },
      responses: jsonResponse(ZContactInbox, 'Contact messages, newest first'),
    }),
    async (c) => c.json(ZContactInbox.parse(await listContactInbox(db, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/admin/contact-messages/{id}',
      middleware: [followUp] as const,
      request: { params: ZIdParams, body: jsonBody(ZUpdateContactMessage) },
      responses: jsonResponse(ZContactInboxRow, 'The updated message'),
    }),
    async (c) => {
      const { handled } = c.req.valid('json');
      const row = await setContactHandled(db, readStaffContext(c), c.req.valid('param').id, handled);
      return c.json(ZContactInboxRow.parse(row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/site-activity',
      middleware: [activity] as const,
      request: { query: ZSiteActivityQuery },
      responses: jsonResponse(
        ZSiteActivity,
        'Counts, traffic, top pages, referrers, 404s and recent activity',
      ),
    }),
    async (c) => c.json(ZSiteActivity.parse(await getSiteActivity(db, c.req.valid('query').days)), 200),
  );

  return router;
}
