import type { TApproval } from '../../shared/contracts/approvals';
import { PENDING_APPROVAL_MESSAGE } from '../../shared/money-records';
import { toastInfo, toastSuccess } from './toasts';

/** A money write's answer: the move made, or held for a second admin's approval (202, ADR 0019). */
export type TMoveAnswer<T> = { isHeld: true; approval: TApproval } | { isHeld: false; value: T };

/**
 * Whether a money write's answer is a pending approval (the 202 of a held move) rather than the move made: only
 * an approval names its `operation` and who proposed it. The server parses either answer through its contract
 * before it sends it (docs/decisions/0042-dashboard-first-visit-under-180-kb.md).
 */
function isPendingApproval(body: unknown): body is TApproval {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.operation === 'string' && 'proposedBy' in candidate && candidate.status === 'pending'
  );
}

/** Reads a money write's answer: the move made (typed by its contract), or a pending approval. */
export function readMoveAnswer<T>(body: unknown): TMoveAnswer<T> {
  return isPendingApproval(body) ? { isHeld: true, approval: body } : { isHeld: false, value: body as T };
}

/** Tells the admin what happened: done, or waiting for a second admin's approval. */
export function announceMove(answer: TMoveAnswer<unknown>, doneMessage: string): void {
  if (answer.isHeld) toastInfo(PENDING_APPROVAL_MESSAGE);
  else toastSuccess(doneMessage);
}
