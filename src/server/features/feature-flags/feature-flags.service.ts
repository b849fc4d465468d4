import type { TFeatureFlag } from '../../../shared/contracts/me';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { assertNoOrganizationShowsOpenLoans } from '../organizations/open-loans.service';
import {
  findFeatureFlagForUpdate,
  listFeatureFlags,
  updateFeatureFlagEnabled,
} from './feature-flags.repository';

type TFeatureFlagRow = NonNullable<Awaited<ReturnType<typeof updateFeatureFlagEnabled>>>;

function toFeatureFlag(row: TFeatureFlagRow): TFeatureFlag {
  return {
    id: row.id,
    featureKey: row.featureKey,
    featureName: row.featureName,
    description: row.description,
    category: row.category,
    enabled: row.enabled,
    isCritical: row.isCritical,
  };
}

/** Any signed-in user: the global flags (they decide what the shell shows). */
export async function getFeatureFlags(db: TDb): Promise<TFeatureFlag[]> {
  return (await listFeatureFlags(db)).map(toFeatureFlag);
}

/**
 * Switches a global feature flag on or off. Callers: site_admin and developer only (the route's guard).
 * Guarantees: the flag, its audit row and the 'feature_flags' live change are written in one transaction;
 * an unknown key is NOT_FOUND and changes nothing. Loans cannot go off while an organization that shows loans
 * has open ones (CONFLICT naming the organizations).
 */
export async function setFeatureFlagEnabled(
  db: TDb,
  input: { actor: TSessionUser; featureKey: string; enabled: boolean; requestId: string | null },
): Promise<TFeatureFlag> {
  return db.transaction(async (tx) => {
    const before = await findFeatureFlagForUpdate(tx, input.featureKey);
    if (!before) throw new AppError('NOT_FOUND', 'Feature flag not found');
    if (before.featureKey === 'loans' && before.enabled && !input.enabled) {
      await assertNoOrganizationShowsOpenLoans(tx);
    }
    const after = await updateFeatureFlagEnabled(tx, input.featureKey, input.enabled);
    if (!after) throw new AppError('NOT_FOUND', 'Feature flag not found');
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: input.actor.userId,
      action: 'feature_flag.update',
      targetType: 'feature_flag',
      targetId: after.featureKey,
      summary: { before: { enabled: before.enabled }, after: { enabled: after.enabled } },
      requestId: input.requestId,
    });
    await publishChange(tx, { topic: 'feature_flags', organizationId: null });
    return toFeatureFlag(after);
  });
}
