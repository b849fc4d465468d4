/**
 * Live updates: one EventSource on GET /api/v1/events while signed in. Every `change` event
 * `{ topic, organizationId }` invalidates the queries whose key STARTS WITH the topic name, so a feature gets
 * live refresh for free by naming its keys `[topic, ...]`, e.g. `['contributions', orgId, 'list']`.
 * Topics (src/server/platform/realtime/events.ts): contributions, loans, transactions, receipts, reports,
 * submissions, feature_flags, organization_feature_flags, join_requests, memberships, organizations, approvals.
 * Memberships and organizations also refresh ['auth'] (the signed-in user's memberships live there).
 * Contributions, loans and transactions also refresh ['analytics'] (figures computed from those records).
 * After a dropped connection it reconnects with back-off and refetches what is on screen, since changes may
 * have been missed meanwhile.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';

const EVENTS_URL = '/api/v1/events';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const ZChange = z.object({
  topic: z.string().min(1).max(64),
  organizationId: z.string().max(64).nullable(),
});

const TOPICS_THAT_CHANGE_THE_USER = new Set(['memberships', 'organizations']);
const TOPICS_THAT_CHANGE_ANALYTICS = new Set(['contributions', 'loans', 'transactions']);

/** Parses one `change` event's data; null for anything malformed. */
export function readChange(data: unknown): { topic: string; organizationId: string | null } | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function applyChange(queryClient: QueryClient, topic: string) {
  void queryClient.invalidateQueries({ queryKey: [topic] });
  if (TOPICS_THAT_CHANGE_THE_USER.has(topic)) void queryClient.invalidateQueries({ queryKey: ['auth'] });
  if (TOPICS_THAT_CHANGE_ANALYTICS.has(topic))
    void queryClient.invalidateQueries({ queryKey: ['analytics'] });
}

/** Keeps the open stream while `isEnabled`; closes it when disabled or unmounted. */
export function useLiveUpdates(isEnabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let hasConnectedBefore = false;
    let isStopped = false;

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.addEventListener('ready', () => {
        if (hasConnectedBefore) void queryClient.invalidateQueries();
        hasConnectedBefore = true;
        retryMs = FIRST_RETRY_MS;
      });
      source.addEventListener('change', (event) => {
        const change = readChange(event.data);
        if (change) applyChange(queryClient, change.topic);
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        if (isStopped) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };

    connect();
    return () => {
      isStopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [isEnabled, queryClient]);
}
