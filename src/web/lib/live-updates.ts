/**
 * Live updates: one EventSource on GET /api/v1/events while signed in. Every `change` event
 * `{ topic, organizationId }` invalidates the queries whose key STARTS WITH the topic name, so a feature gets
 * live refresh for free by building its keys with `topicKey` (lib/query-keys.ts), e.g.
 * `[...topicKey('contributions', orgId), 'list']`. Topics: src/shared/live-topics.ts.
 * While the stream is open it is also the one refresh after this tab's own writes (lib/mutations.ts).
 * It opens after the page's data was read (ADR 51), so it first asks the server to repeat the changes made
 * since the oldest data on screen was fetched (`replayMs`); data older than the server keeps is refetched
 * instead. After a dropped connection it reconnects with back-off and refetches what is on screen, since
 * changes may have been missed meanwhile.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MAX_EVENTS_REPLAY_MS } from '../../shared/live-topics';
import { refreshTopic } from './query-keys';

const EVENTS_URL = '/api/v1/events';
/**
 * Added to the age of the data on screen, which the client counts from the answer's arrival: the server read
 * it a round trip before that (seconds on a weak phone network), and repeating a change twice costs only a
 * refetch.
 */
const REPLAY_MARGIN_MS = 5000;

/**
 * How far back the first stream asks the server to repeat changes, for data on screen fetched `dataAgeMs`
 * ago; null when that is further back than the server keeps (the data on screen is refetched instead).
 */
export function getReplayMs(dataAgeMs: number): number | null {
  const replayMs = Math.ceil(Math.max(0, dataAgeMs)) + REPLAY_MARGIN_MS;
  return replayMs <= MAX_EVENTS_REPLAY_MS ? replayMs : null;
}

/** Milliseconds since the oldest data that a mounted component shows was fetched; 0 when none shows any. */
function readShownDataAge(queryClient: QueryClient): number {
  const fetchedAt = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return fetchedAt.length > 0 ? Date.now() - Math.min(...fetchedAt) : 0;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

type TChange = { topic: string; organizationId: string | null };

let openStreams = 0;

/**
 * True while a stream is connected: a write's own change then arrives as a `change` event, which refreshes
 * its queries, so the writer need not refresh them again.
 */
export function isLiveStreamOpen(): boolean {
  return openStreams > 0;
}

/**
 * Parses one `change` event's data; null for anything malformed. Checked by hand (a topic of 1 to 64
 * characters, an organization id of at most 64 or null): the stream is open on every page, and zod stays out
 * of the code a first visit runs (docs/decisions/0042-dashboard-first-visit-under-180-kb.md).
 */
export function readChange(data: unknown): TChange | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { topic, organizationId } = parsed as Record<string, unknown>;
  if (typeof topic !== 'string' || topic.length < 1 || topic.length > 64) return null;
  if (organizationId !== null && (typeof organizationId !== 'string' || organizationId.length > 64))
    return null;
  return { topic, organizationId };
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
      const replayMs = hasConnectedBefore ? null : getReplayMs(readShownDataAge(queryClient));
      const url = replayMs === null ? EVENTS_URL : `${EVENTS_URL}?replayMs=${replayMs}`;
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener('ready', () => {
        if (replayMs === null) void queryClient.invalidateQueries();
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
