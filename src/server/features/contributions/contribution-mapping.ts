import type { TContribution } from '../../../shared/contracts/contributions';
import type { TContributionRow } from './contributions.repository';

export type TContributionWithName = { contribution: TContributionRow; memberName: string | null };

/** A contribution as the API answers it. */
export function toContribution({ contribution, memberName }: TContributionWithName): TContribution {
  return {
    id: contribution.id,
    organizationId: contribution.organizationId,
    userId: contribution.userId,
    memberName,
    contributionDate: contribution.contributionDate,
    amountCents: contribution.amountCents,
    currency: contribution.currency,
    paymentMethod: contribution.paymentMethod,
    referenceNumber: contribution.referenceNumber,
    status: contribution.status,
    notes: contribution.notes,
    createdAt: contribution.createdAt.toISOString(),
  };
}
