import { queryOptions } from '@tanstack/react-query';
import type { TMeetingDetail, TMeetingList, TMyShares } from '../../../shared/contracts/meetings';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'meetings': every meeting write publishes it. */
export const meetingQueries = {
  all: (organizationId: string) => topicKey('meetings', organizationId),
  list: (organizationId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.all(organizationId), 'list'] as const,
      queryFn: ({ signal }) => apiGet<TMeetingList>(`/api/v1/orgs/${organizationId}/meetings`, { signal }),
    }),
  myShares: (organizationId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.all(organizationId), 'my-shares'] as const,
      queryFn: ({ signal }) =>
        apiGet<TMyShares>(`/api/v1/orgs/${organizationId}/meetings/my-shares`, { signal }),
    }),
  detail: (organizationId: string, meetingId: string) =>
    queryOptions({
      queryKey: [...meetingQueries.all(organizationId), 'detail', meetingId] as const,
      queryFn: ({ signal }) =>
        apiGet<TMeetingDetail>(`/api/v1/orgs/${organizationId}/meetings/${meetingId}`, { signal }),
    }),
};

/** The printable record of a closed meeting (PDF), for every member of the group. */
export function getMeetingRecordPath(organizationId: string, meetingId: string) {
  return `/api/v1/orgs/${organizationId}/meetings/${meetingId}/record`;
}
