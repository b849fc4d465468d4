import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { featureFlags, organizationFeatureFlags } from '../../db/schema';

export async function listFeatureFlags(db: TDbOrTx) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.category), asc(featureFlags.featureName));
}

export async function findFeatureFlag(db: TDbOrTx, featureKey: string) {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.featureKey, featureKey)).limit(1);
  return row;
}

export async function listOverrides(db: TDbOrTx, organizationId: string) {
  return db
    .select({ featureKey: organizationFeatureFlags.featureKey, enabled: organizationFeatureFlags.enabled })
    .from(organizationFeatureFlags)
    .where(eq(organizationFeatureFlags.organizationId, organizationId));
}

export async function findOverride(db: TDbOrTx, organizationId: string, featureKey: string) {
  const [row] = await db
    .select()
    .from(organizationFeatureFlags)
    .where(
      and(
        eq(organizationFeatureFlags.organizationId, organizationId),
        eq(organizationFeatureFlags.featureKey, featureKey),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertOverride(
  tx: TDbOrTx,
  input: { organizationId: string; featureKey: string; enabled: boolean },
) {
  await tx
    .insert(organizationFeatureFlags)
    .values(input)
    .onConflictDoUpdate({
      target: [organizationFeatureFlags.organizationId, organizationFeatureFlags.featureKey],
      set: { enabled: input.enabled, updatedAt: new Date() },
    });
}

export async function deleteOverride(tx: TDbOrTx, organizationId: string, featureKey: string) {
  const deleted = await tx
    .delete(organizationFeatureFlags)
    .where(
      and(
        eq(organizationFeatureFlags.organizationId, organizationId),
        eq(organizationFeatureFlags.featureKey, featureKey),
      ),
    )
    .returning({ id: organizationFeatureFlags.id });
  return deleted.length > 0;
}
