import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { TRole } from '../../../shared/access';
import { can } from '../../../shared/access';
import type { TOrganizationType } from '../../../shared/organization-types';
import { reserveQuery } from '../burial/reserve.queries';
import { groupRuleQueries } from '../group-rules/group-rules.queries';
import { rotationQueries } from '../rotation/rotation.queries';

export type THomeCards = {
  organizationId: string;
  /** A member: what they owe under the group's rules (platform staff viewing the organization owe nothing). */
  showsStanding: boolean;
  /** A stokvel: the round of its payout rotation running today. */
  showsThisRound: boolean;
  /** A burial society's admins: the reserve. */
  showsReserve: boolean;
  /** An active organization: how to pay into its account. */
  showsPaymentReference: boolean;
};

/**
 * Which cards an organization's home shows above its figures, from its type, the caller's role and state
 * (`isReadOnly`: archived, or viewed by platform staff) and whether the caller is a member there.
 */
export function describeHomeCards(input: {
  organizationId: string;
  organizationType: TOrganizationType;
  role: TRole;
  isReadOnly: boolean;
  isMember: boolean;
}): THomeCards {
  return {
    organizationId: input.organizationId,
    showsStanding: input.isMember,
    showsThisRound: input.organizationType === 'stokvel',
    showsReserve: input.organizationType === 'burial_society' && can({ role: input.role }, 'burial.manage'),
    showsPaymentReference: !input.isReadOnly,
  };
}

/** A card's query: its key and fetcher (the cards' queries set no other options). */
type THomeCardQuery = {
  queryKey: QueryKey;
  // A method, so each query's own key type is accepted.
  queryFn?(context: QueryFunctionContext): unknown;
};

/**
 * The queries those cards read (the payment reference comes from the organization's context, which every
 * dashboard page has before it shows). The home shows its figures only once they have all answered, so no
 * card appears above figures already painted (the page would jump); app/prime-queries.ts starts them early.
 */
export function homeCardQueries(cards: THomeCards): THomeCardQuery[] {
  const { organizationId } = cards;
  return [
    ...(cards.showsStanding ? [groupRuleQueries.myStanding(organizationId)] : []),
    ...(cards.showsThisRound ? [rotationQueries.view(organizationId)] : []),
    ...(cards.showsReserve ? [reserveQuery(organizationId)] : []),
  ];
}
