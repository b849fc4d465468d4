import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TUpdateFeatureFlag } from '../../../../shared/contracts/feature-flags';
import type { TFeatureFlag } from '../../../../shared/contracts/me';
import { featureFlagQueries } from '../../../lib/access-queries';
import { apiFetch } from '../../../lib/api';
import { toastError } from '../../../lib/toasts';

/** Switches a global flag; everyone's flags refetch (here at once, elsewhere through the live stream). */
export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ featureKey, enabled }: { featureKey: string } & TUpdateFeatureFlag) =>
      (await apiFetch(`/api/v1/admin/feature-flags/${encodeURIComponent(featureKey)}`, {
        method: 'PATCH',
        body: { enabled } satisfies TUpdateFeatureFlag,
      })) as TFeatureFlag,
    onSuccess: (updated: TFeatureFlag) => {
      queryClient.setQueryData(featureFlagQueries.list().queryKey, (flags) =>
        flags?.map((flag) => (flag.featureKey === updated.featureKey ? updated : flag)),
      );
      void queryClient.invalidateQueries({ queryKey: featureFlagQueries.all() });
      toast.success('Feature flag updated successfully');
    },
    onError: (error) => {
      toastError(error, undefined, { title: 'Failed to update feature flag' });
    },
  });
}
