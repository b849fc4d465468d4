import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { getHighestRole, isPlatformStaff } from '../../../shared/access';
import type { TGuards } from '../../auth/guards';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { AppError } from '../../platform/errors';
import {
  MAX_REPLAY_MS,
  MAX_STREAMS_PER_USER,
  type TChangeEvent,
  type TEventHub,
} from '../../platform/realtime/events';

const HEARTBEAT_MS = 25_000;

const ZEventsQuery = z.object({
  replayMs: z.coerce.number().int().min(0).max(MAX_REPLAY_MS).optional(),
});

/**
 * GET /api/v1/events: a Server-Sent Events stream of change notices ({ topic, organizationId })
 * for the signed-in user. The hub forwards only events the user may see; the client refetches what
 * changed. With `replayMs`, the stream first repeats the changes of that many milliseconds before it opened
 * (at most MAX_REPLAY_MS): a page whose data was read before its stream opened hears what it missed. A user
 * holds at most MAX_STREAMS_PER_USER streams: one more is refused with 429 (the open ones keep working).
 */
export function createEventRoutes({ events, guards }: { events: TEventHub; guards: TGuards }) {
  const router = new Hono<TAppEnv>();
  router.get('/api/v1/events', guards.requireSession(), async (c) => {
    const query = ZEventsQuery.safeParse(c.req.query());
    if (!query.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        `replayMs must be a whole number of milliseconds from 0 to ${MAX_REPLAY_MS}.`,
      );
    }
    const user = readUser(c);
    const viewer = { userId: user.userId, isStaff: isPlatformStaff(getHighestRole(user.platformRoles)) };
    const queue: TChangeEvent[] = [];
    let wake: (() => void) | undefined;
    const close = await events.openStream(viewer, (event) => {
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
      // Opened first, so nothing published meanwhile is lost; a change both repeated and queued is only
      // refetched twice.
      const { replayMs } = query.data;
      if (replayMs) queue.unshift(...(await events.recentFor(viewer, replayMs)));
      // A ping that meets a stream the client has just closed fails quietly: the loop below ends it anyway.
      const ping = () => stream.writeSSE({ event: 'ping', data: '{}' }).catch(() => undefined);
      const heartbeat = setInterval(() => void ping(), HEARTBEAT_MS);
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
