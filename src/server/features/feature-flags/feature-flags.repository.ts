import { asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { featureFlags } from '../../db/schema';

/** Every global flag, by category and name. */
export async function listFeatureFlags(db: TDbOrTx) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.category), asc(featureFlags.featureName));
}

/** The flag row, locked until the transaction ends so two admins toggling at once are serialised. */
export async function findFeatureFlagForUpdate(db: TDbOrTx, featureKey: string) {
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(eq(featureFlags.featureKey, featureKey))
    .limit(1)
    .for('update');
  return row;
}

export async function updateFeatureFlagEnabled(db: TDbOrTx, featureKey: string, enabled: boolean) {
  const [row] = await db
    .update(featureFlags)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(featureFlags.featureKey, featureKey))
    .returning();
  return row;
}
