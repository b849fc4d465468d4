/**
 * The query-key factory every feature builds its keys from. A key starts with the live-update topic of the
 * data it holds and, for an organization's data, the organization id: `[topic, organizationId, ...]`. So the
 * one refresh function below serves both the live stream (lib/live-updates.ts) and a tab's own writes
 * (lib/mutations.ts), and a new feature gets live refresh by naming its topic (src/shared/live-topics.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TLiveTopic } from '../../shared/live-topics';

/** The root of a topic's keys: all organizations, or one. Features append what they show (`'list'`, filters). */
export function topicKey(topic: TLiveTopic): readonly [TLiveTopic];
export function topicKey(topic: TLiveTopic, organizationId: string): readonly [TLiveTopic, string];
export function topicKey(topic: TLiveTopic, organizationId?: string) {
  return organizationId === undefined ? ([topic] as const) : ([topic, organizationId] as const);
}

/** Keys outside the topics: the signed-in user (memberships live there) and figures computed from records. */
export const AUTH_KEY = ['auth'] as const;
export const ANALYTICS_KEY = ['analytics'] as const;

/** A change to these also changes the signed-in user's memberships. */
const TOPICS_THAT_CHANGE_THE_USER: ReadonlySet<string> = new Set<TLiveTopic>([
  'memberships',
  'organizations',
]);
/** A change to these also changes the analytics figures. */
const TOPICS_THAT_CHANGE_ANALYTICS: ReadonlySet<string> = new Set<TLiveTopic>([
  'contributions',
  'loans',
  'transactions',
]);

/**
 * Marks stale (and refetches what is on screen) every query of a topic, for one organization or all, with
 * the queries derived from it (the user for memberships, analytics for money records).
 */
export function refreshTopic(queryClient: QueryClient, topic: string, organizationId?: string | null): void {
  void queryClient.invalidateQueries({ queryKey: organizationId ? [topic, organizationId] : [topic] });
  if (TOPICS_THAT_CHANGE_THE_USER.has(topic)) void queryClient.invalidateQueries({ queryKey: AUTH_KEY });
  if (TOPICS_THAT_CHANGE_ANALYTICS.has(topic))
    void queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY });
}
