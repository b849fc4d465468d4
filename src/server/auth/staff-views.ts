import { STAFF_VIEW_ACTION, type TRole } from '../../shared/access';
import type { TDb } from '../db/client';
import { staffViews } from '../db/schema';
import { writeAudit } from '../platform/audit';

/** A staff member's views of one organization within one window make one audit row. */
export const STAFF_VIEW_WINDOW_MS = 15 * 60_000;

export type TStaffView = {
  userId: string;
  organizationId: string;
  /** The staff member's role, which decides what they read. */
  role: TRole;
  requestId: string | null;
};

function startOfWindow(at: Date): Date {
  return new Date(Math.floor(at.getTime() / STAFF_VIEW_WINDOW_MS) * STAFF_VIEW_WINDOW_MS);
}

/**
 * Records that platform staff read an organization they are not a member of (ADR 60). For the organization
 * guards only. The first read in a window claims the window's row and writes the audit row in the same
 * transaction; every other read of the window, on any instance and at the same moment too, finds the row
 * claimed and writes nothing.
 */
export async function recordStaffView(db: TDb, view: TStaffView): Promise<void> {
  const windowStart = startOfWindow(new Date());
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(staffViews)
      .values({ userId: view.userId, organizationId: view.organizationId, windowStart })
      .onConflictDoNothing()
      .returning({ userId: staffViews.userId });
    if (claimed.length === 0) return;
    await writeAudit(tx, {
      organizationId: view.organizationId,
      actorUserId: view.userId,
      action: STAFF_VIEW_ACTION,
      targetType: 'organization',
      targetId: view.organizationId,
      summary: { role: view.role, windowStart: windowStart.toISOString() },
      requestId: view.requestId,
    });
  });
}
