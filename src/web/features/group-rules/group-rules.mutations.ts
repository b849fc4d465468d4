import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSetGroupRules, ZGroupRulesView } from '../../../shared/contracts/group-rules';
import { apiFetch } from '../../lib/api';

/** Admins: add a version of the rules; the rules and every standing are refreshed. */
export function useSetGroupRules(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSetGroupRules) =>
      ZGroupRulesView.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/rules`, { method: 'POST', body: input }),
      ),
    onSuccess: (view) => queryClient.setQueryData(['group_rules', organizationId], view),
    onSettled: () => {
      for (const topic of ['group_rules', 'standings', 'transactions']) {
        void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
      }
    },
  });
}
