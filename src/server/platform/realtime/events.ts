import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIVE_TOPICS, MAX_EVENTS_REPLAY_MS } from '../../../shared/live-topics';
import type { TDatabase, TDbOrTx } from '../../db/client';
import { userOrganizations } from '../../db/schema';
import type { TLogger } from '../logger';
import type { TLimits } from '../rate-limit/limiter';

export const CHANNEL = 'masakhane_events';

/** The topic names, shared with the web client's query keys. */
export const TOPICS = LIVE_TOPICS;

export const ZChangeEvent = z.object({
  topic: z.enum(TOPICS),
  organizationId: z.uuid().nullable(),
  /**
   * Set when the change concerns one person's own record (a submission): then only that person, the
   * organization's admins and platform staff hear of it, not every member (nor, without an organization,
   * every signed-in user).
   */
  userId: z.uuid().optional(),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;

/**
 * Publishes through PostgreSQL NOTIFY, so every server instance hears it. Inside a transaction
 * the notification is delivered only when the transaction commits.
 */
export async function publishChange(db: TDbOrTx, event: TChangeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

/** Open live-update streams one user may hold at once, across every instance; one more is refused (429). */
export const MAX_STREAMS_PER_USER = 5;
/**
 * Open streams are counted in the shared limiter per lease of this length: each instance renews its open
 * streams into the next lease shortly before it starts, so a stream of an instance that died stops counting
 * within one lease.
 */
export const STREAM_LEASE_MS = 60_000;
const RENEW_AHEAD_MS = 10_000;

/** How far back a stream that opens may ask to hear of changes it missed (`recentFor`). */
export const MAX_REPLAY_MS = MAX_EVENTS_REPLAY_MS;
/** The most recent changes an instance keeps for that, whatever their age. */
const MAX_RECENT_CHANGES = 500;

export type TStreamViewer = { userId: string; isStaff: boolean };

export type TEventHub = {
  /** Every event, unfiltered (in-process listeners such as tests). */
  subscribe: (onEvent: (event: TChangeEvent) => void) => () => void;
  /**
   * A user's stream: receives only the events they may see. Returns its close function, or null when the
   * user already holds MAX_STREAMS_PER_USER streams.
   */
  openStream: (viewer: TStreamViewer, onEvent: (event: TChangeEvent) => void) => Promise<(() => void) | null>;
  /**
   * The changes this instance heard in the last `withinMs` (at most MAX_REPLAY_MS) that the viewer may see,
   * each topic of each organization once: what a page whose data was read before its stream opened missed.
   * Only the topic and organization of each are meant to be sent.
   */
  recentFor: (viewer: TStreamViewer, withinMs: number) => Promise<TChangeEvent[]>;
  stop: () => Promise<void>;
};

type TStream = { isStaff: boolean; onEvent: (event: TChangeEvent) => void; leases: Set<number> };

/**
 * One LISTEN per instance. Streams are indexed by user, and each event costs one query for the members
 * (and their roles) of its organization among the users connected here, whatever the number of streams;
 * delivery only queues the event on each stream, so a write never waits on a slow reader.
 */
export async function startEventHub(
  database: TDatabase,
  logger: TLogger,
  limits: TLimits,
): Promise<TEventHub> {
  const listeners = new Set<(event: TChangeEvent) => void>();
  const streamsByUser = new Map<string, Set<TStream>>();
  const leases = startStreamLeases(limits, streamsByUser, logger);
  const recent: { heardAt: number; event: TChangeEvent }[] = [];
  let fanOuts: Promise<void> = Promise.resolve();

  function remember(event: TChangeEvent): void {
    const heardAt = Date.now();
    recent.push({ heardAt, event });
    while (recent.length > MAX_RECENT_CHANGES || (recent[0] && recent[0].heardAt < heardAt - MAX_REPLAY_MS))
      recent.shift();
  }

  async function deliver(event: TChangeEvent): Promise<void> {
    if (streamsByUser.size === 0) return;
    const roles = await readAudienceRoles(database, event, [...streamsByUser.keys()]);
    for (const [userId, streams] of streamsByUser) {
      for (const stream of streams) {
        if (stream.isStaff || isVisibleTo(event, userId, roles.get(userId))) stream.onEvent(event);
      }
    }
  }

  const unlisten = await database.listen(CHANNEL, (payload) => {
    let event: TChangeEvent;
    try {
      event = ZChangeEvent.parse(JSON.parse(payload));
    } catch {
      logger.warn('ignored malformed change event');
      return;
    }
    for (const onEvent of listeners) onEvent(event);
    remember(event);
    // One fan-out at a time keeps each stream's events in publishing order.
    fanOuts = fanOuts
      .then(() => deliver(event))
      .catch((reason: unknown) => logger.warn('change event not delivered', { reason: String(reason) }));
  });
  return {
    subscribe(onEvent) {
      listeners.add(onEvent);
      return () => listeners.delete(onEvent);
    },
    async openStream(viewer, onEvent) {
      const stream: TStream = { isStaff: viewer.isStaff, onEvent, leases: new Set() };
      if (!(await leases.take(viewer.userId, stream))) return null;
      const streams = streamsByUser.get(viewer.userId) ?? new Set<TStream>();
      streams.add(stream);
      streamsByUser.set(viewer.userId, streams);
      let isClosed = false;
      return () => {
        if (isClosed) return;
        isClosed = true;
        streams.delete(stream);
        if (streams.size === 0 && streamsByUser.get(viewer.userId) === streams)
          streamsByUser.delete(viewer.userId);
        leases.release(viewer.userId, stream);
      };
    },
    async recentFor(viewer, withinMs) {
      const since = Date.now() - Math.min(withinMs, MAX_REPLAY_MS);
      const unique = new Map<string, TChangeEvent>();
      for (const { heardAt, event } of recent) {
        if (heardAt < since) continue;
        // A change to someone's own record stays apart: whether the viewer may hear of it depends on whose.
        unique.set(JSON.stringify([event.topic, event.organizationId, event.userId ?? null]), event);
      }
      const events = [...unique.values()];
      const roles = viewer.isStaff ? new Map() : await readViewerRoles(database, viewer.userId, events);
      const seen = new Set<string>();
      return events.filter((event) => {
        const role = event.organizationId ? roles.get(event.organizationId) : undefined;
        if (!viewer.isStaff && !isVisibleTo(event, viewer.userId, role)) return false;
        // What the stream sends is the topic and the organization: one notice for each pair.
        const sent = `${event.topic} ${event.organizationId}`;
        if (seen.has(sent)) return false;
        seen.add(sent);
        return true;
      });
    },
    stop: async () => {
      leases.stop();
      await unlisten();
    },
  };
}

/**
 * The count of each user's open streams, in the shared limiter, one counter per lease period. A stream
 * takes a place in the current lease (refused when the user has MAX_STREAMS_PER_USER there); before the
 * next lease starts every open stream of this instance is counted in it; a closing stream gives its places
 * back.
 */
function startStreamLeases(limits: TLimits, streamsByUser: Map<string, Set<TStream>>, logger: TLogger) {
  const limiter = limits.limiter({
    name: 'live-streams',
    points: MAX_STREAMS_PER_USER,
    windowSeconds: (2 * STREAM_LEASE_MS) / 1000,
  });
  const leaseAt = (at: number) => Math.floor(at / STREAM_LEASE_MS);
  const keyOf = (userId: string, lease: number) => `${userId}:${lease}`;
  let timer: NodeJS.Timeout | undefined;

  async function renew(lease: number) {
    for (const [userId, streams] of streamsByUser) {
      const unrenewed = [...streams].filter((stream) => !stream.leases.has(lease));
      if (unrenewed.length === 0) continue;
      for (const stream of unrenewed) stream.leases.add(lease);
      await limiter.add(keyOf(userId, lease), unrenewed.length);
    }
  }

  function schedule() {
    const next = leaseAt(Date.now()) + 1;
    const wait = Math.max(0, next * STREAM_LEASE_MS - RENEW_AHEAD_MS - Date.now());
    timer = setTimeout(() => {
      renew(next)
        .catch((reason: unknown) =>
          logger.warn('live-update streams not renewed', { reason: String(reason) }),
        )
        .finally(schedule);
    }, wait);
    timer.unref();
  }
  schedule();

  return {
    async take(userId: string, stream: TStream): Promise<boolean> {
      const now = Date.now();
      const lease = leaseAt(now);
      const answer = await limiter.hit(keyOf(userId, lease));
      if (!answer.isAllowed) {
        await limiter.giveBack(keyOf(userId, lease));
        return false;
      }
      stream.leases.add(lease);
      // Opened after this lease's renewal ran: count it in the next lease itself.
      if ((lease + 1) * STREAM_LEASE_MS - now <= RENEW_AHEAD_MS) {
        stream.leases.add(lease + 1);
        await limiter.add(keyOf(userId, lease + 1));
      }
      return true;
    },
    release(userId: string, stream: TStream): void {
      const current = leaseAt(Date.now());
      for (const lease of stream.leases) {
        if (lease < current) continue;
        limiter
          .giveBack(keyOf(userId, lease))
          .catch((reason: unknown) =>
            logger.warn('live-update stream not released', { reason: String(reason) }),
          );
      }
      stream.leases.clear();
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}

/** The viewer's membership role in each organization the events concern, where they have one. */
async function readViewerRoles(
  database: TDatabase,
  userId: string,
  events: TChangeEvent[],
): Promise<Map<string, 'admin' | 'member'>> {
  const organizationIds = [
    ...new Set(events.flatMap((event) => (event.organizationId ? [event.organizationId] : []))),
  ];
  if (organizationIds.length === 0) return new Map();
  const rows = await database.db
    .select({ organizationId: userOrganizations.organizationId, role: userOrganizations.role })
    .from(userOrganizations)
    .where(
      and(eq(userOrganizations.userId, userId), inArray(userOrganizations.organizationId, organizationIds)),
    );
  return new Map(rows.map((row) => [row.organizationId, row.role]));
}

/** The membership role in the event's organization of each connected user who has one. */
async function readAudienceRoles(
  database: TDatabase,
  event: TChangeEvent,
  userIds: string[],
): Promise<Map<string, 'admin' | 'member'>> {
  if (event.organizationId === null) return new Map();
  const rows = await database.db
    .select({ userId: userOrganizations.userId, role: userOrganizations.role })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.organizationId, event.organizationId),
        inArray(userOrganizations.userId, userIds),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.role]));
}

/**
 * A change to one person's record goes to that person and their organization's admins; any other change
 * to the organization's members; a change of no organization to everyone (staff hear everything).
 */
function isVisibleTo(event: TChangeEvent, userId: string, role: 'admin' | 'member' | undefined): boolean {
  if (event.userId !== undefined) return event.userId === userId || role === 'admin';
  return event.organizationId === null || role !== undefined;
}
