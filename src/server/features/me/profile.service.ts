import type { TUpdateProfile, TUpdateUserSettings, TUserSettings } from '../../../shared/contracts/account';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { DEFAULT_MAIL_SETTINGS } from '../../platform/mail/user-mail';
import { findUserSettings, updateProfileRow, upsertUserSettings } from './account.repository';

/**
 * Any signed-in user, about themselves only: sets Full Name, Company and Phone (already trimmed and bounded by
 * ZUpdateProfile; empty clears). The e-mail is never changed here. Audited.
 */
export async function updateProfile(
  db: TDb,
  actor: TSessionUser,
  input: TUpdateProfile,
  requestId: string | null,
): Promise<void> {
  const fullName = input.fullName || null;
  const companyName = input.companyName || null;
  const phone = input.phone === undefined ? undefined : input.phone || null;
  await db.transaction(async (tx) => {
    const before = await updateProfileRow(tx, actor.userId, { fullName, companyName, phone });
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'profile.updated',
      targetType: 'user',
      targetId: actor.userId,
      summary: {
        before: before ?? null,
        after: { fullName, companyName, ...(phone === undefined ? {} : { phone }) },
      },
      requestId,
    });
  });
}

/** Any signed-in user: their notification switches, or the defaults when never saved. */
export async function readUserSettings(db: TDbOrTx, userId: string): Promise<TUserSettings> {
  const row = await findUserSettings(db, userId);
  if (!row) return DEFAULT_MAIL_SETTINGS;
  return {
    emailNotifications: row.emailNotifications,
    transactionAlerts: row.transactionAlerts,
    memberUpdates: row.memberUpdates,
  };
}

/** Any signed-in user, about themselves: changes the given switches and keeps the others. Audited. */
export async function updateUserSettings(
  db: TDb,
  actor: TSessionUser,
  input: TUpdateUserSettings,
  requestId: string | null,
): Promise<TUserSettings> {
  return db.transaction(async (tx) => {
    const current = await readUserSettings(tx, actor.userId);
    const next = { ...current, ...input };
    await upsertUserSettings(tx, actor.userId, next);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'settings.updated',
      targetType: 'user',
      targetId: actor.userId,
      summary: { before: current, after: next },
      requestId,
    });
    return next;
  });
}
