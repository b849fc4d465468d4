import { z } from 'zod';

/** A feature key in a path: lower-case words joined by underscores, as in feature_flags.feature_key. */
export const ZFeatureKeyParam = z
  .string()
  .min(1, 'Feature key is required')
  .max(64, 'Feature key must be at most 64 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'Feature key may contain only lower-case letters, digits and underscores');

/** PATCH /api/v1/admin/feature-flags/:featureKey: switch a global feature flag on or off. */
export const ZUpdateFeatureFlag = z.strictObject({
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});

export type TUpdateFeatureFlag = z.infer<typeof ZUpdateFeatureFlag>;
