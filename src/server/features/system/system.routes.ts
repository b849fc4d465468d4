import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TGuards } from '../../auth/guards';
import type { TDatabase } from '../../db/client';
import type { TAppEnv } from '../../http/env';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['pglite', 'postgres']) });

export function createSystemRoutes({ database, guards }: { database: TDatabase; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      middleware: [guards.publicRoute()] as const,
      responses: {
        200: {
          description: 'The server and its database answer',
          content: { 'application/json': { schema: ZHealth } },
        },
        503: {
          description: 'The database does not answer',
          content: { 'application/json': { schema: ZHealth } },
        },
      },
    }),
    async (c) => {
      try {
        await database.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: database.kind }, 200);
      } catch {
        return c.json({ status: 'degraded' as const, database: database.kind }, 503);
      }
    },
  );
  return router;
}
