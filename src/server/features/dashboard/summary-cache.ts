import type { TDb } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/** Whose figures an answer holds: the organization, the scope (a plain member's user id, or '*'), the day. */
export type TSummaryKey = { organizationId: string; scope: string; today: string };

type TEntry<T> = { version: number; answer: Promise<T> };

/** Enough for every organization's group answer and its active members' own; cleared whole when full. */
const SUMMARY_CACHE_LIMIT = 10_000;

const summaryCache = perDatabase(() => new Map<string, TEntry<unknown>>());

/** Frozen through and through: a kept answer is served to many requests, so nothing may change it. */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The answer computed under the organization's figures version `version` (ADR 41), computing it when none is
 * kept. The version is read before computing, so an answer is never kept under a version newer than its
 * figures: a write that commits while it is computed has already moved the version past it. With no version
 * (none read) the answer is computed and not kept. Requests that arrive while an answer is computed share it.
 * A kept answer is frozen and handed back as the same object each time (routes may rely on that, ADR 41).
 */
export function readThroughSummaryCache<T>(
  db: TDb,
  key: TSummaryKey,
  version: number | null,
  compute: () => Promise<T>,
): Promise<T> {
  if (version === null) return compute();
  const cache = summaryCache(db);
  const id = `${key.organizationId}:${key.scope}:${key.today}`;
  const kept = cache.get(id);
  if (kept?.version === version) return kept.answer as Promise<T>;
  const answer = compute().then(freezeDeep);
  // A request that read an older version than the one kept (it began before a write committed) is answered
  // afresh but does not replace the newer answer.
  if (kept && kept.version > version) return answer;
  if (!kept && cache.size >= SUMMARY_CACHE_LIMIT) cache.clear();
  const entry: TEntry<unknown> = { version, answer };
  cache.set(id, entry);
  answer.catch(() => {
    if (cache.get(id) === entry) cache.delete(id);
  });
  return answer;
}
