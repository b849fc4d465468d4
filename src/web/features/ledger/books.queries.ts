import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooksStatus, TCloseBooks, TSetBooksStart } from '../../../shared/contracts/books';
import { apiFetch, apiGet } from '../../lib/api';
import { readMoveAnswer } from '../../lib/held-move';
import { topicKey } from '../../lib/query-keys';
import { openingPositionQueries } from './opening-position.queries';

/** Closed months; keyed under 'organizations' so a closing anywhere refreshes it live. */
export const booksQueries = {
  status: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('organizations', organizationId), 'books'] as const,
      queryFn: ({ signal }) => apiGet<TBooksStatus>(`/api/v1/orgs/${organizationId}/books`, { signal }),
    }),
};

/** Admins: close the books through an ended month. */
export function useCloseBooks(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCloseBooks) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/books/close`, {
        method: 'POST',
        body: input,
      })) as TBooksStatus,
    onSuccess: (status) => queryClient.setQueryData(booksQueries.status(organizationId).queryKey, status),
  });
}

/** Admins: when the group was founded and the first day of its books; where two admins, the second signs. */
export function useSetBooksStart(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSetBooksStart) =>
      readMoveAnswer<TBooksStatus>(
        await apiFetch(`/api/v1/orgs/${organizationId}/books/start`, { method: 'PUT', body: input }),
      ),
    onSuccess: (answer) => {
      if (answer.isHeld) return;
      queryClient.setQueryData(booksQueries.status(organizationId).queryKey, answer.value);
      // The opening position is dated the first day of the books.
      void queryClient.invalidateQueries({ queryKey: openingPositionQueries.view(organizationId).queryKey });
    },
  });
}
