import type { TLimits } from '../../platform/rate-limit/limiter';

/** Failures an account may have before each further attempt must wait. */
export const FREE_ACCOUNT_FAILURES = 5;
/** Failed sign-ins one address may make in ADDRESS_WINDOW_SECONDS (many members share one carrier address). */
export const ADDRESS_FAILURE_LIMIT = 50;
const ADDRESS_WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
/** An account with no failure for this long starts again from nothing. */
const QUIET_RESET_SECONDS = 60 * 60;

export type TFailedSignIns = {
  /** Milliseconds the caller must still wait before trying this account or from this address; 0 when free. */
  readWaitMs(email: string, address: string): Promise<number>;
  /**
   * Counts a failed sign-in; true for exactly one caller across all instances: the one whose failure starts
   * the delays (time to warn the owner).
   */
  recordFailure(email: string, address: string): Promise<boolean>;
  /** A good password clears the account's count. */
  recordSuccess(email: string): Promise<void>;
};

/** The wait after `failures` failures: none for the first few, then 30 s doubling up to 15 minutes. */
export function readAccountDelayMs(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_ACCOUNT_FAILURES), MAX_DELAY_MS);
}

/**
 * Failed sign-in counts per account (growing delay) and per address (a wide budget), in the shared limiter,
 * so a guesser who alternates between instances meets one count and one delay, and the owner one warning.
 */
export function createFailedSignIns(limits: TLimits): TFailedSignIns {
  const accountFailures = limits.limiter({
    name: 'sign-in-failures',
    points: Number.MAX_SAFE_INTEGER,
    windowSeconds: QUIET_RESET_SECONDS,
  });
  const accountDelays = limits.limiter({ name: 'sign-in-delay', points: 1, windowSeconds: 1 });
  const addressFailures = limits.limiter({
    name: 'sign-in-address-failures',
    points: ADDRESS_FAILURE_LIMIT,
    windowSeconds: ADDRESS_WINDOW_SECONDS,
  });
  return {
    async readWaitMs(email, address) {
      const [delay, fromAddress] = await Promise.all([
        accountDelays.read(email.toLowerCase()),
        addressFailures.read(address),
      ]);
      const accountWait = delay?.msBeforeReset ?? 0;
      const addressWait =
        fromAddress && fromAddress.count >= ADDRESS_FAILURE_LIMIT ? fromAddress.msBeforeReset : 0;
      return Math.max(accountWait, addressWait);
    },
    async recordFailure(email, address) {
      const key = email.toLowerCase();
      const [{ count: failures }] = await Promise.all([
        accountFailures.add(key),
        addressFailures.add(address),
      ]);
      // Counted atomically in the store: one failure, on one instance, is the fifth.
      const delayMs = readAccountDelayMs(failures);
      await Promise.all([
        // The quiet hour counts from the latest failure.
        accountFailures.set(key, failures, QUIET_RESET_SECONDS),
        delayMs > 0 ? accountDelays.set(key, 1, Math.ceil(delayMs / 1000)) : Promise.resolve(),
      ]);
      return failures === FREE_ACCOUNT_FAILURES;
    },
    async recordSuccess(email) {
      const key = email.toLowerCase();
      await Promise.all([accountFailures.clear(key), accountDelays.clear(key)]);
    },
  };
}
