import type { TGroupRulesView, TSetGroupRules } from '../../../shared/contracts/group-rules';
import { apiFetch } from '../../lib/api';
import { useWriteMutation } from '../../lib/mutations';
import { groupRuleQueries } from './group-rules.queries';

/** Admins: add a version of the rules; the rules and every standing are refreshed. */
export function useSetGroupRules(organizationId: string) {
  return useWriteMutation({
    organizationId,
    refreshes: ['group_rules', 'standings', 'transactions'],
    mutationFn: async (input: TSetGroupRules) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/rules`, {
        method: 'POST',
        body: input,
      })) as TGroupRulesView,
    onSuccess: (view, _input, queryClient) =>
      queryClient.setQueryData(groupRuleQueries.rules(organizationId).queryKey, view),
  });
}
