// Plain state, no React: the entry (app/early-data.ts) notes cached answers before React has loaded.
/** Said whenever a write is attempted without a connection: nothing is queued to be sent later. */
export const OFFLINE_WRITE_MESSAGE = 'You are offline: nothing was saved. Try again when you are connected.';

/** The header the service worker (public/sw.js) puts on an answer it gave from its cache: when it was fetched. */
export const OFFLINE_CACHE_HEADER = 'x-offline-cache';

export type TOfflineState = { isOffline: boolean; figuresAsOf: Date | null };

let state: TOfflineState = { isOffline: false, figuresAsOf: null };
const listeners = new Set<() => void>();

function setState(next: TOfflineState) {
  if (next.isOffline === state.isOffline && next.figuresAsOf?.getTime() === state.figuresAsOf?.getTime())
    return;
  state = next;
  for (const listener of listeners) listener();
}

/** Whether the browser says it has no connection (the service worker's cache answers instead). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Notes an answer the service worker gave from its cache: the page shows figures as of the oldest such answer
 * until the network answers again.
 */
export function noteCachedAnswer(fetchedAt: string): void {
  const at = new Date(fetchedAt);
  if (Number.isNaN(at.getTime())) return;
  const oldest = state.figuresAsOf && state.figuresAsOf < at ? state.figuresAsOf : at;
  setState({ isOffline: true, figuresAsOf: oldest });
}

/** Notes an answer from the network: the figures are current again. */
export function noteLiveAnswer(): void {
  if (state.isOffline || state.figuresAsOf) setState({ isOffline: isBrowserOffline(), figuresAsOf: null });
}

/** Calls `listener` whenever the state changes (and follows the browser's online and offline events meanwhile). */
export function subscribeOfflineState(listener: () => void) {
  listeners.add(listener);
  const onChange = () => setState({ ...state, isOffline: isBrowserOffline() || state.figuresAsOf !== null });
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The current state. */
export const readOfflineState = (): TOfflineState => state;

/** "14:32": the time figures were fetched, as the banner says it. */
export function formatFetchedTime(at: Date): string {
  return at.toLocaleTimeString('en-ZA', { hour: '2-digit', minute: '2-digit', hour12: false });
}
