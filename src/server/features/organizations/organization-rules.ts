import { can, getEffectiveRole, getHighestRole, isPlatformStaff } from '../../../shared/access';
import type { TOrganizationDetail } from '../../../shared/contracts/organizations';
import type { TDbOrTx } from '../../db/client';
import type { TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TUserMailer } from '../../platform/mail/user-mail';
import {
  countMembers,
  findMembershipRole,
  lockOrganization,
  type TOrganizationRow,
} from './organizations.repository';

/** Who acts and under which request id (for the audit row). */
export type TActionContext = {
  actor: TSessionUser;
  requestId: string | null;
  /** Tells members about decisions on them (Member Updates); absent where nothing is sent. */
  userMailer?: TUserMailer | undefined;
};

export function isStaff(actor: TSessionUser): boolean {
  return isPlatformStaff(getHighestRole(actor.platformRoles));
}

/**
 * Locks the organization for the rest of the transaction and checks, under that lock, that the actor still
 * runs it: an admin there, or platform staff (whoever `can()` lets change its details). The guard checked this before the transaction began; checking
 * again under the lock means two admins changing each other's roles at once cannot both succeed on stale
 * standing.
 */
export async function lockManagedOrganization(
  tx: TDbOrTx,
  organizationId: string,
  actor: TSessionUser,
): Promise<TOrganizationRow> {
  const organization = await lockOrganization(tx, organizationId);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
  const membershipRole = await findMembershipRole(tx, organizationId, actor.userId);
  const role = getEffectiveRole({ platformRoles: actor.platformRoles, membershipRole });
  if (!can({ role }, 'organization.update')) {
    throw new AppError('FORBIDDEN', 'Only organization admins can do this');
  }
  return organization;
}

/** Refuses a new member when the organization is archived or at its member limit (call under the lock). */
export async function assertCanAddMember(tx: TDbOrTx, organization: TOrganizationRow): Promise<void> {
  if (!organization.active) throw new AppError('CONFLICT', 'This organization is archived');
  const limit = organization.settings.max_members;
  if (limit === null) return;
  const { memberCount } = await countMembers(tx, organization.id);
  if (memberCount >= limit) {
    throw new AppError('CONFLICT', `This organization has reached its limit of ${limit} members`);
  }
}

/** The API shape of an organization, with its counts and the caller's role in it. */
export function toOrganizationDetail(
  row: TOrganizationRow,
  counts: { memberCount: number; adminCount: number },
  myRole: 'admin' | 'member' | null,
): TOrganizationDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organizationType: row.organizationType,
    logoUrl: row.logoUrl,
    email: row.email,
    phone: row.phone,
    settings: {
      requireApproval: row.settings.require_approval,
      allowPublicJoin: row.settings.allow_public_join,
      maxMembers: row.settings.max_members,
    },
    active: row.active,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    memberCount: counts.memberCount,
    adminCount: counts.adminCount,
    myRole,
  };
}
