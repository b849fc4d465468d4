import type { TApproval, TApprovalBoard, TApprovalPolicy } from '../../../shared/contracts/approvals';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { TMoneyContext, TReadContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { readMemberName } from '../ledger/entry-descriptions';
import { readApprovalOperation } from './approval-registry';
import { loadApproval, readApprovalPolicy, toApproval } from './approval-views';
import { listApprovalBoard, lockApproval, type TApprovalRow, updateApproval } from './approvals.repository';

/** Organization admins and staff (approval.decide): the policy and whether it holds moves now. */
export function getApprovalPolicy(ctx: TReadContext): Promise<TApprovalPolicy> {
  return readApprovalPolicy(ctx.db, ctx.org.organizationId);
}

/** Organization admins and staff (approval.decide): what waits, oldest first, and the latest decisions. */
export async function getApprovalBoard(ctx: TReadContext): Promise<TApprovalBoard> {
  const { pending, recent } = await listApprovalBoard(ctx.db, ctx.org.organizationId);
  return { pending: pending.map(toApproval), recent: recent.map(toApproval) };
}

function requireDecisionKey(ctx: TMoneyContext): string {
  if (!ctx.idempotencyKey) throw new AppError('VALIDATION_FAILED', 'Idempotency-Key header is required');
  return ctx.idempotencyKey;
}

/**
 * The approval, locked for a decision. Returns null when this very request (same key) already decided it
 * the way now asked, so a retry answers with the first result; any other decided approval is refused.
 */
async function lockPendingApproval(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  id: string,
  asked: TApprovalRow['status'],
): Promise<TApprovalRow | null> {
  const row = await lockApproval(tx, ctx.org.organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Approval not found');
  if (row.status === 'pending') return row;
  if (row.decisionKey === ctx.idempotencyKey && row.status === asked) return null;
  if (row.decisionKey === ctx.idempotencyKey && row.status === 'failed' && asked === 'approved') {
    throw new AppError('CONFLICT', row.failureReason ?? 'This move could not be made');
  }
  throw new AppError('CONFLICT', `This approval has already been ${row.status}`);
}

async function announceDecision(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  row: TApprovalRow,
  action: 'approve' | 'cancel' | 'fail',
  extra: Record<string, unknown> = {},
) {
  await writeAudit(tx, {
    organizationId: row.organizationId,
    actorUserId: ctx.actor.userId,
    action: `approval.${action}`,
    targetType: 'approval',
    targetId: row.id,
    summary: {
      operation: row.operation,
      amountCents: row.amountCents,
      memberUserId: row.memberUserId,
      proposedBy: row.proposedBy,
      proposedByName: row.proposedBy ? await readMemberName(tx, row.proposedBy) : null,
      decidedBy: ctx.actor.userId,
      decidedByName: await readMemberName(tx, ctx.actor.userId),
      ...extra,
    },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'approvals', organizationId: row.organizationId });
}

/**
 * Organization admins and staff (approval.decide), never the proposer (nor an admin who already signed the
 * move, such as a share-out's proposer) nor the member whose money it is:
 * makes the held move as the approver, in the same transaction that marks the approval approved, under its
 * row lock (a second approve is refused 409). When the move is refused (say the cash is short), nothing
 * moves, the approval becomes failed with the reason, and the caller gets that refusal. Needs an
 * Idempotency-Key; a retry with the same key answers with the first result.
 */
export async function approveApproval(ctx: TMoneyContext, id: string): Promise<TApproval> {
  const key = requireDecisionKey(ctx);
  let made: { operation: ReturnType<typeof readApprovalOperation>; payload: unknown } | null = null;
  const refusal = await ctx.db.transaction(async (tx) => {
    const row = await lockPendingApproval(tx, ctx, id, 'approved');
    if (!row) return null;
    const operation = readApprovalOperation(row.operation);
    const signedBy = await operation.readSignedBy({ ...ctx, db: tx }, row.payload);
    if (row.proposedBy === ctx.actor.userId || signedBy === ctx.actor.userId)
      throw new AppError('FORBIDDEN', 'Another admin must approve this');
    if (row.memberUserId === ctx.actor.userId) {
      throw new AppError('FORBIDDEN', 'This move concerns your own money: another admin must approve it');
    }
    const decided = { decidedBy: ctx.actor.userId, decidedAt: new Date(), decisionKey: key };
    try {
      await tx.transaction((savepoint) =>
        // The move's own key is the approval's, so the books take it exactly once.
        operation.execute(
          { ...ctx, db: savepoint, idempotencyKey: `approval:${row.id}`, userMailer: undefined },
          row.payload,
        ),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await updateApproval(tx, row.organizationId, row.id, {
        status: 'failed',
        failureReason: error.message.slice(0, 500),
        ...decided,
      });
      await announceDecision(tx, ctx, row, 'fail', { reason: error.message });
      return error;
    }
    await updateApproval(tx, row.organizationId, row.id, { status: 'approved', ...decided });
    await announceDecision(tx, ctx, row, 'approve');
    made = { operation, payload: row.payload };
    return null;
  });
  if (refusal) throw refusal;
  // The move is committed: what carries it on may now see it.
  const committed = made as { operation: ReturnType<typeof readApprovalOperation>; payload: unknown } | null;
  if (committed) await committed.operation.afterCommit(ctx, committed.payload);
  return loadApproval(ctx.db, ctx.org.organizationId, id);
}

/** Organization admins and staff (approval.decide), the proposer included: drops a pending move unmade. */
export async function cancelApproval(ctx: TMoneyContext, id: string): Promise<TApproval> {
  const key = requireDecisionKey(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await lockPendingApproval(tx, ctx, id, 'cancelled');
    if (!row) return;
    await updateApproval(tx, row.organizationId, row.id, {
      status: 'cancelled',
      decidedBy: ctx.actor.userId,
      decidedAt: new Date(),
      decisionKey: key,
    });
    await announceDecision(tx, ctx, row, 'cancel');
  });
  return loadApproval(ctx.db, ctx.org.organizationId, id);
}
