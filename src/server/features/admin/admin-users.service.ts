import { can, getHighestRole, type TRole } from '../../../shared/access';
import type {
  TAdminUser,
  TAdminUserDetail,
  TAdminUserList,
  TAdminUserListQuery,
  TAuditRow,
  TUpdateAdminUserInput,
  TUserStatus,
} from '../../../shared/contracts/admin';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TStorage } from '../../platform/storage/storage';
import { deleteUserAccount, readDeletionBlockers } from '../account/account-deletion.service';
import {
  findLastSignIn,
  findUserRow,
  listUserAudit,
  listUserMemberships,
  listUsers,
  lockProfile,
  replaceStaffRoles,
  setUserBanned,
  type TUserRow,
  updateUserNames,
} from './admin-users.repository';

/** Who acts and under which request id (for the audit row). */
export type TStaffContext = { actor: TSessionUser; requestId: string | null };

const RECENT_AUDIT_ROWS = 10;

/** Deleted outranks suspended outranks unverified: what staff must know first. */
function readStatus(row: TUserRow): TUserStatus {
  if (row.deletedAt) return 'deleted';
  if (row.banned) return 'suspended';
  if (!row.hasSignIn) return 'no_account';
  if (!row.emailVerified) return 'unverified';
  return 'active';
}

function toAdminUser(row: TUserRow): TAdminUser {
  const roles: TRole[] = [...row.platformRoles, ...(row.isOrgAdmin ? (['organization_admin'] as const) : [])];
  return {
    userId: row.userId,
    fullName: row.fullName,
    companyName: row.companyName,
    // A member a group added without an account has no address of its own to show (ADR 65).
    email: row.hasSignIn ? row.email : '',
    hasSignIn: row.hasSignIn,
    status: readStatus(row),
    role: getHighestRole(roles),
    platformRoles: row.platformRoles,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAuditRow(row: Awaited<ReturnType<typeof listUserAudit>>[number]): TAuditRow {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    organizationId: row.organizationId,
    actorName: row.actorName,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Platform staff (admin.users): a page of users by name or company and by the spec's role filter. */
export async function listAdminUsers(db: TDb, query: TAdminUserListQuery): Promise<TAdminUserList> {
  const { rows, total, isTotalCapped } = await listUsers(db, query);
  return { users: rows.map(toAdminUser), total, isTotalCapped, limit: query.limit, offset: query.offset };
}

async function readUserOrThrow(db: TDbOrTx, userId: string): Promise<TUserRow> {
  const row = await findUserRow(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** Platform staff (admin.users): one user with memberships, last sign-in, 2FA and recent audit rows. */
export async function getAdminUser(db: TDb, userId: string): Promise<TAdminUserDetail> {
  const row = await readUserOrThrow(db, userId);
  const [memberships, lastSignIn, audit, blockers] = await Promise.all([
    listUserMemberships(db, userId),
    findLastSignIn(db, userId, row.email),
    listUserAudit(db, userId, RECENT_AUDIT_ROWS),
    row.deletedAt ? Promise.resolve([]) : readDeletionBlockers(db, userId, 'staff'),
  ]);
  return {
    ...toAdminUser(row),
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    lastSignInAt: lastSignIn?.toISOString() ?? null,
    banReason: row.banReason,
    memberships: memberships.map((membership) => ({
      ...membership,
      joinedAt: membership.joinedAt.toISOString(),
    })),
    recentActivity: audit.map(toAuditRow),
    deletionBlockers: blockers,
  };
}

/** Whether the actor may act on developer accounts and the developer role (developers only). */
const isDeveloper = (actor: TSessionUser) =>
  can({ role: getHighestRole(actor.platformRoles) }, 'admin.developers');

/**
 * The rules every staff action on an account obeys: the account exists and is not deleted, staff never act on
 * their own account here, and only a developer acts on a developer.
 */
function assertMayActOn(context: TStaffContext, target: TUserRow, what: string): void {
  if (target.deletedAt) throw new AppError('CONFLICT', 'This account has been deleted');
  if (target.userId === context.actor.userId) {
    throw new AppError('FORBIDDEN', `You cannot ${what} your own account here`);
  }
  if (target.platformRoles.includes('developer') && !isDeveloper(context.actor)) {
    throw new AppError('FORBIDDEN', 'Only a developer can change a developer account');
  }
}

/**
 * Platform staff: changes a user's name and company, and their platform roles. Nobody changes their own roles;
 * only a developer grants or removes developer. Audited with the before and after.
 */
export async function updateAdminUser(
  db: TDb,
  context: TStaffContext,
  userId: string,
  input: TUpdateAdminUserInput,
): Promise<TAdminUserDetail> {
  await db.transaction(async (tx) => {
    if (!(await lockProfile(tx, userId))) throw new AppError('NOT_FOUND', 'User not found');
    const before = await readUserOrThrow(tx, userId);
    if (before.deletedAt) throw new AppError('CONFLICT', 'This account has been deleted');
    const roles = input.platformRoles ? [...new Set(input.platformRoles)].sort() : undefined;
    const isRoleChange = roles !== undefined && roles.join(',') !== before.platformRoles.join(',');
    if (isRoleChange) {
      if (userId === context.actor.userId)
        throw new AppError('FORBIDDEN', 'You cannot change your own roles');
      const touchesDeveloper = roles.includes('developer') !== before.platformRoles.includes('developer');
      if ((touchesDeveloper || before.platformRoles.includes('developer')) && !isDeveloper(context.actor)) {
        throw new AppError('FORBIDDEN', 'Only a developer can grant or remove the developer role');
      }
      await replaceStaffRoles(tx, userId, roles);
    }
    await updateUserNames(tx, userId, { fullName: input.fullName, companyName: input.companyName });
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: context.actor.userId,
      action: 'user.updated',
      targetType: 'user',
      targetId: userId,
      summary: {
        before: { fullName: before.fullName, companyName: before.companyName, roles: before.platformRoles },
        after: {
          fullName: input.fullName ?? before.fullName,
          companyName: input.companyName === undefined ? before.companyName : input.companyName,
          roles: roles ?? before.platformRoles,
        },
      },
      requestId: context.requestId,
    });
  });
  return getAdminUser(db, userId);
}

/**
 * Platform staff: suspends (every session ends at once; sign-in is refused) or restores an account.
 * Not their own, not a developer's unless they are one. Audited.
 */
export async function setUserSuspended(
  db: TDb,
  context: TStaffContext,
  userId: string,
  input: { suspended: boolean; reason?: string | undefined },
): Promise<TAdminUserDetail> {
  await db.transaction(async (tx) => {
    if (!(await lockProfile(tx, userId))) throw new AppError('NOT_FOUND', 'User not found');
    const target = await readUserOrThrow(tx, userId);
    assertMayActOn(context, target, input.suspended ? 'suspend' : 'restore');
    if (Boolean(target.banned) === input.suspended) {
      throw new AppError(
        'CONFLICT',
        input.suspended ? 'This account is already suspended' : 'This account is not suspended',
      );
    }
    await setUserBanned(tx, userId, input.suspended, input.reason ?? null);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: context.actor.userId,
      action: input.suspended ? 'user.suspended' : 'user.restored',
      targetType: 'user',
      targetId: userId,
      summary: input.suspended ? { reason: input.reason ?? null } : {},
      requestId: context.requestId,
    });
  });
  return getAdminUser(db, userId);
}

/**
 * Platform staff: deletes an account through the one account-deletion path (refused while the user is the last
 * admin of an organization or owes money; personal data removed, ledger history kept as "Former member").
 */
export async function deleteAdminUser(
  db: TDb,
  context: TStaffContext,
  userId: string,
  storage: TStorage | undefined,
): Promise<void> {
  const target = await readUserOrThrow(db, userId);
  assertMayActOn(context, target, 'delete');
  await deleteUserAccount(db, {
    userId,
    actorId: context.actor.userId,
    requestId: context.requestId,
    ...(storage ? { storage } : {}),
  });
}
