import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import {
  anonymizeUser,
  findAccountHolderName,
  findOrganizationsOwed,
  findSoleAdminOrganizations,
  isAccountDeleted,
} from './account-deletion.repository';

/** Where a user's photo is kept in storage. */
export const avatarStorageKey = (userId: string) => `avatars/${userId}.webp`;

/**
 * Who reads the reasons: the account holder ("You are the last admin of ...") or platform staff, who are told
 * about the person by name ("Thandi Nkosi is the last admin of ...").
 */
export type TDeletionReader = 'holder' | 'staff';

async function collectBlockers(
  tx: TDbOrTx,
  userId: string,
  options: { lock: boolean; reader: TDeletionReader },
): Promise<string[]> {
  const soleAdmin = await findSoleAdminOrganizations(tx, userId, { lock: options.lock });
  const owed = await findOrganizationsOwed(tx, userId);
  if (soleAdmin.length === 0 && owed.length === 0) return [];
  if (options.reader === 'holder') {
    return [
      ...soleAdmin.map(
        (name) => `You are the last admin of ${name}: appoint another admin in Manage Members first`,
      ),
      ...owed.map((name) => `Your loan from ${name} is still owed: it must be repaid or written off first`),
    ];
  }
  const person = await findAccountHolderName(tx, userId);
  return [
    ...soleAdmin.map(
      (name) =>
        `${person} is the last admin of ${name}: another admin must be appointed in Manage Members first`,
    ),
    ...owed.map(
      (name) => `${person} still owes on a loan from ${name}: it must be repaid or written off first`,
    ),
  ];
}

/**
 * Why the account cannot be deleted now, one sentence per reason, worded for whoever reads it (the holder or
 * staff; the caller's guard decides who may ask); empty when it can.
 */
export async function readDeletionBlockers(
  db: TDb,
  userId: string,
  reader: TDeletionReader,
): Promise<string[]> {
  return collectBlockers(db, userId, { lock: false, reader });
}

/**
 * The user themselves or platform staff: deletes an account (POPIA). Refused (CONFLICT, with the reasons)
 * while the user is the last admin of an organization or owes money on a loan, checked under the
 * organizations' locks. Otherwise personal data is removed, memberships end and the person can no longer
 * sign in; the books keep every entry, shown as "Former member". The reasons are worded for the holder when
 * they delete their own account and name the person when staff do. Audited; NOT_FOUND for an unknown or
 * already deleted account.
 */
export async function deleteUserAccount(
  db: TDb,
  input: { userId: string; actorId: string; requestId?: string | null; storage?: TStorage },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await isAccountDeleted(tx, input.userId);
    if (deleted === null || deleted) throw new AppError('NOT_FOUND', 'User not found');
    const blockers = await collectBlockers(tx, input.userId, {
      lock: true,
      reader: input.actorId === input.userId ? 'holder' : 'staff',
    });
    if (blockers.length > 0) throw new AppError('CONFLICT', blockers.join('. '));
    const leftOrganizations = await anonymizeUser(tx, input.userId, new Date());
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: input.actorId,
      action: input.actorId === input.userId ? 'account.deleted_by_self' : 'account.deleted_by_staff',
      targetType: 'user',
      targetId: input.userId,
      summary: { organizationsLeft: leftOrganizations.length },
      requestId: input.requestId ?? null,
    });
    for (const organizationId of leftOrganizations) {
      await publishChange(tx, { topic: 'memberships', organizationId });
    }
  });
  await input.storage?.remove(avatarStorageKey(input.userId));
}
