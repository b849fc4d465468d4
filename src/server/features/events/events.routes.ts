import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { getHighestRole, isPlatformStaff } from '../../../shared/access';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { userOrganizations } from '../../db/schema';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import type { TChangeEvent, TEventHub } from '../../platform/realtime/events';

const HEARTBEAT_MS = 25_000;

async function isMember(db: TDb, userId: string, organizationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * GET /api/v1/events: a Server-Sent Events stream of change notices ({ topic, organizationId })
 * for the signed-in user. Only events of organizations the user belongs to (or all, for staff)
 * and platform-wide events are forwarded; the client refetches what changed.
 */
export function createEventRoutes({ db, events, guards }: { db: TDb; events: TEventHub; guards: TGuards }) {
  const router = new Hono<TAppEnv>();
  router.get('/api/v1/events', guards.requireSession(), (c) => {
    const user = readUser(c);
    const isStaff = isPlatformStaff(getHighestRole(user.platformRoles));
    return streamSSE(c, async (stream) => {
      const queue: TChangeEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = events.subscribe((event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      const heartbeat = setInterval(() => void stream.writeSSE({ event: 'ping', data: '{}' }), HEARTBEAT_MS);
      try {
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift();
          if (!event) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = undefined;
            continue;
          }
          const isVisible =
            event.organizationId === null ||
            isStaff ||
            (await isMember(db, user.userId, event.organizationId));
          if (isVisible) await stream.writeSSE({ event: 'change', data: JSON.stringify(event) });
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
  return router;
}
