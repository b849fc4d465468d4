import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TBuyShares,
  type TOpenMeeting,
  type TRecordAttendance,
  type TRecordMeetingPayment,
  ZMeetingDetail,
} from '../../../shared/contracts/meetings';
import { apiFetch } from '../../lib/api';
import { readMoveAnswer } from '../approvals/held-move';

/** Every meeting write: refreshes the meetings and the books they post to. */
function useMeetingWrite<TInput, TResult>(organizationId: string, send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      for (const topic of ['meetings', 'contributions', 'transactions', 'approvals']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
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

/** Money writes carry an Idempotency-Key made when the admin presses the button, so a retry is safe. */
export function useBuyShares(organizationId: string, meetingId: string) {
  return useMeetingWrite(organizationId, (input: TBuyShares) =>
    apiFetch(`${base(organizationId)}/${meetingId}/shares`, {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}

/** A social fund payment, grant or fine; a large grant may wait for a second admin. */
export function useRecordMeetingPayment(organizationId: string, meetingId: string) {
  return useMeetingWrite(organizationId, async (input: TRecordMeetingPayment) =>
    readMoveAnswer(
      ZMeetingDetail,
      await apiFetch(`${base(organizationId)}/${meetingId}/payments`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    ),
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
