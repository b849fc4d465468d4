import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** After this long without an idle moment (a busy phone), the work waits no longer. */
const LONGEST_WAIT_MS = 2000;

/** Once true, true for good in this document: pages opened later start such work at once. */
let hasSettled = false;
const waiting = new Set<() => void>();

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: LONGEST_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

function settle(): void {
  hasSettled = true;
  for (const notify of [...waiting]) notify();
}

/** Watches the query cache until nothing is being fetched and the browser then had an idle moment. */
function watchUntilSettled(queryClient: QueryClient, onSettled: () => void): () => void {
  waiting.add(onSettled);
  let cancelIdle: (() => void) | null = null;
  const check = () => {
    cancelIdle?.();
    cancelIdle = queryClient.isFetching() > 0 ? null : whenIdle(settle);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
  return () => {
    waiting.delete(onSettled);
    unsubscribe();
    cancelIdle?.();
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
    return watchUntilSettled(queryClient, () => setIsSettled(true));
  }, [queryClient, isSettled]);
  return isSettled;
}
