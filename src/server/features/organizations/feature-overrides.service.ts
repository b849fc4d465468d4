import { isFeatureAvailable, isFeatureOfferedToType } from '../../../shared/access';
import type {
  TFeatureOverrideResult,
  TOrganizationFeature,
} from '../../../shared/contracts/organization-features';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import {
  deleteOverride,
  findFeatureFlag,
  findOverride,
  listFeatureFlags,
  listOverrides,
  upsertOverride,
} from './feature-overrides.repository';
import { assertNoOpenLoans, describeLoansStillOpen } from './open-loans.service';
import { lockManagedOrganization, type TActionContext } from './organization-rules';

type TFlagRow = NonNullable<Awaited<ReturnType<typeof findFeatureFlag>>>;

/** Features with no organization in play (browsing happens before joining one): set platform-wide only. */
const PLATFORM_ONLY_FEATURES: ReadonlySet<string> = new Set(['organizations_browser']);

function toOrganizationFeature(
  flag: TFlagRow,
  override: boolean | null,
  org: Pick<TOrgAccess, 'organizationType'>,
): TOrganizationFeature {
  return {
    featureKey: flag.featureKey,
    featureName: flag.featureName,
    description: flag.description,
    category: flag.category,
    isCritical: flag.isCritical,
    globalEnabled: flag.enabled,
    override,
    isOfferedToType: isFeatureOfferedToType(flag.featureKey, org.organizationType),
    // What a member gets: admins do not bypass gating, only platform staff do.
    isEnabled: isFeatureAvailable({
      featureKey: flag.featureKey,
      role: 'user',
      flags: [{ featureKey: flag.featureKey, enabled: flag.enabled }],
      overrides: override === null ? [] : [{ featureKey: flag.featureKey, enabled: override }],
      organizationType: org.organizationType,
    }),
  };
}

/** The organization's admins or platform staff: every global feature with the organization's override. */
export async function listOrganizationFeatures(db: TDb, org: TOrgAccess): Promise<TOrganizationFeature[]> {
  const [flags, overrides] = await Promise.all([listFeatureFlags(db), listOverrides(db, org.organizationId)]);
  return flags
    .filter((flag) => !PLATFORM_ONLY_FEATURES.has(flag.featureKey))
    .map((flag) =>
      toOrganizationFeature(
        flag,
        overrides.find((row) => row.featureKey === flag.featureKey)?.enabled ?? null,
        org,
      ),
    );
}

async function loadFlag(db: TDbOrTx, featureKey: string): Promise<TFlagRow> {
  const flag = await findFeatureFlag(db, featureKey);
  if (!flag) throw new AppError('NOT_FOUND', 'Feature not found');
  if (PLATFORM_ONLY_FEATURES.has(flag.featureKey)) {
    throw new AppError('CONFLICT', `${flag.featureName} is set for the whole platform only`);
  }
  return flag;
}

async function recordChange(
  tx: TDbOrTx,
  context: TActionContext,
  org: TOrgAccess,
  input: { featureKey: string; before: boolean | null; after: boolean | null },
) {
  await writeAudit(tx, {
    organizationId: org.organizationId,
    actorUserId: context.actor.userId,
    action: input.after === null ? 'feature_override.reset' : 'feature_override.set',
    targetType: 'organization_feature_flag',
    targetId: input.featureKey,
    summary: { before: input.before, after: input.after },
    requestId: context.requestId,
  });
  await publishChange(tx, { topic: 'organization_feature_flags', organizationId: org.organizationId });
}

/**
 * The organization's admins or platform staff: turns a feature on or off for the organization. A setting
 * equal to the global flag deletes the override (back to the global setting); a different one creates or
 * updates it. A feature off for the whole platform cannot be turned on for one organization, because an
 * override only counts while the global flag is on. Loans cannot be turned off while the organization has
 * open loans (CONFLICT naming the borrowers): they would vanish from the admin's and the borrowers' view.
 */
export async function setFeatureOverride(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: { featureKey: string; enabled: boolean },
): Promise<TFeatureOverrideResult> {
  return db.transaction(async (tx) => {
    await lockManagedOrganization(tx, org.organizationId, context.actor);
    const flag = await loadFlag(tx, input.featureKey);
    const before = (await findOverride(tx, org.organizationId, flag.featureKey))?.enabled ?? null;
    if (input.enabled === flag.enabled) {
      if (before !== null) {
        await deleteOverride(tx, org.organizationId, flag.featureKey);
        await recordChange(tx, context, org, { featureKey: flag.featureKey, before, after: null });
      }
      return { outcome: 'reset', feature: toOrganizationFeature(flag, null, org) };
    }
    if (!flag.enabled) {
      throw new AppError(
        'CONFLICT',
        `${flag.featureName} is turned off for the whole platform and cannot be turned on for one organization`,
      );
    }
    if (flag.featureKey === 'loans' && !input.enabled) {
      await assertNoOpenLoans(tx, org.organizationId, describeLoansStillOpen);
    }
    if (before !== input.enabled) {
      await upsertOverride(tx, {
        organizationId: org.organizationId,
        featureKey: flag.featureKey,
        enabled: input.enabled,
      });
      await recordChange(tx, context, org, { featureKey: flag.featureKey, before, after: input.enabled });
    }
    return { outcome: 'overridden', feature: toOrganizationFeature(flag, input.enabled, org) };
  });
}

/** The organization's admins or platform staff: removes the override, so the global flag applies again. */
export async function resetFeatureOverride(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  featureKey: string,
): Promise<TFeatureOverrideResult> {
  return db.transaction(async (tx) => {
    await lockManagedOrganization(tx, org.organizationId, context.actor);
    const flag = await loadFlag(tx, featureKey);
    const before = (await findOverride(tx, org.organizationId, flag.featureKey))?.enabled ?? null;
    if (before !== null && (await deleteOverride(tx, org.organizationId, flag.featureKey))) {
      await recordChange(tx, context, org, { featureKey: flag.featureKey, before, after: null });
    }
    return { outcome: 'reset', feature: toOrganizationFeature(flag, null, org) };
  });
}
