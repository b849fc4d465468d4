import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { getTodayIso } from '../../../shared/calendar';
import { ZSecurityReport, ZSystemLog, ZSystemLogQuery } from '../../../shared/contracts/admin';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { sendAttachment } from '../../http/attachment';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { exportSystemLog, getSystemLog } from './admin-logs.service';
import { readStaffContext, textContent } from './admin-route-helpers';
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

  const routes = guardedRoutes(router, readStaffContext);
  const logs = guards.requirePermission('admin.logs');

  routes.add(
    { method: 'get', path: '/api/v1/admin/security', guards: [guards.requirePermission('admin.security')] },
    { answer: ZSecurityReport, description: 'Every security check, run now, and what it found' },
    () => runSecurityChecks(db, security),
  );

  routes.add(
    { method: 'get', path: '/api/v1/admin/logs', guards: [logs], query: ZSystemLogQuery },
    { answer: ZSystemLog, description: 'Audit log, server errors and sign-in warnings, newest first' },
    (_, { query }) => getSystemLog(db, query),
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
      sendAttachment(c, await exportSystemLog(db, readStaffContext(c), c.req.valid('query')), {
        fileName: `system-logs-${getTodayIso()}.log`,
        contentType: 'text/plain; charset=utf-8',
      }),
  );

  return router;
}
