import type { TBootstrap, TMe, TOrgContext } from '../../../shared/contracts/me';
import type { TDb } from '../../db/client';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { getFeatureFlags } from '../feature-flags/feature-flags.service';
import { readPaymentReference } from '../organizations/payment-references';
import { findUserWithProfile, listMemberships, listOrganizationOverrides } from './me.repository';

/** Any signed-in user, about themselves only: account, profile, platform roles and memberships. */
export async function getMe(db: TDb, actor: TSessionUser): Promise<TMe> {
  const row = await findUserWithProfile(db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'You must be signed in');
  const memberships = await listMemberships(db, actor.userId);
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      name: row.user.name,
      emailVerified: row.user.emailVerified,
      image: row.user.image,
      twoFactorEnabled: row.user.twoFactorEnabled ?? false,
    },
    profile: {
      fullName: row.profile?.fullName ?? row.user.name,
      companyName: row.profile?.companyName ?? null,
      phone: row.profile?.phone ?? null,
      email: row.profile?.email ?? row.user.email,
      primaryRole: row.profile?.primaryRole ?? 'user',
      // The account's own creation date: a profile row may be written later (seed, back-fill).
      createdAt: row.user.createdAt.toISOString(),
    },
    platformRoles: actor.platformRoles,
    memberships: memberships.map(({ membership, organization }) => ({
      id: membership.id,
      organizationId: organization.id,
      role: membership.role,
      joinedAt: membership.joinedAt.toISOString(),
      organization: {
        id: organization.id,
        name: organization.name,
        organizationType: organization.organizationType,
        description: organization.description,
        logoUrl: organization.logoUrl,
        active: organization.active,
      },
    })),
  };
}

/** Any signed-in user: the global flags (they decide what the shell shows). */
export { getFeatureFlags };

/**
 * A member of the organization (or platform staff): its type, overrides, the caller's role and the
 * caller's payment reference (null without a membership).
 */
export async function getOrgContext(db: TDb, org: TOrgAccess, userId: string): Promise<TOrgContext> {
  const [overrides, paymentReference] = await Promise.all([
    listOrganizationOverrides(db, org.organizationId),
    readPaymentReference(db, org.organizationId, userId),
  ]);
  return {
    organizationId: org.organizationId,
    organizationType: org.organizationType,
    membershipRole: org.membershipRole,
    paymentReference,
    overrides,
  };
}

/**
 * The dashboard's first round in one answer: the user, the global flags and the selected organization's
 * context. The organization is the one asked for when the caller may open it (`requested`, decided by the
 * organization guard's rules), else the caller's first membership, as the web app chooses; none without any.
 */
export async function getBootstrap(
  db: TDb,
  actor: TSessionUser,
  input: { requested: TOrgAccess | null; openOrg: (orgId: string) => Promise<TOrgAccess | null> },
): Promise<TBootstrap> {
  const [me, flags] = await Promise.all([getMe(db, actor), getFeatureFlags(db)]);
  const firstId = me.memberships[0]?.organizationId;
  const org = input.requested ?? (firstId ? await input.openOrg(firstId) : null);
  return { me, flags, context: org ? await getOrgContext(db, org, actor.userId) : null };
}
