import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateSubmission,
  TSubmission,
  TUpdateSubmission,
} from '../../../shared/contracts/submissions';
import { apiFetch } from '../../lib/api';
import { submissionQueries } from './submissions.queries';

/** Any signed-in user: sends a request to their organization or to the site operators. */
export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateSubmission) =>
      (await apiFetch('/api/v1/submissions', { method: 'POST', body: input })) as TSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionQueries.all() }),
  });
}

/** Those a request was sent to: status, priority and resolution notes. */
export function useUpdateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TUpdateSubmission }) =>
      (await apiFetch(`/api/v1/submissions/${id}`, { method: 'PATCH', body: input })) as TSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionQueries.all() }),
  });
}
