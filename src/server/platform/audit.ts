import type { TDbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export type TAuditEntry = {
  organizationId: string | null;
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary?: Record<string, unknown>;
  requestId?: string | null;
};

/** Writes one audit row; call it inside the mutation's own transaction so both land or neither. */
export async function writeAudit(db: TDbOrTx, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary ?? null,
    requestId: entry.requestId ?? null,
  });
}
