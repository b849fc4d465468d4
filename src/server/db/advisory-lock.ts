import { sql } from 'drizzle-orm';
import type { TDbOrTx } from './client';

/**
 * Holds a lock named by `key` until the transaction ends: across every server on the database, a second
 * holder of the same key waits for the first to commit or roll back. Keys read `<what>:<whose id>`.
 */
export async function lockUntilCommit(tx: TDbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
