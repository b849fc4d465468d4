import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { UNSUBSCRIBE_SETTING, verifyUnsubscribeToken } from '../../platform/mail/user-mail';
import { upsertUserSettings } from './account.repository';
import { readUserSettings } from './profile.service';

/** What each kind of e-mail is called on the unsubscribe page. */
const KIND_LABEL = {
  notification: 'Email Notifications',
  transaction: 'Transaction Alerts',
  member_update: 'Member Updates',
} as const;

/**
 * Anyone holding a link we signed (no sign-in: one click from the e-mail, RFC 8058): turns off the switch
 * for that kind of e-mail. Repeating it changes nothing. Audited with the user as actor.
 */
export async function unsubscribeByToken(
  db: TDb,
  secret: string,
  token: string,
  requestId: string | null,
): Promise<{ setting: string }> {
  const verified = verifyUnsubscribeToken(secret, token);
  if (!verified) throw new AppError('VALIDATION_FAILED', 'This unsubscribe link is not valid');
  const key = UNSUBSCRIBE_SETTING[verified.kind];
  await db.transaction(async (tx) => {
    const current = await readUserSettings(tx, verified.userId);
    if (!current[key]) return;
    await upsertUserSettings(tx, verified.userId, { ...current, [key]: false });
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: verified.userId,
      action: 'settings.unsubscribed',
      targetType: 'user',
      targetId: verified.userId,
      summary: { setting: key },
      requestId,
    });
  });
  return { setting: KIND_LABEL[verified.kind] };
}
