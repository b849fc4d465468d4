import type { TContribution } from '../../../shared/contracts/contributions';
import { toPaymentSlip } from '../payment-slips/index';
import type { TContributionRow } from './contributions.repository';

export type TContributionWithName = {
  contribution: TContributionRow;
  memberName: string | null;
  paidByName: string | null;
  slip?: Parameters<typeof toPaymentSlip>[0];
};

/** A contribution as the API answers it. */
export function toContribution({
  contribution,
  memberName,
  paidByName,
  slip,
}: TContributionWithName): TContribution {
  return {
    id: contribution.id,
    organizationId: contribution.organizationId,
    userId: contribution.userId,
    memberName,
    paidByUserId: contribution.paidByUserId,
    paidByName: contribution.paidByUserId ? paidByName : null,
    contributionDate: contribution.contributionDate,
    amountCents: contribution.amountCents,
    currency: contribution.currency,
    paymentMethod: contribution.paymentMethod,
    referenceNumber: contribution.referenceNumber,
    status: contribution.status,
    notes: contribution.notes,
    slip: toPaymentSlip(slip),
    createdAt: contribution.createdAt.toISOString(),
  };
}
