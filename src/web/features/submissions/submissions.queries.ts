import { queryOptions } from '@tanstack/react-query';
import type { TSubmissionList, TSubmissionPriority } from '../../../shared/contracts/submissions';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

export type TPriorityFilter = TSubmissionPriority | 'all';

/**
 * Keys start with the live-update topic 'submissions' (lib/live-updates.ts): a request sent or managed by
 * anyone who may see it refetches every open list and count.
 */
export const submissionQueries = {
  all: () => topicKey('submissions'),
  mine: (priority: TPriorityFilter) =>
    queryOptions({
      queryKey: [...topicKey('submissions'), 'mine', priority] as const,
      queryFn: ({ signal }) =>
        apiGet<TSubmissionList>('/api/v1/submissions/mine', { signal, query: { priority } }),
    }),
  organization: (organizationId: string, priority: TPriorityFilter) =>
    queryOptions({
      queryKey: [...topicKey('submissions'), 'organization', organizationId, priority] as const,
      queryFn: ({ signal }) =>
        apiGet<TSubmissionList>(`/api/v1/orgs/${organizationId}/submissions`, {
          signal,
          query: { priority },
        }),
    }),
  site: (priority: TPriorityFilter) =>
    queryOptions({
      queryKey: [...topicKey('submissions'), 'site', priority] as const,
      queryFn: ({ signal }) =>
        apiGet<TSubmissionList>('/api/v1/submissions/site', { signal, query: { priority } }),
    }),
};
