import type { TJoinRequestStatus } from '../../../shared/contracts/join-requests';
import { AppError } from '../../platform/errors';

/** The only moves a join request can make: a pending request is approved or rejected, once. */
const ALLOWED_TRANSITIONS = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
} as const satisfies Record<TJoinRequestStatus, readonly TJoinRequestStatus[]>;

/** Whether a request in `from` may move to `to`. */
export function canTransitionJoinRequest(from: TJoinRequestStatus, to: TJoinRequestStatus): boolean {
  const allowed: readonly TJoinRequestStatus[] = ALLOWED_TRANSITIONS[from];
  return allowed.includes(to);
}

/** Every status change of a join request goes through here; any other move is refused with a clear message. */
export function transitionJoinRequest(from: TJoinRequestStatus, to: TJoinRequestStatus): TJoinRequestStatus {
  if (!canTransitionJoinRequest(from, to)) {
    throw new AppError(
      'CONFLICT',
      from === 'pending'
        ? 'A join request can only be approved or rejected'
        : `This join request was already ${from}`,
    );
  }
  return to;
}
