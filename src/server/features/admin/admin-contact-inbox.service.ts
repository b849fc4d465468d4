import type { TContactInbox, TContactInboxQuery, TContactInboxRow } from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { listContactMessages, lockContactMessage, setContactMessageHandled } from './admin-site.repository';
import type { TStaffContext } from './admin-users.service';

type TMessageRow = Awaited<ReturnType<typeof lockContactMessage>> & {};

function toInboxRow(row: TMessageRow): TContactInboxRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Platform staff (admin.early_access): messages from the public contact form, newest first. */
export async function listContactInbox(db: TDb, query: TContactInboxQuery): Promise<TContactInbox> {
  const { rows, total, unhandled } = await listContactMessages(db, query);
  return { messages: rows.map(toInboxRow), total, unhandled, limit: query.limit, offset: query.offset };
}

/** Platform staff: marks a contact message handled (now) or back to unhandled. Audited. */
export async function setContactHandled(
  db: TDb,
  context: TStaffContext,
  id: string,
  handled: boolean,
): Promise<TContactInboxRow> {
  return db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Message not found');
    const after =
      Boolean(before.handledAt) === handled
        ? before
        : await setContactMessageHandled(tx, id, handled ? new Date() : null);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: context.actor.userId,
      action: handled ? 'contact_message.handled' : 'contact_message.reopened',
      targetType: 'contact_message',
      targetId: id,
      requestId: context.requestId,
    });
    return toInboxRow(after);
  });
}
