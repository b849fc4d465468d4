import { useLatchInTransition } from './use-latch-in-transition';

/** How many cards a phone list renders at once as it first shows: more than a phone's screen holds. */
export const FIRST_ROWS = 10;

/**
 * The rows a phone list renders: on its first showing the first FIRST_ROWS at once, then all of them in a
 * transition, which React renders in slices between the browser's own work instead of one long task; from
 * then on every row, whatever the list later holds (a refetch never cuts it short again).
 */
export function useRowsInSteps<TRow>(rows: readonly TRow[], isStepped = true): readonly TRow[] {
  const hasMore = isStepped && rows.length > FIRST_ROWS;
  const isComplete = useLatchInTransition(hasMore);
  return isComplete || !hasMore ? rows : rows.slice(0, FIRST_ROWS);
}
