import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { getTodayIso } from '../../../shared/calendar';
import { ZSecurityReport, ZSystemLog, ZSystemLogQuery } from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { jsonResponse } from '../../http/openapi-parts';
import { exportSystemLog, getSystemLog } from './admin-logs.service';
import { readStaffContext, sendFile, textContent } from './admin-route-helpers';
import { runSecurityChecks, type TSecuritySources } from './admin-security.service';

/** Security Issues and System Logs: developers only (site_admin is refused). */
export function createAdminDeveloperRoutes({
  db,
  guards,
  security,
}: {
  db: TDb;
  guards: TGuards;
  security: TSecuritySources;
}) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/security',
      middleware: [guards.requirePermission('admin.security')] as const,
      responses: jsonResponse(ZSecurityReport, 'Every security check, run now, and what it found'),
    }),
    async (c) => c.json(ZSecurityReport.parse(await runSecurityChecks(db, security)), 200),
  );

  const logs = guards.requirePermission('admin.logs');

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/logs',
      middleware: [logs] as const,
      request: { query: ZSystemLogQuery },
      responses: jsonResponse(ZSystemLog, 'Audit log, server errors and sign-in warnings, newest first'),
    }),
    async (c) => c.json(ZSystemLog.parse(await getSystemLog(db, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/logs/export',
      middleware: [logs] as const,
      request: { query: ZSystemLogQuery },
      responses: textContent('The same entries as a text file', 'text/plain'),
    }),
    async (c) =>
      sendFile(
        c,
        await exportSystemLog(db, readStaffContext(c), c.req.valid('query')),
        `system-logs-${getTodayIso()}.log`,
        'text/plain',
      ),
  );

  return router;
}
