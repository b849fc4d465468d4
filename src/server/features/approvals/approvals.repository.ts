import { aliasedTable, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { approvalPolicies, approvals, profiles, userOrganizations } from '../../db/schema';
import { lockOrgRow, setOrgRow } from '../../platform/org-rows';

export type TApprovalRow = typeof approvals.$inferSelect;
export type TApprovalPolicyRow = typeof approvalPolicies.$inferSelect;

const RECENT_LIMIT = 20;

export async function findApprovalPolicy(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({ policy: approvalPolicies, updatedByName: profiles.fullName })
    .from(approvalPolicies)
    .leftJoin(profiles, eq(profiles.userId, approvalPolicies.updatedBy))
    .where(eq(approvalPolicies.organizationId, organizationId))
    .limit(1);
  return row;
}

export async function upsertApprovalPolicy(db: TDbOrTx, values: typeof approvalPolicies.$inferInsert) {
  const { organizationId, ...changes } = values;
  await db
    .insert(approvalPolicies)
    .values(values)
    .onConflictDoUpdate({
      target: approvalPolicies.organizationId,
      set: { ...changes, updatedAt: new Date() },
    });
}

/** How many admins the organization has (platform staff are not counted). */
export async function countOrganizationAdmins(db: TDbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.role, 'admin')));
  return Number(row?.n ?? 0);
}

export async function insertApproval(db: TDbOrTx, values: typeof approvals.$inferInsert) {
  const [row] = await db.insert(approvals).values(values).returning({ id: approvals.id });
  if (!row) throw new Error('approval insert returned no row');
  return row.id;
}

export async function findApprovalIdByKey(db: TDbOrTx, organizationId: string, key: string) {
  const [row] = await db
    .select({ id: approvals.id, operation: approvals.operation, payload: approvals.payload })
    .from(approvals)
    .where(and(eq(approvals.organizationId, organizationId), eq(approvals.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The pending approval of a move, by the move's key (at most one, by a partial unique index). */
export async function findPendingApprovalIdByMove(db: TDbOrTx, organizationId: string, moveKey: string) {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.organizationId, organizationId),
        eq(approvals.status, 'pending'),
        eq(approvals.moveKey, moveKey),
      ),
    )
    .limit(1);
  return row;
}

/** Locks the approval for a decision; a concurrent decision waits and then sees this one. */
export async function lockApproval(db: TDbOrTx, organizationId: string, id: string) {
  return lockOrgRow(db, approvals, organizationId, approvals.id, id);
}

export async function updateApproval(
  db: TDbOrTx,
  organizationId: string,
  id: string,
  changes: Partial<
    Pick<TApprovalRow, 'status' | 'decidedBy' | 'decidedAt' | 'failureReason' | 'decisionKey'>
  >,
) {
  await setOrgRow(db, approvals, organizationId, id, changes);
}

const member = aliasedTable(profiles, 'member_profile');
const proposer = aliasedTable(profiles, 'proposer_profile');
const decider = aliasedTable(profiles, 'decider_profile');

function selectApprovals(db: TDbOrTx) {
  return db
    .select({
      approval: approvals,
      memberName: member.fullName,
      proposedByName: proposer.fullName,
      decidedByName: decider.fullName,
    })
    .from(approvals)
    .leftJoin(member, eq(member.userId, approvals.memberUserId))
    .leftJoin(proposer, eq(proposer.userId, approvals.proposedBy))
    .leftJoin(decider, eq(decider.userId, approvals.decidedBy));
}

export type TApprovalView = Awaited<ReturnType<typeof findApproval>> & {};

export async function findApproval(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await selectApprovals(db)
    .where(and(eq(approvals.organizationId, organizationId), eq(approvals.id, id)))
    .limit(1);
  return row;
}

/** The pending approval of one move, found by a field of its payload (a share-out's id), if any. */
export async function findPendingApprovalByPayload(
  db: TDbOrTx,
  organizationId: string,
  operation: string,
  field: string,
  value: string,
) {
  const [row] = await selectApprovals(db)
    .where(
      and(
        eq(approvals.organizationId, organizationId),
        eq(approvals.status, 'pending'),
        eq(approvals.operation, operation),
        sql`${approvals.payload} ->> ${field} = ${value}`,
      ),
    )
    .orderBy(approvals.createdAt)
    .limit(1);
  return row;
}

/** Cancels the pending approvals of moves that can no longer be made (a withdrawn share-out), by payload field. */
export async function cancelPendingApprovalsByPayload(
  db: TDbOrTx,
  organizationId: string,
  operation: string,
  field: string,
  values: readonly string[],
  decidedBy: string,
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .update(approvals)
    .set({ status: 'cancelled', decidedBy, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(approvals.organizationId, organizationId),
        eq(approvals.status, 'pending'),
        eq(approvals.operation, operation),
        inArray(sql<string>`${approvals.payload} ->> ${field}`, [...values]),
      ),
    )
    .returning({ id: approvals.id });
  return rows.length;
}

/** What waits (oldest first) and the latest decisions (newest first). */
export async function listApprovalBoard(db: TDbOrTx, organizationId: string) {
  const [pending, recent] = await Promise.all([
    selectApprovals(db)
      .where(and(eq(approvals.organizationId, organizationId), eq(approvals.status, 'pending')))
      .orderBy(approvals.createdAt),
    selectApprovals(db)
      .where(
        and(
          eq(approvals.organizationId, organizationId),
          inArray(approvals.status, ['approved', 'cancelled', 'failed']),
        ),
      )
      .orderBy(desc(approvals.decidedAt))
      .limit(RECENT_LIMIT),
  ]);
  return { pending, recent };
}
