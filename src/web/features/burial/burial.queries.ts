import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TCoverRegister,
  TCoverRegisterQuery,
  TEndedPolicyList,
  TMembersWithoutPolicy,
  TMyCover,
  TPlanList,
} from '../../../shared/contracts/burial';
import { apiGet } from '../../lib/api';
import { topicKey } from '../../lib/query-keys';

/** Keys start with the live-update topic 'cover', published by every payment, plan and dependant change. */
export const burialQueries = {
  plans: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'plans'] as const,
      queryFn: ({ signal }) => apiGet<TPlanList>(`/api/v1/orgs/${organizationId}/burial/plans`, { signal }),
    }),
  myCover: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'me'] as const,
      queryFn: ({ signal }) => apiGet<TMyCover>(`/api/v1/orgs/${organizationId}/burial/cover/me`, { signal }),
    }),
  /** Admins: a member's policy and cover, as the member sees it on My Cover. */
  memberCover: (organizationId: string, userId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'member', userId] as const,
      queryFn: ({ signal }) =>
        apiGet<TMyCover>(`/api/v1/orgs/${organizationId}/burial/policies/${userId}/cover`, { signal }),
    }),
  register: (organizationId: string, query: Partial<TCoverRegisterQuery>) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'register', query] as const,
      queryFn: ({ signal }) =>
        apiGet<TCoverRegister>(`/api/v1/orgs/${organizationId}/burial/cover-register`, { signal, query }),
      placeholderData: keepPreviousData,
    }),
  /** Admins: the policies of former members (ended when they left), newest ending first. */
  endedPolicies: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'ended-policies'] as const,
      queryFn: ({ signal }) =>
        apiGet<TEndedPolicyList>(`/api/v1/orgs/${organizationId}/burial/ended-policies`, { signal }),
    }),
  membersWithoutPolicy: (organizationId: string) =>
    queryOptions({
      queryKey: [...topicKey('cover', organizationId), 'members-without-policy'] as const,
      queryFn: ({ signal }) =>
        apiGet<TMembersWithoutPolicy>(`/api/v1/orgs/${organizationId}/burial/members-without-policy`, {
          signal,
        }),
    }),
};

/** The member's own cover certificate (PDF) as on today. */
export const getMyCertificatePath = (organizationId: string) =>
  `/api/v1/orgs/${organizationId}/burial/cover/me/certificate`;

/** A member's cover certificate (PDF), for admins. */
export const getCertificatePath = (organizationId: string, userId: string) =>
  `/api/v1/orgs/${organizationId}/burial/policies/${userId}/certificate`;
