import { queryOptions } from '@tanstack/react-query';
import type {
  TOpeningPositionView,
  TPostOpeningPosition,
  TReverseOpeningPosition,
} from '../../../shared/contracts/opening-position';
import { apiGet } from '../../lib/api';
import { readMoveAnswer } from '../../lib/held-move';
import { useMoneyMutation } from '../../lib/mutations';
import { topicKey } from '../../lib/query-keys';

/** The opening position that stands; keyed under 'transactions' so posting or reversing it refreshes it live. */
export const openingPositionQueries = {
  view: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('transactions', organizationId), 'opening-position'] as const,
      queryFn: ({ signal }) =>
        apiGet<TOpeningPositionView>(`/api/v1/orgs/${organizationId}/books/opening`, { signal }),
    }),
};

const REFRESHES = ['transactions', 'contributions', 'loans', 'approvals'] as const;

/** Admins: post what the group held and owed when its books start; where two admins, the second signs. */
export function usePostOpeningPosition(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: REFRESHES,
    request: ({ input }: { input: TPostOpeningPosition; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/books/opening`,
      body: input,
    }),
    read: (answer) => readMoveAnswer<TOpeningPositionView>(answer),
  });
}

/** Admins: take the opening position back whole, to post a corrected one. */
export function useReverseOpeningPosition(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: REFRESHES,
    request: ({ input }: { input: TReverseOpeningPosition; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/books/opening/reversal`,
      body: input,
    }),
    read: (answer) => readMoveAnswer<TOpeningPositionView>(answer),
  });
}
