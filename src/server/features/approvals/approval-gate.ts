import type { TApproval } from '../../../shared/contracts/approvals';
import type { THeldOrDone } from '../../http/guarded-routes';
import { writeAudit } from '../../platform/audit';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { readMoveKey, type TApprovalOperation, type TMoveFacts } from './approval-registry';
import { loadApproval, readApprovalPolicy } from './approval-views';
import { findApprovalIdByKey, findPendingApprovalIdByMove, insertApproval } from './approvals.repository';

export type TGateOutcome<TResult> = THeldOrDone<TResult>;

export { HELD_FOR_APPROVAL } from '../../http/guarded-routes';

/** JSON with sorted keys, so a stored payload (jsonb reorders keys) compares with a retried one. */
function toCanonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The approval a key already proposed, or undefined; a key used for another move is refused. */
async function replayProposal(
  ctx: TMoneyContext,
  operation: string,
  payload: unknown,
): Promise<TApproval | undefined> {
  if (!ctx.idempotencyKey) return undefined;
  const existing = await findApprovalIdByKey(ctx.db, ctx.org.organizationId, ctx.idempotencyKey);
  if (!existing) return undefined;
  if (existing.operation !== operation || toCanonicalJson(existing.payload) !== toCanonicalJson(payload)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return loadApproval(ctx.db, ctx.org.organizationId, existing.id);
}

/** The approval of this move that already waits, if any (one pending approval per move). */
async function findWaitingApproval(
  ctx: TMoneyContext,
  moveKey: string | null,
): Promise<TApproval | undefined> {
  if (!moveKey) return undefined;
  const waiting = await findPendingApprovalIdByMove(ctx.db, ctx.org.organizationId, moveKey);
  return waiting ? loadApproval(ctx.db, ctx.org.organizationId, waiting.id) : undefined;
}

async function proposeApproval(
  ctx: TMoneyContext,
  operation: string,
  payload: unknown,
  facts: TMoveFacts,
  moveKey: string | null,
): Promise<TApproval> {
  const key = ctx.idempotencyKey;
  if (!key) {
    throw new AppError('VALIDATION_FAILED', 'This move needs a second admin: send an Idempotency-Key header');
  }
  const waiting = await findWaitingApproval(ctx, moveKey);
  if (waiting) return waiting;
  const organizationId = ctx.org.organizationId;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const approvalId = await insertApproval(tx, {
        organizationId,
        operation,
        payload,
        amountCents: facts.amountCents,
        memberUserId: facts.memberUserId,
        description: facts.description.slice(0, 300),
        proposedBy: ctx.actor.userId,
        idempotencyKey: key,
        moveKey,
      });
      await writeAudit(tx, {
        organizationId,
        actorUserId: ctx.actor.userId,
        action: 'approval.propose',
        targetType: 'approval',
        targetId: approvalId,
        summary: { operation, amountCents: facts.amountCents, memberUserId: facts.memberUserId },
        requestId: ctx.requestId,
      });
      await publishChange(tx, { topic: 'approvals', organizationId });
      return approvalId;
    });
    return loadApproval(ctx.db, organizationId, id);
  } catch (error) {
    // The same proposal sent twice at once (one key), or the same move asked for at once under two keys:
    // a unique index decided, answer with the approval that won.
    if (readPgErrorCode(error) === '23505') {
      const replayed =
        (await replayProposal(ctx, operation, payload)) ?? (await findWaitingApproval(ctx, moveKey));
      if (replayed) return replayed;
    }
    throw error;
  }
}

/**
 * Called by a route before it makes a money move that a policy may hold (ADR 0019). When the organization
 * has two admins or more and its policy holds this move (or the move is always held), nothing moves: a pending approval is recorded
 * (a retried key returns it; a second ask for a move that already waits, under any key, returns the one
 * pending) and the route answers 202 with it. Otherwise the move is made as before.
 */
export async function gateOrRun<TPayload, TResult>(
  ctx: TMoneyContext,
  operation: TApprovalOperation<TPayload, TResult>,
  payload: TPayload,
): Promise<TGateOutcome<TResult>> {
  const replayed = await replayProposal(ctx, operation.name, payload);
  if (replayed) return { isHeld: true, approval: replayed };
  const policy = await readApprovalPolicy(ctx.db, ctx.org.organizationId);
  const isAlwaysHeld = operation.isAlwaysHeld === true && policy.adminCount >= 2;
  if (policy.isEffective || isAlwaysHeld) {
    if (operation.isSigningChange !== true) assertAcceptsMoney(ctx.org);
    const facts = await operation.describe(ctx, payload);
    if (isAlwaysHeld || operation.isHeld(policy, facts, payload)) {
      const moveKey = readMoveKey(operation, payload);
      return { isHeld: true, approval: await proposeApproval(ctx, operation.name, payload, facts, moveKey) };
    }
  }
  const result = await operation.execute(ctx, payload);
  if (operation.afterCommit) await operation.afterCommit(ctx, payload);
  return { isHeld: false, result };
}
