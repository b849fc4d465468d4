import { startTransition, useEffect, useState } from 'react';

/**
 * False until `condition` has held at a commit, then true for good: set from an effect in a transition, so what
 * it reveals renders in slices between the browser's other work, once, after what is on screen was committed
 * (ADR 50: a deferred value mounted below a Suspense boundary re-rendered a few hundred times instead).
 */
export function useLatchInTransition(condition: boolean): boolean {
  const [isLatched, setIsLatched] = useState(false);
  useEffect(() => {
    if (condition && !isLatched) startTransition(() => setIsLatched(true));
  }, [condition, isLatched]);
  return isLatched;
}
