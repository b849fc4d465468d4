import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TAdminOrganizationListQuery,
  type TAdminUserListQuery,
  type TContactInboxQuery,
  type TSystemLogQuery,
  ZAdminOrganizationDetail,
  ZAdminOrganizationList,
  ZAdminUserDetail,
  ZAdminUserList,
  ZContactInbox,
  ZEarlyAccessList,
  ZSecurityReport,
  ZSiteActivity,
  ZSystemLog,
} from '../../../shared/contracts/admin';
import { apiGet } from '../../lib/api';

/** Every administration query starts with 'admin', so a staff action can refresh them all at once. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: (query: TAdminUserListQuery) =>
    queryOptions({
      queryKey: ['admin', 'users', query] as const,
      queryFn: ({ signal }) => apiGet('/api/v1/admin/users', ZAdminUserList, { signal, query }),
      placeholderData: keepPreviousData,
    }),
  user: (userId: string) =>
    queryOptions({
      queryKey: ['admin', 'user', userId] as const,
      queryFn: ({ signal }) => apiGet(`/api/v1/admin/users/${userId}`, ZAdminUserDetail, { signal }),
    }),
  organizations: (query: TAdminOrganizationListQuery) =>
    queryOptions({
      queryKey: ['admin', 'organizations', query] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/v1/admin/organizations', ZAdminOrganizationList, { signal, query }),
      placeholderData: keepPreviousData,
    }),
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: ['admin', 'organization', organizationId] as const,
      queryFn: ({ signal }) =>
        apiGet(`/api/v1/admin/organizations/${organizationId}`, ZAdminOrganizationDetail, { signal }),
    }),
  earlyAccess: (page: { limit: number; offset: number }) =>
    queryOptions({
      queryKey: ['admin', 'early-access', page] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/v1/admin/early-access', ZEarlyAccessList, { signal, query: page }),
      placeholderData: keepPreviousData,
    }),
  contactInbox: (query: TContactInboxQuery) =>
    queryOptions({
      queryKey: ['admin', 'contact-messages', query] as const,
      queryFn: ({ signal }) => apiGet('/api/v1/admin/contact-messages', ZContactInbox, { signal, query }),
      placeholderData: keepPreviousData,
    }),
  siteActivity: (days: number) =>
    queryOptions({
      queryKey: ['admin', 'site-activity', days] as const,
      queryFn: ({ signal }) =>
        apiGet('/api/v1/admin/site-activity', ZSiteActivity, { signal, query: { days } }),
    }),
  security: () =>
    queryOptions({
      queryKey: ['admin', 'security'] as const,
      queryFn: ({ signal }) => apiGet('/api/v1/admin/security', ZSecurityReport, { signal }),
      staleTime: 0,
    }),
  logs: (query: TSystemLogQuery) =>
    queryOptions({
      queryKey: ['admin', 'logs', query] as const,
      queryFn: ({ signal }) => apiGet('/api/v1/admin/logs', ZSystemLog, { signal, query }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
