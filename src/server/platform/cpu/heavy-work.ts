import { AppError } from '../errors';
import type { TLimits } from '../rate-limit/limiter';

/** Heavy tasks (statement imports, receipt downloads) one organization may have running at once. */
export const HEAVY_TASKS_PER_ORGANIZATION = 2;
/** A task's place is given back when it ends; one lost with its server is free again after this long. */
const PLACE_LEASE_SECONDS = 120;
/** A task over the organization's share waits this long for a place, asking again every poll. */
const MAX_WAIT_MS = 10_000;
const POLL_MS = 250;

type TPlace = { release: () => Promise<void> };

/** A kind of heavy work: its places per organization in the shared store, and what a refusal says. */
export type THeavyKind = { name: string; places: number; refusal: string };

export const IMPORTS_AND_DOWNLOADS: THeavyKind = {
  name: 'heavy-work',
  places: HEAVY_TASKS_PER_ORGANIZATION,
  refusal: `This group already has ${HEAVY_TASKS_PER_ORGANIZATION} imports or downloads running: try again when one has finished`,
};

/**
 * A reconciliation reads the period's book entries: one at a time per organization, so one group asking
 * for it over and over takes one database connection's work, not all of them.
 */
export const RECONCILIATIONS: THeavyKind = {
  name: 'heavy-reconciliation',
  places: 1,
  refusal: "The group's reconciliation is being worked out for other requests: try again in a moment",
};

export type THeavyWork = {
  /** A place now, or null when the organization's are taken (a job then waits its turn in the queue). */
  tryTakePlace: (organizationId: string) => Promise<TPlace | null>;
  /**
   * A place once the organization has fewer than its kind's places taken on
   * any server, waiting up to 10 s for its turn; then refuses with what to do. The place is held until
   * the returned `release` is called (a streamed answer holds it until the stream ends).
   */
  takePlace: (organizationId: string) => Promise<TPlace>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per-organization places for heavy work, counted in the shared limits store every server uses (ADR 64). */
export function createHeavyWork(limits: TLimits, kind: THeavyKind = IMPORTS_AND_DOWNLOADS): THeavyWork {
  const places = limits.limiter({
    name: kind.name,
    points: kind.places,
    windowSeconds: PLACE_LEASE_SECONDS,
  });

  async function tryTakePlace(organizationId: string): Promise<TPlace | null> {
    const answer = await places.hit(organizationId);
    if (!answer.isAllowed) {
      // The refused hit counted too: give it back, so waiting takes no place.
      await places.giveBack(organizationId);
      return null;
    }
    let isReleased = false;
    return {
      release: async () => {
        if (isReleased) return;
        isReleased = true;
        await places.giveBack(organizationId);
      },
    };
  }

  async function takePlace(organizationId: string): Promise<TPlace> {
    const until = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const place = await tryTakePlace(organizationId);
      if (place) return place;
      if (Date.now() + POLL_MS > until) {
        throw new AppError('RATE_LIMITED', kind.refusal);
      }
      await sleep(POLL_MS);
    }
  }

  return {
    tryTakePlace,
    takePlace,
  };
}
