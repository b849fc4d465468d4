import type { TLevy, TPayLevy } from '../../../shared/contracts/burial-levies';
import { useMoneyMutation } from '../../lib/mutations';

export type TPayLevyRequest = TPayLevy & { levyId: string; idempotencyKey: string };

/** Another admin records that a member paid a levy (cash in, the member's contributions). */
export function usePayLevy(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: ['cover', 'transactions'],
    request: ({ levyId, paidOn, paymentMethod }: TPayLevyRequest) => ({
      path: `/api/v1/orgs/${organizationId}/burial/levies/${levyId}/pay`,
      body: { paidOn, paymentMethod },
    }),
    read: (answer) => answer as TLevy,
    successToast: 'Levy payment recorded',
  });
}
