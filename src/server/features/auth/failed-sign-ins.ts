/** Failures an account may have before each further attempt must wait. */
export const FREE_ACCOUNT_FAILURES = 5;
/** Failed sign-ins one address may make in ADDRESS_WINDOW_MS (many members share one carrier address). */
export const ADDRESS_FAILURE_LIMIT = 50;
const ADDRESS_WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
/** An account with no failure for this long starts again from nothing. */
const QUIET_RESET_MS = 60 * 60_000;
const MAX_KEYS = 10_000;

type TAccountState = { failures: number; lastFailureAt: number };

export type TFailedSignIns = {
  /** Milliseconds the caller must still wait before trying this account or from this address; 0 when free. */
  readWaitMs(email: string, address: string): number;
  /** Counts a failed sign-in; true when it is the failure that starts the delays (time to warn the owner). */
  recordFailure(email: string, address: string): boolean;
  /** A good password clears the account's count. */
  recordSuccess(email: string): void;
};

/** The wait after `failures` failures: none for the first few, then 30 s doubling up to 15 minutes. */
export function readAccountDelayMs(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_ACCOUNT_FAILURES), MAX_DELAY_MS);
}

function forgetOldest<T>(map: Map<string, T>) {
  if (map.size <= MAX_KEYS) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

/**
 * In-memory failed sign-in counts per account (growing delay) and per address (a wide budget). One process
 * each, like the other in-memory limits: enough to make guessing a password hopeless without a shared store.
 */
export function createFailedSignIns(now: () => number = Date.now): TFailedSignIns {
  const accounts = new Map<string, TAccountState>();
  const addresses = new Map<string, number[]>();
  const readAccount = (email: string) => {
    const state = accounts.get(email.toLowerCase());
    if (!state || now() - state.lastFailureAt > QUIET_RESET_MS) return undefined;
    return state;
  };
  const readAddressFailures = (address: string) =>
    (addresses.get(address) ?? []).filter((at) => now() - at < ADDRESS_WINDOW_MS);
  return {
    readWaitMs(email, address) {
      const state = readAccount(email);
      const accountWait = state
        ? Math.max(0, state.lastFailureAt + readAccountDelayMs(state.failures) - now())
        : 0;
      const recent = readAddressFailures(address);
      const addressWait =
        recent.length >= ADDRESS_FAILURE_LIMIT && recent[0] !== undefined
          ? recent[0] + ADDRESS_WINDOW_MS - now()
          : 0;
      return Math.max(accountWait, addressWait);
    },
    recordFailure(email, address) {
      const key = email.toLowerCase();
      const failures = (readAccount(key)?.failures ?? 0) + 1;
      accounts.delete(key);
      accounts.set(key, { failures, lastFailureAt: now() });
      forgetOldest(accounts);
      const recent = readAddressFailures(address);
      recent.push(now());
      addresses.delete(address);
      addresses.set(address, recent);
      forgetOldest(addresses);
      return failures === FREE_ACCOUNT_FAILURES;
    },
    recordSuccess(email) {
      accounts.delete(email.toLowerCase());
    },
  };
}
