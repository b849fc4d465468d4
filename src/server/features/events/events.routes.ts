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

async function readMembershipRole(db: TDb, userId: string, organizationId: string) {
  const [row] = await db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * Staff hear everything. A change to one person's record goes to that person and their organization's
 * admins; any other change to an organization's members; a change of no organization to everyone.
 */
async function isEventVisible(
  db: TDb,
  viewer: { userId: string; isStaff: boolean },
  event: TChangeEvent,
): Promise<boolean> {
  if (viewer.isStaff) return true;
  if (event.userId !== undefined) {
    if (event.userId === viewer.userId) return true;
    if (event.organizationId === null) return false;
    return (await readMembershipRole(db, viewer.userId, event.organizationId)) === 'admin';
  }
  return (
    event.organizationId === null ||
    (await readMembershipRole(db, viewer.userId, event.organizationId)) !== null
  );
}

/**
 * GET /api/v1/events: a Server-Sent Events stream of change notices ({ topic, organizationId })
 * for the signed-in user. Only events the user may see are forwarded (isEventVisible); the client
 * refetches what changed.
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
          if (await isEventVisible(db, { userId: user.userId, isStaff }, event)) {
            const change = { topic: event.topic, organizationId: event.organizationId };
            await stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
          }
        }
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
  return router;
}
