import { createHash } from 'node:crypto';
import {
  can,
  describeOwnRecordRefusal,
  type TOwnRecordAction,
  type TPermission,
} from '../../../shared/access';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../audit';
import { AppError } from '../errors';
import { publishChange, type TChangeEvent } from '../realtime/events';
import {
  claimCommand,
  countOrganizationAdmins,
  findCommand,
  setCommandResult,
} from './money-commands.repository';
import { assertAcceptsMoney, type TMoneyContext } from './money-context';

/** Every money write, named as its Idempotency-Key is scoped: a key used for one never answers another. */
export type TMoneyOperation =
  | 'contribution.record'
  | 'contribution.submit'
  | 'contribution.confirm'
  | 'contribution.fail'
  | 'contribution.reverse'
  | 'loan.request'
  | 'loan.approve'
  | 'loan.reject'
  | 'loan.disburse'
  | 'loan.default'
  | 'loan.write_off'
  | 'loan.reverse_disbursement'
  | 'repayment.record'
  | 'repayment.submit'
  | 'repayment.confirm'
  | 'repayment.fail'
  | 'repayment.reverse'
  | 'transaction.record'
  | 'transaction.reverse'
  | 'receipt.create'
  | 'fine.waive'
  | 'rotation.payout'
  | 'rotation.debt_payment'
  | 'shareout.post'
  | 'grocery.purchase'
  | 'claim.pay'
  | 'levy.pay'
  | 'meeting.shares'
  | 'meeting.payment'
  | 'meeting.payment_reverse'
  | 'opening.post'
  | 'opening.reverse';

export type TMoneyTopic = Extract<
  TChangeEvent['topic'],
  'contributions' | 'loans' | 'transactions' | 'receipts' | 'rotation' | 'claims' | 'cover' | 'meetings'
>;

/** What a write did: its answer, the row that answers a retry, its audit row and the lists it changed. */
export type TMoneyOutcome<TResult> = {
  result: TResult;
  resultType: string;
  resultId: string;
  audit: { action: string; targetType: string; targetId: string; summary: Record<string, unknown> };
  topics: readonly TMoneyTopic[];
};

export type TMoneyCommand<TResult> = {
  operation: TMoneyOperation;
  /** The record the write acts on (a loan, a contribution), when it acts on one. */
  targetId?: string | null;
  /** The validated request body. */
  request: unknown;
  /** Locks what it needs, checks the rules and the access rule, writes; returns the committed rows' answer. */
  execute: (tx: TDbOrTx) => Promise<TMoneyOutcome<TResult>>;
  /** Answers a retry from the row the first request produced. */
  replay: (tx: TDbOrTx, resultId: string) => Promise<TResult>;
  /** Runs once after the first commit (never on a replay): messages to members. */
  afterCommit?: (result: TResult) => Promise<void>;
};

const KEY_REQUIRED = 'Idempotency-Key header is required for this request';
const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/** JSON with object keys sorted at every depth and undefined left out, so equal requests hash equally. */
function toCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toCanonicalJson(item)}`).join(',')}}`;
}

export function hashMoneyRequest(request: { actor: string; target: string | null; body: unknown }): string {
  return createHash('sha256').update(toCanonicalJson(request)).digest('hex');
}

/**
 * The one way money is written (ADR 17). Requires the Idempotency-Key, scoped by organization and
 * operation. In one transaction it claims the key, runs `execute`, records which row answers a retry,
 * writes the audit row and publishes the changed topics. The same key with the same request (same actor,
 * target and body) replays the first answer, even when the twin runs concurrently (it waits on the key);
 * with a different request it is refused with 409. A failed write rolls the claim back, so a retry runs again.
 */
export async function runMoneyCommand<TResult>(
  ctx: TMoneyContext,
  command: TMoneyCommand<TResult>,
): Promise<TResult> {
  const idempotencyKey = ctx.idempotencyKey;
  if (!idempotencyKey) throw new AppError('VALIDATION_FAILED', KEY_REQUIRED);
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  const key = { organizationId, operation: command.operation, idempotencyKey };
  const requestHash = hashMoneyRequest({
    actor: ctx.actor.userId,
    target: command.targetId ?? null,
    body: command.request,
  });
  const answer = await ctx.db.transaction(async (tx) => {
    if (!(await claimCommand(tx, { ...key, requestHash, actorUserId: ctx.actor.userId }))) {
      const first = await findCommand(tx, key);
      if (!first || first.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
      if (!first.resultId) throw new Error(`Money command ${command.operation} committed without a result`);
      return { result: await command.replay(tx, first.resultId), isReplay: true };
    }
    const outcome = await command.execute(tx);
    await setCommandResult(tx, key, { resultType: outcome.resultType, resultId: outcome.resultId });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      ...outcome.audit,
      requestId: ctx.requestId,
    });
    for (const topic of new Set(outcome.topics)) await publishChange(tx, { topic, organizationId });
    return { result: outcome.result, isReplay: false };
  });
  if (!answer.isReplay && command.afterCommit) await command.afterCommit(answer.result);
  return answer.result;
}

/**
 * The access rule on one member's money (DESIGN decision 10): refuses the actor on their own record with
 * 403 and who must act instead. Call inside `execute`, after locking the record.
 */
export async function assertMayActOn(
  tx: TDbOrTx,
  ctx: Pick<TMoneyContext, 'org' | 'actor'>,
  rule: { permission: TPermission; ownerUserId: string | null; action: TOwnRecordAction },
): Promise<void> {
  const actor = { role: ctx.org.role, userId: ctx.actor.userId };
  if (can(actor, rule.permission, { ownerUserId: rule.ownerUserId })) return;
  if (!can(actor, rule.permission)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const adminCount = await countOrganizationAdmins(tx, ctx.org.organizationId);
  throw new AppError('FORBIDDEN', describeOwnRecordRefusal(rule.action, { adminCount }));
}
