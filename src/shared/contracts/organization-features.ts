import { z } from 'zod';
import { ZFeatureFlag } from './me';

export const ZOrganizationFeature = z.object({
  featureKey: z.string(),
  featureName: z.string(),
  description: z.string().nullable(),
  category: ZFeatureFlag.shape.category,
  isCritical: z.boolean(),
  globalEnabled: z.boolean(),
  /** The organization's own setting; null follows the global flag. */
  override: z.boolean().nullable(),
  /** Whether the organization's type is offered the feature at all. */
  isOfferedToType: z.boolean(),
  /** What members of the organization get: gating of spec part 1, section 5. */
  isEnabled: z.boolean(),
});

export const ZSetFeatureOverride = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const ZFeatureOverrideResult = z.object({
  outcome: z.enum(['overridden', 'reset']),
  feature: ZOrganizationFeature,
});

export type TOrganizationFeature = z.infer<typeof ZOrganizationFeature>;
export type TFeatureOverrideResult = z.infer<typeof ZFeatureOverrideResult>;
