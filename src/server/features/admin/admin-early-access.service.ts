import type { TEarlyAccessList, TEarlyAccessRow } from '../../../shared/contracts/admin';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import {
  listAllEarlyAccessSignups,
  listEarlyAccessSignups,
  lockEarlyAccessSignup,
  updateEarlyAccessSignup,
} from './admin-site.repository';
import type { TStaffContext } from './admin-users.service';

type TSignupRow = Awaited<ReturnType<typeof listAllEarlyAccessSignups>>[number];

function toEarlyAccessRow(row: TSignupRow): TEarlyAccessRow {
  return {
    id: row.id,
    email: row.email,
    sourcePage: row.sourcePage,
    contacted: row.contacted,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Platform staff (admin.early_access): signups newest first, one page and the total. */
export async function listEarlyAccess(
  db: TDb,
  page: { limit: number; offset: number },
): Promise<TEarlyAccessList> {
  const { rows, total } = await listEarlyAccessSignups(db, page);
  return { signups: rows.map(toEarlyAccessRow), total, ...page };
}

/** Platform staff: marks a signup contacted or not and keeps notes on it. Audited with what changed. */
export async function updateEarlyAccess(
  db: TDb,
  context: TStaffContext,
  id: string,
  input: { contacted?: boolean | undefined; notes?: string | null | undefined },
): Promise<TEarlyAccessRow> {
  return db.transaction(async (tx) => {
    const before = await lockEarlyAccessSignup(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Signup not found');
    const values = {
      ...(input.contacted !== undefined ? { contacted: input.contacted } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    };
    if (Object.keys(values).length === 0) throw new AppError('VALIDATION_FAILED', 'Nothing to update');
    const after = await updateEarlyAccessSignup(tx, id, values);
    await writeAudit(tx, {
      organizationId: null,
      actorUserId: context.actor.userId,
      action: 'early_access.updated',
      targetType: 'early_access_signup',
      targetId: id,
      summary: {
        before: { contacted: before.contacted, hasNotes: Boolean(before.notes) },
        after: { contacted: after.contacted, hasNotes: Boolean(after.notes) },
      },
      requestId: context.requestId,
    });
    return toEarlyAccessRow(after);
  });
}

/** Platform staff: every signup as CSV, newest first. The export itself is audited. */
export async function exportEarlyAccessCsv(db: TDb, context: TStaffContext): Promise<string> {
  const rows = await listAllEarlyAccessSignups(db);
  await writeAudit(db, {
    organizationId: null,
    actorUserId: context.actor.userId,
    action: 'early_access.exported',
    targetType: 'early_access_signup',
    targetId: null,
    summary: { rows: rows.length },
    requestId: context.requestId,
  });
  return toCsv(
    ['Email', 'Signed up', 'Source page', 'Contacted', 'Notes'],
    rows.map((row) => [
      row.email,
      row.createdAt.toISOString(),
      row.sourcePage,
      row.contacted ? 'yes' : 'no',
      row.notes,
    ]),
  );
}
