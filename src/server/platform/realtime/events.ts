import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase, TDbOrTx } from '../../db/client';
import type { TLogger } from '../logger';

export const CHANNEL = 'masakhane_events';

export const TOPICS = [
  'contributions',
  'loans',
  'transactions',
  'receipts',
  'reports',
  'submissions',
  'feature_flags',
  'organization_feature_flags',
  'join_requests',
  'memberships',
  'organizations',
  'approvals',
] as const;

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

export type TEventHub = {
  subscribe: (onEvent: (event: TChangeEvent) => void) => () => void;
  stop: () => Promise<void>;
};

/** One LISTEN per instance, fanned out to every connected stream in this process. */
export async function startEventHub(database: TDatabase, logger: TLogger): Promise<TEventHub> {
  const subscribers = new Set<(event: TChangeEvent) => void>();
  const unlisten = await database.listen(CHANNEL, (payload) => {
    let event: TChangeEvent;
    try {
      event = ZChangeEvent.parse(JSON.parse(payload));
    } catch {
      logger.warn('ignored malformed change event');
      return;
    }
    for (const onEvent of subscribers) onEvent(event);
  });
  return {
    subscribe(onEvent) {
      subscribers.add(onEvent);
      return () => subscribers.delete(onEvent);
    },
    stop: unlisten,
  };
}
