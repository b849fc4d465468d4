import { AppError } from '../errors';
import type { TLimits } from '../rate-limit/limiter';

/** Heavy tasks (statement imports, receipt downloads) one organization may have running at once. */
export const HEAVY_TASKS_PER_ORGANIZATION = 2;
/** A task's place is given back when it ends; one lost with its server is free again after this long. */
const PLACE_LEASE_SECONDS = 120;
/** A task over the organization's share waits this long for a place, asking again every poll. */
const MAX_WAIT_MS = 10_000;
const POLL_MS = 250;

export type THeavyWork = {
  /**
   * Runs `work` once the organization has fewer than HEAVY_TASKS_PER_ORGANIZATION heavy tasks running on
   * any server, waiting up to 10 s for its turn; then refuses with what to do. The place is held until
   * the returned `release` is called (a streamed answer holds it until the stream ends).
   */
  takePlace: (organizationId: string) => Promise<{ release: () => Promise<void> }>;
  run: <T>(organizationId: string, work: () => Promise<T>) => Promise<T>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per-organization places for heavy work, counted in the shared limits store every server uses (ADR 64). */
export function createHeavyWork(limits: TLimits, maxWaitMs = MAX_WAIT_MS): THeavyWork {
  const places = limits.limiter({
    name: 'heavy-work',
    points: HEAVY_TASKS_PER_ORGANIZATION,
    windowSeconds: PLACE_LEASE_SECONDS,
  });

  async function takePlace(organizationId: string) {
    const until = Date.now() + maxWaitMs;
    for (;;) {
      const answer = await places.hit(organizationId);
      if (answer.isAllowed) {
        let isReleased = false;
        return {
          release: async () => {
            if (isReleased) return;
            isReleased = true;
            await places.giveBack(organizationId);
          },
        };
      }
      // The refused hit counted too: give it back, so waiting takes no place.
      await places.giveBack(organizationId);
      if (Date.now() + POLL_MS > until) {
        throw new AppError(
          'RATE_LIMITED',
          `This group already has ${HEAVY_TASKS_PER_ORGANIZATION} imports or downloads running: try again when one has finished`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  return {
    takePlace,
    async run(organizationId, work) {
      const place = await takePlace(organizationId);
      try {
        return await work();
      } finally {
        await place.release();
      }
    },
  };
}
