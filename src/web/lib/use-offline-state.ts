import { useSyncExternalStore } from 'react';
import { readOfflineState, subscribeOfflineState, type TOfflineState } from './offline';

/** Offline or not, and the time of the oldest figures on screen that came from the cache. */
export function useOfflineState(): TOfflineState {
  return useSyncExternalStore(subscribeOfflineState, readOfflineState, readOfflineState);
}
