import type { TNavItem } from './nav-model';
import { DEVELOPER_ONLY, PLATFORM_STAFF } from './nav-model';

/** The Administration items (platform staff), in sidebar order. */
export const ADMINISTRATION_ITEMS = [
  {
    path: '/dashboard/admin',
    title: 'Admin Hub',
    description: 'Every administration tool in one place',
    group: 'administration',
    icon: 'admin',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/users',
    title: 'User Management',
    description: 'Find users, see their roles, edit or remove them',
    group: 'administration',
    icon: 'users',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/organizations',
    title: 'Organization Management',
    description: 'Every organization on the platform and its features',
    group: 'administration',
    icon: 'admin-organizations',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/features',
    title: 'Feature Flags',
    description: 'Switch features on or off for the whole platform',
    group: 'administration',
    icon: 'feature-flags',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/early-access',
    title: 'Early Access Signups',
    description: 'People waiting to hear about new features',
    group: 'administration',
    icon: 'early-access',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/site-activity',
    title: 'Site Activity',
    description: 'Visits, sign-ups and recent activity',
    group: 'administration',
    icon: 'site-activity',
    requirement: { roles: PLATFORM_STAFF },
  },
  {
    path: '/dashboard/admin/security',
    title: 'Security Issues',
    description: 'Failed sign-ins and other security events',
    group: 'administration',
    icon: 'security',
    requirement: { roles: DEVELOPER_ONLY },
  },
  {
    path: '/dashboard/admin/logs',
    title: 'System Logs',
    description: 'What changed, who changed it and when',
    group: 'administration',
    icon: 'logs',
    requirement: { roles: DEVELOPER_ONLY },
  },
] as const satisfies readonly TNavItem[];
