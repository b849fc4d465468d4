import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TArrearsList,
  TArrearsQuery,
  TGroupRulesView,
  TMyStanding,
} from '../../../shared/contracts/group-rules';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/**
 * Keys start with their live-update topics: 'group_rules' for the rules, 'standings' for what members owe
 * (published whenever a payment or a rules change recomputes them).
 */
export const groupRuleQueries = {
  rules: (organizationId: string) =>
    queryOptions({
      queryKey: topicKey('group_rules', organizationId),
      queryFn: ({ signal }) => apiGet<TGroupRulesView>(`/api/v1/orgs/${organizationId}/rules`, { signal }),
    }),
  myStanding: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('standings', organizationId), 'me'] as const,
      queryFn: ({ signal }) => apiGet<TMyStanding>(`/api/v1/orgs/${organizationId}/standing/me`, { signal }),
    }),
  arrears: (organizationId: string, query: Partial<TArrearsQuery>) =>
    queryOptions({
      queryKey: [...topicKey('standings', organizationId), 'arrears', query] as const,
      queryFn: ({ signal }) =>
        apiGet<TArrearsList>(`/api/v1/orgs/${organizationId}/arrears`, { signal, query }),
      placeholderData: keepPreviousData,
    }),
};
