import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while a page is pre-rendered and while the browser hydrates it; true from then on (and at once when
 * the page renders in the browser from scratch). Forms keep their submit buttons disabled until then, so a
 * press on the pre-rendered HTML cannot submit the form natively, bypassing validation.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
