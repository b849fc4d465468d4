import type { TDb } from './client';

/**
 * Builds something once per database and hands it back on later calls: prepared statements, and caches that
 * must never mix two databases (tests run many at once, and the demo seed gives every one the same rows).
 *
 * Prepared statements get a fixed name, so PostgreSQL parses each once per connection and, after a few runs,
 * reuses a generic plan: the request pays no planning. Prepare only lookups by a unique key or over rows whose
 * count is the same for every organization (its ledger accounts, one summary row). A statement over tenant
 * tables whose sizes differ widely between organizations (journal, contributions, loans) must stay
 * unprepared: a generic plan sized for the average organization is very slow for the largest one (measured:
 * 80 ms instead of 0.1 ms for the recent transactions of a large society). Prepared statements run outside
 * any transaction; use them on the root database only.
 */
export function perDatabase<T>(build: (db: TDb) => T): (db: TDb) => T {
  const byDb = new WeakMap<TDb, T>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) {
      value = build(db);
      byDb.set(db, value);
    }
    return value;
  };
}
