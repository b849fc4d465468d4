import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TAdminOrganizationDetail,
  TAdminOrganizationList,
  TAdminOrganizationListQuery,
  TAdminUserDetail,
  TAdminUserList,
  TAdminUserListQuery,
  TContactInbox,
  TContactInboxQuery,
  TEarlyAccessList,
  TSecurityReport,
  TSiteActivity,
  TSystemLog,
  TSystemLogQuery,
} from '../../../shared/contracts/admin';
import { apiGet } from '../../lib/api';

/** Every administration query starts with 'admin', so a staff action can refresh them all at once. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: (query: TAdminUserListQuery) =>
    queryOptions({
      queryKey: ['admin', 'users', query] as const,
      queryFn: ({ signal }) => apiGet<TAdminUserList>('/api/v1/admin/users', { signal, query }),
      placeholderData: keepPreviousData,
    }),
  user: (userId: string) =>
    queryOptions({
      queryKey: ['admin', 'user', userId] as const,
      queryFn: ({ signal }) => apiGet<TAdminUserDetail>(`/api/v1/admin/users/${userId}`, { signal }),
    }),
  organizations: (query: TAdminOrganizationListQuery) =>
    queryOptions({
      queryKey: ['admin', 'organizations', query] as const,
      queryFn: ({ signal }) =>
        apiGet<TAdminOrganizationList>('/api/v1/admin/organizations', { signal, query }),
      placeholderData: keepPreviousData,
    }),
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: ['admin', 'organization', organizationId] as const,
      queryFn: ({ signal }) =>
        apiGet<TAdminOrganizationDetail>(`/api/v1/admin/organizations/${organizationId}`, { signal }),
    }),
  earlyAccess: (page: { limit: number; offset: number }) =>
    queryOptions({
      queryKey: ['admin', 'early-access', page] as const,
      queryFn: ({ signal }) =>
        apiGet<TEarlyAccessList>('/api/v1/admin/early-access', { signal, query: page }),
      placeholderData: keepPreviousData,
    }),
  contactInbox: (query: TContactInboxQuery) =>
    queryOptions({
      queryKey: ['admin', 'contact-messages', query] as const,
      queryFn: ({ signal }) => apiGet<TContactInbox>('/api/v1/admin/contact-messages', { signal, query }),
      placeholderData: keepPreviousData,
    }),
  siteActivity: (days: number) =>
    queryOptions({
      queryKey: ['admin', 'site-activity', days] as const,
      queryFn: ({ signal }) =>
        apiGet<TSiteActivity>('/api/v1/admin/site-activity', { signal, query: { days } }),
    }),
  security: () =>
    queryOptions({
      queryKey: ['admin', 'security'] as const,
      queryFn: ({ signal }) => apiGet<TSecurityReport>('/api/v1/admin/security', { signal }),
      staleTime: 0,
    }),
  logs: (query: TSystemLogQuery) =>
    queryOptions({
      queryKey: ['admin', 'logs', query] as const,
      queryFn: ({ signal }) => apiGet<TSystemLog>('/api/v1/admin/logs', { signal, query }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
