import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { getHighestRole, isPlatformStaff } from '../../../shared/access';
import type { TGuards } from '../../auth/guards';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';
import { MAX_STREAMS_PER_USER, type TChangeEvent, type TEventHub } from '../../platform/realtime/events';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/events: a Server-Sent Events stream of change notices ({ topic, organizationId })
 * for the signed-in user. The hub forwards only events the user may see; the client refetches what
 * changed. A user holds at most MAX_STREAMS_PER_USER streams: one more is refused with 429 (the open
 * ones keep working).
 */
export function createEventRoutes({ events, guards }: { events: TEventHub; guards: TGuards }) {
  const router = new Hono<TAppEnv>();
  router.get('/api/v1/events', guards.requireSession(), (c) => {
    const user = readUser(c);
    const isStaff = isPlatformStaff(getHighestRole(user.platformRoles));
    const queue: TChangeEvent[] = [];
    let wake: (() => void) | undefined;
    const close = events.openStream({ userId: user.userId, isStaff }, (event) => {
      queue.push(event);
      wake?.();
    });
    if (!close) {
      throw new AppError(
        'RATE_LIMITED',
        `You have ${MAX_STREAMS_PER_USER} live-update connections open already. Close a tab and try again.`,
      );
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => {
        close();
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
          const change = { topic: event.topic, organizationId: event.organizationId };
          await stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
        }
      } finally {
        clearInterval(heartbeat);
        close();
      }
    });
  });
  return router;
}
