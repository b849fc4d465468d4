import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** After this long without an idle moment (a busy phone), the work waits no longer. */
const LONGEST_WAIT_MS = 2000;

/** Once true, true for good in this document: pages opened later start such work at once. */
let hasSettled = false;
const waiting = new Set<() => void>();
/** Ends the one watch of the query cache; null while nobody waits. */
let stopWatching: (() => void) | null = null;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: LONGEST_WAIT_MS });
  } else {
    setTimeout(run, 200);
  }
}

function settle(): void {
  hasSettled = true;
  stopWatching?.();
  stopWatching = null;
  for (const notify of [...waiting]) notify();
  waiting.clear();
}

/**
 * One watch of the query cache for the document, however many wait: it asks the browser for an idle moment, one
 * request at a time, and settles when that moment comes with nothing being fetched; when a fetch is still going,
 * the cache's next change asks again. A list page changes the cache about a hundred times as it draws its
 * records; asking anew at each change (and cancelling the last request) cost more than the render around it
 * (docs/decisions/0056-the-page-settles-on-one-idle-request.md).
 */
function watchQueryCache(queryClient: QueryClient): () => void {
  let isAsking = false;
  const ask = () => {
    if (isAsking) return;
    isAsking = true;
    whenIdle(() => {
      isAsking = false;
      if (stopWatching === stop && queryClient.isFetching() === 0) settle();
    });
  };
  // The cache's unsubscribe is also this watch's name: an idle moment settles only while it is the one watching.
  const stop = queryClient.getQueryCache().subscribe(ask);
  ask();
  return stop;
}

/** Calls `onSettled` once the page has settled; the returned function stops waiting. */
export function waitUntilSettled(queryClient: QueryClient, onSettled: () => void): () => void {
  waiting.add(onSettled);
  stopWatching ??= watchQueryCache(queryClient);
  return () => {
    waiting.delete(onSettled);
    if (waiting.size > 0) return;
    stopWatching?.();
    stopWatching = null;
  };
}

/**
 * False until the queries the page opened with have all answered and the browser then had an idle moment (the
 * page drawn), then true for good. For requests nobody waits on as a page opens (the live-updates stream, the
 * session re-check when the bootstrap already named the user, the member filter's list): started before the
 * page's own content is drawn, they take a connection and a round trip from it on a slow network (ADR 51).
 * The query cache is watched only until then, so settling costs no renders afterwards.
 */
export function useOnceSettled(): boolean {
  const queryClient = useQueryClient();
  const [isSettled, setIsSettled] = useState(hasSettled);
  useEffect(() => {
    if (isSettled) return;
    if (hasSettled) {
      setIsSettled(true);
      return;
    }
    return waitUntilSettled(queryClient, () => setIsSettled(true));
  }, [queryClient, isSettled]);
  return isSettled;
}
