import type {
  TBuyShares,
  TMeetingDetail,
  TOpenMeeting,
  TRecordAttendance,
  TRecordMeetingPayment,
} from '../../../shared/contracts/meetings';
import type { TLiveTopic } from '../../../shared/live-topics';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer, type TMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation, useWriteMutation } from '../../lib/mutations';

/** Every meeting write changes the meetings; its money also the books it posts to and held grants. */
const MEETING_TOPICS: readonly TLiveTopic[] = ['meetings', 'contributions', 'transactions', 'approvals'];

function useMeetingWrite<TInput, TResult>(organizationId: string, send: (input: TInput) => Promise<TResult>) {
  return useWriteMutation({ organizationId, refreshes: MEETING_TOPICS, mutationFn: send });
}

const base = (organizationId: string) => `/api/v1/orgs/${organizationId}/meetings`;

export function useOpenMeeting(organizationId: string) {
  return useMeetingWrite(organizationId, (input: TOpenMeeting) =>
    apiFetch(base(organizationId), { method: 'POST', body: input }),
  );
}

export function useRecordAttendance(organizationId: string, meetingId: string) {
  return useMeetingWrite(organizationId, (input: TRecordAttendance) =>
    apiFetch(`${base(organizationId)}/${meetingId}/attendance`, { method: 'PUT', body: input }),
  );
}

type TWithKey<T> = { input: T; idempotencyKey: string };

/** A meeting's money step: the form's Idempotency-Key goes with it, so a retry of the same entry is safe. */
function useMeetingMoneyWrite<TInput extends Record<string, unknown>, TResult>(
  organizationId: string,
  meetingId: string,
  step: 'shares' | 'payments',
  read: (answer: unknown) => TResult,
) {
  return useMoneyMutation({
    organizationId,
    refreshes: MEETING_TOPICS,
    request: ({ input }: TWithKey<TInput>) => ({
      path: `${base(organizationId)}/${meetingId}/${step}`,
      body: input,
    }),
    read,
  });
}

export function useBuyShares(organizationId: string, meetingId: string) {
  return useMeetingMoneyWrite<TBuyShares, TMeetingDetail>(
    organizationId,
    meetingId,
    'shares',
    (answer) => answer as TMeetingDetail,
  );
}

/** A social fund payment, grant or fine; a large grant may wait for a second admin. */
export function useRecordMeetingPayment(organizationId: string, meetingId: string) {
  return useMeetingMoneyWrite<TRecordMeetingPayment, TMoveAnswer<TMeetingDetail>>(
    organizationId,
    meetingId,
    'payments',
    (answer) => readMoveAnswer<TMeetingDetail>(answer),
  );
}

export function useCloseMeeting(organizationId: string, meetingId: string) {
  return useMeetingWrite(organizationId, (cashCountedCents: number) =>
    apiFetch(`${base(organizationId)}/${meetingId}/close`, { method: 'POST', body: { cashCountedCents } }),
  );
}

export function useReopenMeeting(organizationId: string) {
  return useMeetingWrite(organizationId, ({ meetingId, reason }: { meetingId: string; reason: string }) =>
    apiFetch(`${base(organizationId)}/${meetingId}/reopen`, { method: 'POST', body: { reason } }),
  );
}
