import type { TContactMessage, TEarlyAccessSignup, TNotFoundReport } from '../../../shared/contracts/site';
import { ZContactMessage, ZEarlyAccessSignup } from '../../../shared/contracts/site';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { TLogger } from '../../platform/logger';
import type { TMailer } from '../../platform/mail/mailer';
import { insertContactMessage, insertEarlyAccessSignup, insertPageView } from './site.repository';

export const ALREADY_ON_LIST_MESSAGE = "You're already on the list!";

/** Who sent a public request: the signed-in user when there is one, and the request id for the audit trail. */
export type TPublicCaller = { userId: string | null; requestId: string | null };

/**
 * Anyone, signed in or not: puts an e-mail address on the early-access list with the page it came from.
 * Guarantees: addresses are compared without case; a listed address is CONFLICT ("You're already on the list!")
 * and writes nothing; a new one is stored with its audit row in one transaction.
 */
export async function signUpForEarlyAccess(
  db: TDb,
  input: TEarlyAccessSignup,
  caller: TPublicCaller,
): Promise<{ id: string }> {
  const { email, sourcePage } = ZEarlyAccessSignup.parse(input);
  return db.transaction(async (tx) => {
    const row = await insertEarlyAccessSignup(tx, { email: email.toLowerCase(), sourcePage });
    if (!row) throw new AppError('CONFLICT', ALREADY_ON_LIST_MESSAGE);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: caller.userId,
      action: 'early_access.sign_up',
      targetType: 'early_access_signup',
      targetId: row.id,
      summary: { sourcePage },
      requestId: caller.requestId,
    });
    return row;
  });
}

/** Header values must stay on one line. */
function toOneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function renderContactMail(message: ReturnType<typeof ZContactMessage.parse>) {
  const name = toOneLine(message.name);
  return {
    subject: `Contact form: ${name}`,
    text: [
      'A message arrived through the contact form on the Masakhane website.',
      '',
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone ?? 'not given'}`,
      '',
      message.message,
      '',
      'Reply to the sender at the e-mail address above.',
    ].join('\n'),
  };
}

/**
 * Anyone, signed in or not: sends a message to the operator. Guarantees: the message and its audit row are
 * stored first, in one transaction, so it is never lost; then it is e-mailed to the operator inbox. A mail
 * failure is logged (the stored message stays for site admins) and does not fail the request.
 */
export async function submitContactMessage(
  deps: { db: TDb; mailer: TMailer; logger: TLogger; contactInbox: string },
  input: TContactMessage,
  caller: TPublicCaller,
): Promise<{ id: string }> {
  const message = ZContactMessage.parse(input);
  const row = await deps.db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, {
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      message: message.message,
    });
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: caller.userId,
      action: 'contact_message.create',
      targetType: 'contact_message',
      targetId: stored.id,
      requestId: caller.requestId,
    });
    return stored;
  });
  try {
    await deps.mailer.send({ to: deps.contactInbox, ...renderContactMail(message) });
  } catch (error) {
    deps.logger.error('contact message stored but not e-mailed', {
      contactMessageId: row.id,
      requestId: caller.requestId,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  return row;
}

/**
 * Anyone: records that a path was asked for and not found (a page view with status 404), for site activity.
 * No audit row: page views are themselves the record, and the input is bounded by the schema.
 */
export async function recordNotFound(
  db: TDb,
  input: TNotFoundReport,
  caller: TPublicCaller,
): Promise<{ id: string }> {
  return insertPageView(db, {
    path: input.path,
    referrer: input.referrer ? input.referrer : null,
    statusCode: 404,
    userId: caller.userId,
  });
}
