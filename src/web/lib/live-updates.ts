/**
 * Live updates: one EventSource on GET /api/v1/events while signed in. Every `change` event
 * `{ topic, organizationId }` invalidates the queries whose key STARTS WITH the topic name, so a feature gets
 * live refresh for free by building its keys with `topicKey` (lib/query-keys.ts), e.g.
 * `[...topicKey('contributions', orgId), 'list']`. Topics: src/shared/live-topics.ts.
 * While the stream is open it is also the one refresh after this tab's own writes (lib/mutations.ts).
 * After a dropped connection it reconnects with back-off and refetches what is on screen, since changes may
 * have been missed meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { refreshTopic } from './query-keys';

const EVENTS_URL = '/api/v1/events';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const ZChange = z.object({
  topic: z.string().min(1).max(64),
  organizationId: z.string().max(64).nullable(),
});

let openStreams = 0;

/**
 * True while a stream is connected: a write's own change then arrives as a `change` event, which refreshes
 * its queries, so the writer need not refresh them again.
 */
export function isLiveStreamOpen(): boolean {
  return openStreams > 0;
}

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
    let isCounted = false;
    const setCounted = (isOpen: boolean) => {
      if (isOpen !== isCounted) openStreams += isOpen ? 1 : -1;
      isCounted = isOpen;
    };

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.addEventListener('ready', () => {
        if (hasConnectedBefore) void queryClient.invalidateQueries();
        hasConnectedBefore = true;
        retryMs = FIRST_RETRY_MS;
        setCounted(true);
      });
      source.addEventListener('change', (event) => {
        const change = readChange(event.data);
        if (change) refreshTopic(queryClient, change.topic);
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        setCounted(false);
        if (isStopped) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };

    connect();
    return () => {
      isStopped = true;
      setCounted(false);
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [isEnabled, queryClient]);
}
