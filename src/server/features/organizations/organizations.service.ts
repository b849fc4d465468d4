import { getHighestRole, isFeatureAvailable, isFeatureOfferedToType } from '../../../shared/access';
import { readBooksStartOn } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TOwnJoinRequest } from '../../../shared/contracts/join-requests';
import type {
  TBrowseQuery,
  TBrowseResult,
  TOrganizationDetail,
  TOrganizationDetails,
  TOrganizationPatch,
  TOrganizationSettings,
} from '../../../shared/contracts/organizations';
import { ORGANIZATION_TYPE_LABELS } from '../../../shared/organization-types';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { assertCanCreateOrganization, type TCreationLimits } from './creation-limits';
import { findFeatureFlag } from './feature-overrides.repository';
import { assertNoOpenLoans } from './open-loans.service';
import {
  isStaff,
  lockManagedOrganization,
  type TActionContext,
  toOrganizationDetail,
} from './organization-rules';
import {
  browseOrganizations as browseOrganizationRows,
  countMembers,
  findOrganization,
  insertMembership,
  insertOrganization,
  listOwnJoinRequests,
  lockOrganization,
  type TOrganizationRow,
  updateOrganization,
} from './organizations.repository';

const BROWSER_FEATURE = 'organizations_browser';

/**
 * Browsing and joining have no organization in the path, so the `organizations_browser` flag is checked
 * against the global flags alone (staff bypass it, as with every feature).
 */
export async function assertBrowserAvailable(db: TDbOrTx, actor: TSessionUser): Promise<void> {
  const flag = await findFeatureFlag(db, BROWSER_FEATURE);
  const isAvailable = isFeatureAvailable({
    featureKey: BROWSER_FEATURE,
    role: getHighestRole(actor.platformRoles),
    flags: flag ? [{ featureKey: flag.featureKey, enabled: flag.enabled }] : [],
    overrides: [],
    organizationType: null,
  });
  if (!isAvailable) throw new AppError('FEATURE_DISABLED', 'Browsing organizations is not available');
}

function toOwnJoinRequest(row: {
  id: string;
  status: TOwnJoinRequest['status'];
  createdAt: Date;
  reviewedAt: Date | null;
}): TOwnJoinRequest {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Any signed-in user, while the organizations browser is available: active organizations by name, searched
 * by name and description, with member counts, whether the user belongs to each and their latest join
 * request there. Platform staff may ask for archived organizations too.
 */
export async function browseOrganizations(
  db: TDb,
  actor: TSessionUser,
  query: TBrowseQuery,
): Promise<TBrowseResult> {
  await assertBrowserAvailable(db, actor);
  const includeArchived = query.includeArchived === 'true';
  if (includeArchived && !isStaff(actor)) {
    throw new AppError('FORBIDDEN', 'Only platform staff can list archived organizations');
  }
  const { rows, total } = await browseOrganizationRows(db, {
    userId: actor.userId,
    search: query.search || undefined,
    includeArchived,
    limit: query.limit,
    offset: query.offset,
  });
  const ownRequests = await listOwnJoinRequests(
    db,
    actor.userId,
    rows.map((row) => row.organization.id),
  );
  return {
    total,
    organizations: rows.map(({ organization, memberCount, isMember }) => {
      const latest = ownRequests.find((request) => request.organizationId === organization.id);
      return {
        id: organization.id,
        name: organization.name,
        description: organization.description,
        organizationType: organization.organizationType,
        logoUrl: organization.logoUrl,
        active: organization.active,
        memberCount,
        isMember,
        isInstantJoin: organization.settings.allow_public_join && !organization.settings.require_approval,
        myJoinRequest: latest ? toOwnJoinRequest(latest) : null,
      };
    }),
  };
}

/**
 * Any signed-in user: creates an organization with the spec's default settings (approval required, no
 * public join, no member limit) and makes the creator its admin, in one transaction with its audit row.
 * At most MAX_ORGANIZATIONS_PER_DAY per user (429 beyond).
 */
export async function createOrganization(
  db: TDb,
  context: TActionContext,
  input: TOrganizationDetails,
  limits: TCreationLimits,
): Promise<TOrganizationDetail> {
  const { actor, requestId } = context;
  return db.transaction(async (tx) => {
    await assertCanCreateOrganization(tx, limits, actor.userId);
    const organization = await insertOrganization(tx, {
      ...input,
      createdBy: actor.userId,
      settings: { require_approval: true, allow_public_join: false, max_members: null },
    });
    const membership = await insertMembership(tx, {
      organizationId: organization.id,
      userId: actor.userId,
      role: 'admin',
    });
    await writeAudit(tx, {
      organizationId: organization.id,
      actorUserId: actor.userId,
      action: 'organization.created',
      targetType: 'organization',
      targetId: organization.id,
      summary: { name: organization.name, organizationType: organization.organizationType },
      requestId,
    });
    await writeAudit(tx, {
      organizationId: organization.id,
      actorUserId: actor.userId,
      action: 'membership.created',
      targetType: 'membership',
      targetId: membership.id,
      summary: { userId: actor.userId, role: 'admin', reason: 'creator' },
      requestId,
    });
    await publishChange(tx, { topic: 'organizations', organizationId: organization.id });
    await publishChange(tx, { topic: 'memberships', organizationId: organization.id });
    return toOrganizationDetail(organization, { memberCount: 1, adminCount: 1 }, 'admin');
  });
}

/** A member of the organization or platform staff (archived organizations included). */
export async function getOrganization(db: TDb, org: TOrgAccess): Promise<TOrganizationDetail> {
  const organization = await findOrganization(db, org.organizationId);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found');
  return toOrganizationDetail(organization, await countMembers(db, organization.id), org.membershipRole);
}

function summarizeDetails(row: TOrganizationRow) {
  return {
    name: row.name,
    description: row.description,
    organizationType: row.organizationType,
    email: row.email,
    phone: row.phone,
  };
}

async function finishUpdate(
  tx: TDbOrTx,
  context: TActionContext,
  org: TOrgAccess,
  input: { after: TOrganizationRow; action: string; summary: object },
): Promise<TOrganizationDetail> {
  await writeAudit(tx, {
    organizationId: input.after.id,
    actorUserId: context.actor.userId,
    action: input.action,
    targetType: 'organization',
    targetId: input.after.id,
    summary: { ...input.summary },
    requestId: context.requestId,
  });
  await publishChange(tx, { topic: 'organizations', organizationId: input.after.id });
  return toOrganizationDetail(input.after, await countMembers(tx, input.after.id), org.membershipRole);
}

/**
 * The organization's admins or platform staff: a partial update of name, description, type, e-mail and
 * phone (omitted fields stay as they are). A type without loans is refused while loans are outstanding.
 */
export async function updateOrganizationDetails(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: TOrganizationPatch,
): Promise<TOrganizationDetail> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) satisfies Partial<TOrganizationDetails>;
  return db.transaction(async (tx) => {
    const before = await lockManagedOrganization(tx, org.organizationId, context.actor);
    const type = input.organizationType;
    if (type && type !== before.organizationType && !isFeatureOfferedToType('loans', type)) {
      await assertNoOpenLoans(
        tx,
        org.organizationId,
        (open) =>
          `This organization has ${open.count} open loan${open.count === 1 ? '' : 's'} (${open.borrowers}), and a ${ORGANIZATION_TYPE_LABELS[type]} cannot have loans: settle or write them off before changing the type`,
      );
    }
    const after = await updateOrganization(tx, org.organizationId, changes);
    return finishUpdate(tx, context, org, {
      after,
      action: 'organization.updated',
      summary: { before: summarizeDetails(before), after: summarizeDetails(after) },
    });
  });
}

/**
 * The organization's admins or platform staff: approval, public join and the member limit. A limit below
 * the current number of members is refused rather than leaving the organization over its own limit.
 */
export async function updateMembershipSettings(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: TOrganizationSettings,
): Promise<TOrganizationDetail> {
  return db.transaction(async (tx) => {
    const before = await lockManagedOrganization(tx, org.organizationId, context.actor);
    if (input.maxMembers !== null) {
      const { memberCount } = await countMembers(tx, org.organizationId);
      if (input.maxMembers < memberCount) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Maximum members cannot be less than the current ${memberCount} members`,
        );
      }
    }
    const settings = {
      ...before.settings,
      require_approval: input.requireApproval,
      allow_public_join: input.allowPublicJoin,
      max_members: input.maxMembers,
    };
    const after = await updateOrganization(tx, org.organizationId, { settings });
    return finishUpdate(tx, context, org, {
      after,
      action: 'organization.settings_updated',
      summary: { before: before.settings, after: settings },
    });
  });
}

/**
 * The organization's admins or platform staff, typing its name to confirm: the organization becomes
 * inactive (hidden from browse, read-only for money) but keeps every record for its members and staff.
 */
export async function archiveOrganization(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  confirmName: string,
): Promise<TOrganizationDetail> {
  return db.transaction(async (tx) => {
    const before = await lockManagedOrganization(tx, org.organizationId, context.actor);
    if (!before.active) throw new AppError('CONFLICT', 'This organization is already archived');
    if (confirmName !== before.name) {
      throw new AppError('VALIDATION_FAILED', 'The name you typed does not match the organization name');
    }
    const after = await updateOrganization(tx, org.organizationId, { active: false, archivedAt: new Date() });
    return finishUpdate(tx, context, org, {
      after,
      action: 'organization.archived',
      summary: { name: before.name },
    });
  });
}

/** Platform staff only (organization.restore): brings an archived organization back. */
export async function restoreOrganization(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
): Promise<TOrganizationDetail> {
  return db.transaction(async (tx) => {
    const before = await lockOrganization(tx, org.organizationId);
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found');
    if (before.active) throw new AppError('CONFLICT', 'This organization is not archived');
    const after = await updateOrganization(tx, org.organizationId, { active: true, archivedAt: null });
    return finishUpdate(tx, context, org, {
      after,
      action: 'organization.restored',
      summary: { name: before.name, archivedAt: before.archivedAt?.toISOString() ?? null },
    });
  });
}

/**
 * Any caller inside the organization's features: the first day of its books (null for an unknown id), e.g.
 * to tell a statement line dated years before it.
 */
export async function readOrganizationBooksStartOn(
  db: TDbOrTx,
  organizationId: string,
): Promise<string | null> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) return null;
  return readBooksStartOn({
    createdOn: getTodayIso(organization.createdAt),
    booksStartOn: organization.booksStartOn,
  });
}
