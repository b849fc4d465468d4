import type { z } from 'zod';
import { PENDING_APPROVAL_MESSAGE, type TApproval, ZApproval } from '../../../shared/contracts/approvals';
import { toastInfo, toastSuccess } from '../../lib/toasts';

/** A money write's answer: the move made, or held for a second admin's approval (202, ADR 0019). */
export type TMoveAnswer<T> = { isHeld: true; approval: TApproval } | { isHeld: false; value: T };

/** Reads a money write's answer with the schema of the move made, or as a pending approval. */
export function readMoveAnswer<T>(schema: z.ZodType<T>, body: unknown): TMoveAnswer<T> {
  const held = ZApproval.safeParse(body);
  if (held.success && held.data.status === 'pending') return { isHeld: true, approval: held.data };
  return { isHeld: false, value: schema.parse(body) };
}

/** Tells the admin what happened: done, or waiting for a second admin's approval. */
export function announceMove(answer: TMoveAnswer<unknown>, doneMessage: string): void {
  if (answer.isHeld) toastInfo(PENDING_APPROVAL_MESSAGE);
  else toastSuccess(doneMessage);
}
