import type { z } from 'zod';
import type { TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { AppError } from '../../platform/errors';
import type { TMoneyContext } from '../../platform/money/money-context';

/** What a held move is about, read when it is proposed and stored on the approval. */
export type TMoveFacts = {
  amountCents: number;
  /** The member whose money record this is (a payout's receiver, a borrower); null for a bank fee. */
  memberUserId: string | null;
  /** One line for the approvals page, e.g. "Payout to a member: December share-out". */
  description: string;
  /**
   * The move would leave the organization one admin (demoting or removing the only other one), so nothing
   * could be held after it: held while the policy holds anything. Absent for money moves.
   */
  leavesOneAdmin?: boolean;
};

/**
 * One money move that a policy can hold for a second admin. `execute` makes the move exactly as the route
 * would, with the context of whoever runs it (the approver, once approved).
 */
export type TApprovalOperation<TPayload, TResult> = {
  name: string;
  payload: z.ZodType<TPayload>;
  /** Reads the facts of the move; throws (NOT_FOUND, CONFLICT) when it cannot be proposed at all. */
  describe: (ctx: TMoneyContext, payload: TPayload) => Promise<TMoveFacts>;
  /** Whether the organization's policy holds this move. */
  isHeld: (policy: TUpdateApprovalPolicy, facts: TMoveFacts, payload: TPayload) => boolean;
  /**
   * Held whenever the organization has two admins or more, whatever its policy (a year-end share-out).
   * Absent: only the policy holds it.
   */
  isAlwaysHeld?: boolean;
  /**
   * Another admin who already signed the move before it was asked for (a share-out's proposer): they may
   * not approve it either. Absent: only the approval's proposer is refused.
   */
  readSignedBy?: (ctx: TMoneyContext, payload: TPayload) => Promise<string | null>;
  /**
   * A change of who signs (the policy itself, an admin's seat), not of the books: an archived organization
   * may still make it. Absent: a money move, refused once the organization is archived.
   */
  isSigningChange?: boolean;
  /**
   * What the move acts on (the contribution reversed, the loan written off): it can wait for approval only
   * once, so a second ask while it waits answers with the approval already pending. Absent: every ask is a
   * new move (a payout).
   */
  readMoveTarget?: (payload: TPayload) => string;
  execute: (ctx: TMoneyContext, payload: TPayload) => Promise<TResult>;
  /**
   * Runs once the move has committed (made at once, or approved): work that must see the move in the
   * database, such as a job that carries it on. Absent: nothing more to do.
   */
  afterCommit?: (ctx: TMoneyContext, payload: TPayload) => Promise<void>;
};

/** A policy's amount that holds a move: set, and exceeded. */
export function isAboveThreshold(amountCents: number, threshold: number | null): boolean {
  return threshold !== null && amountCents > threshold;
}

/** The name of the move an ask would make, unique among pending approvals; null when every ask is new. */
export function readMoveKey<TPayload>(
  operation: Pick<TApprovalOperation<TPayload, unknown>, 'name' | 'readMoveTarget'>,
  payload: TPayload,
): string | null {
  return operation.readMoveTarget ? `${operation.name}:${operation.readMoveTarget(payload)}` : null;
}

/** An operation with its payload type erased, for running a stored approval. */
type TRegisteredOperation = {
  describe: (ctx: TMoneyContext, payload: unknown) => Promise<TMoveFacts>;
  readSignedBy: (ctx: TMoneyContext, payload: unknown) => Promise<string | null>;
  execute: (ctx: TMoneyContext, payload: unknown) => Promise<unknown>;
  afterCommit: (ctx: TMoneyContext, payload: unknown) => Promise<void>;
};

const registry = new Map<string, TRegisteredOperation>();

/**
 * Registers a move that can be held, by its name. Modules that add money moves (reversals and the like)
 * call this once at load and pass the returned operation to `gateOrRun` in their route.
 */
export function registerApprovalOperation<TPayload, TResult>(
  operation: TApprovalOperation<TPayload, TResult>,
): TApprovalOperation<TPayload, TResult> {
  if (registry.has(operation.name)) throw new Error(`approval operation ${operation.name} registered twice`);
  registry.set(operation.name, {
    describe: (ctx, payload) => operation.describe(ctx, operation.payload.parse(payload)),
    readSignedBy: async (ctx, payload) =>
      operation.readSignedBy ? operation.readSignedBy(ctx, operation.payload.parse(payload)) : null,
    execute: (ctx, payload) => operation.execute(ctx, operation.payload.parse(payload)),
    afterCommit: async (ctx, payload) => {
      if (operation.afterCommit) await operation.afterCommit(ctx, operation.payload.parse(payload));
    },
  });
  return operation;
}

/** The registered operation of a stored approval. */
export function readApprovalOperation(name: string): TRegisteredOperation {
  const operation = registry.get(name);
  if (!operation) throw new AppError('CONFLICT', 'This kind of move can no longer be approved');
  return operation;
}
