import { SAVINGS_GROUP_TYPES } from '../organization-types';
import type { TNavItem } from './nav-model';
import { BURIAL_SOCIETIES, ORGANIZATION_ADMIN_AND_UP } from './nav-model';

/** The Main Menu's items, in sidebar order. */
export const MAIN_ITEMS = [
  {
    path: '/dashboard',
    title: 'Overview',
    description: 'Your organizations at a glance',
    group: 'main',
    icon: 'overview',
    requirement: {},
  },
  {
    path: '/dashboard/contributions',
    title: 'Contributions',
    description: 'Payments made into the organization',
    group: 'main',
    icon: 'contributions',
    requirement: { feature: 'contributions' },
  },
  {
    path: '/dashboard/loans',
    title: 'Loans',
    description: 'Loans, repayments and what is outstanding',
    group: 'main',
    icon: 'loans',
    requirement: { feature: 'loans' },
  },
  {
    path: '/dashboard/rotation',
    title: 'Rotation',
    description: 'Who is paid out when, this round and swaps',
    group: 'main',
    icon: 'rotation',
    requirement: { organizationTypes: ['stokvel'] },
  },
  {
    path: '/dashboard/cover',
    title: 'My Cover',
    description: 'Your funeral cover: each person on your policy and their status',
    group: 'main',
    icon: 'cover',
    requirement: { organizationTypes: BURIAL_SOCIETIES },
  },
  {
    path: '/dashboard/meetings',
    title: 'Meetings',
    description: 'Share-based groups: each meeting step by step, and your shares',
    group: 'main',
    icon: 'meetings',
    requirement: { organizationTypes: SAVINGS_GROUP_TYPES },
  },
  {
    path: '/dashboard/transactions',
    title: 'Transactions',
    description: 'Money in and out of the organization',
    group: 'main',
    icon: 'transactions',
    requirement: { feature: 'transactions' },
  },
  {
    path: '/dashboard/analytics',
    title: 'Analytics',
    description: 'Trends in contributions and loans',
    group: 'main',
    icon: 'analytics',
    // Analytics and reports are for admins (help text, part 2): a member is refused at the route too.
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'analytics' },
  },
  {
    path: '/dashboard/members',
    title: 'Members',
    description: 'The member directory',
    group: 'main',
    icon: 'members',
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'members' },
  },
  {
    path: '/dashboard/reports',
    title: 'Reports',
    description: 'Financial and activity reports',
    group: 'main',
    icon: 'reports',
    requirement: { roles: ORGANIZATION_ADMIN_AND_UP, feature: 'reports' },
  },
  {
    path: '/dashboard/receipts',
    title: 'Receipts',
    description: 'Receipts for payments',
    group: 'main',
    icon: 'receipts',
    requirement: { feature: 'receipts' },
  },
  {
    path: '/dashboard/organizations',
    title: 'Organizations',
    description: 'Browse organizations and ask to join',
    group: 'main',
    icon: 'organizations',
    requirement: {},
  },
] as const satisfies readonly TNavItem[];
