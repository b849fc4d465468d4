import type { TBootstrap, TMe, TOrgContext } from '../../../shared/contracts/me';
import type { TDb } from '../../db/client';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { getFeatureFlags } from '../feature-flags/feature-flags.service';
import { readPaymentReference } from '../organizations/payment-references';
import { listOrganizationOverrides, readMeRow, type TMeMembershipRow } from './me.repository';

/**
 * Any signed-in user, about themselves only: account, profile, platform roles and memberships, read in one
 * prepared statement (every dashboard page asks for it).
 */
export async function getMe(db: TDb, actor: TSessionUser): Promise<TMe> {
  const row = await readMeRow(db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'You must be signed in');
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      image: row.image,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
    },
    profile: {
      fullName: row.fullName ?? row.name,
      companyName: row.companyName ?? null,
      phone: row.phone ?? null,
      email: row.profileEmail ?? row.email,
      primaryRole: row.primaryRole ?? 'user',
      // The account's own creation date: a profile row may be written later (seed, back-fill).
      createdAt: row.createdAt.toISOString(),
    },
    platformRoles: actor.platformRoles,
    memberships: row.memberships.map(toMembership),
  };
}

function toMembership([
  id,
  organizationId,
  role,
  joinedAt,
  name,
  organizationType,
  description,
  logoUrl,
  active,
]: TMeMembershipRow) {
  return {
    id,
    organizationId,
    role,
    // JSON carries PostgreSQL's text of the time (microseconds, +00:00); the answer keeps milliseconds in UTC.
    joinedAt: new Date(joinedAt).toISOString(),
    organization: { id: organizationId, name, organizationType, description, logoUrl, active },
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
