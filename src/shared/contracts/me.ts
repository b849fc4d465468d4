import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../organization-types';

export const ZPlatformRole = z.enum(['user', 'site_admin', 'developer']);
export const ZMembershipRole = z.enum(['admin', 'member']);
export const ZOrganizationType = z.enum(ORGANIZATION_TYPES);

export const ZOrganizationSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  organizationType: ZOrganizationType,
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  active: z.boolean(),
});

export const ZMembership = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  role: ZMembershipRole,
  joinedAt: z.string(),
  organization: ZOrganizationSummary,
});

/** GET /api/v1/me: who is signed in, with everything the shell needs to decide what to show. */
export const ZMe = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: z.object({
    fullName: z.string().nullable(),
    companyName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string(),
    primaryRole: ZPlatformRole,
    createdAt: z.string(),
  }),
  platformRoles: z.array(ZPlatformRole),
  memberships: z.array(ZMembership),
});

export const ZFeatureFlag = z.object({
  id: z.uuid(),
  featureKey: z.string(),
  featureName: z.string(),
  description: z.string().nullable(),
  category: z.enum(['general', 'security', 'payments', 'analytics', 'communication']),
  enabled: z.boolean(),
  isCritical: z.boolean(),
});

/** GET /api/v1/orgs/:orgId/context: the selected organization's type, overrides and the caller's role in it. */
export const ZOrgContext = z.object({
  organizationId: z.uuid(),
  organizationType: ZOrganizationType,
  membershipRole: ZMembershipRole.nullable(),
  /** What the caller writes as the reference of a bank payment to the group, e.g. KSS-4821. */
  paymentReference: z.string().nullable(),
  overrides: z.array(z.object({ featureKey: z.string(), enabled: z.boolean() })),
});

export type TMe = z.infer<typeof ZMe>;
export type TMembership = z.infer<typeof ZMembership>;
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;
export type TOrgContext = z.infer<typeof ZOrgContext>;

/**
 * GET /api/v1/bootstrap?orgId=: what the dashboard shell needs before its first page, in one answer: the user,
 * the global flags and the context of the organization asked for when the caller may open it, else of the
 * caller's first membership (null without any).
 */
export const ZBootstrap = z.object({
  me: ZMe,
  flags: z.array(ZFeatureFlag),
  context: ZOrgContext.nullable(),
});

export type TBootstrap = z.infer<typeof ZBootstrap>;
