import { SAVINGS_GROUP_TYPES } from '../organization-types';
import type { TNavItem } from './nav-model';
import { BURIAL_SOCIETIES, ORGANIZATION_ADMIN_AND_UP } from './nav-model';

/** Organization Management's items, in sidebar order. */
export const ORGANIZATION_ITEMS = [
  {
    path: '/dashboard/organization/settings',
    title: 'Organization Settings',
    description: "The organization's details and membership rules",
    group: 'organization',
    icon: 'organization-settings',
    requirement: {},
  },
  {
    path: '/dashboard/organization/members',
    title: 'Manage Members',
    description: 'Roles and membership',
    group: 'organization',
    icon: 'manage-members',
    requirement: {},
  },
  {
    path: '/dashboard/organization/join-requests',
    title: 'Join Requests',
    description: 'People asking to join',
    group: 'organization',
    icon: 'join-requests',
    requirement: {},
  },
  {
    path: '/dashboard/organization/approvals',
    title: 'Approvals',
    description: 'Money moves waiting for a second admin',
    group: 'organization',
    icon: 'approvals',
    // Like the other organization pages it opens for everyone and tells a plain member it is for admins.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/arrears',
    title: 'Arrears',
    description: 'Members behind on their contributions under the group rules',
    group: 'organization',
    icon: 'arrears',
    // Opens for everyone and tells a plain member it is for admins, like Approvals.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/fines',
    title: 'Fines',
    description: 'Late fines owed under the group rules, and waivers',
    group: 'organization',
    icon: 'fines',
    // Opens for everyone (a member sees their own fines); listed for admins, like Arrears.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/cover-register',
    title: 'Cover Register',
    description: "Every covered person's status: waiting, covered, in arrears, lapsed",
    group: 'organization',
    icon: 'cover-register',
    // Opens for everyone and tells a plain member it is for admins, like Arrears.
    requirement: { organizationTypes: BURIAL_SOCIETIES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/claims',
    title: 'Claims',
    description: 'Funeral claims: lodge, check every rule, approve and pay with two admins',
    group: 'organization',
    icon: 'claims',
    // Opens for everyone (a member lodges and follows their own claims); listed for admins.
    requirement: { organizationTypes: BURIAL_SOCIETIES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/share-out',
    title: 'Share-out',
    description: 'The year-end share-out table: what each member gets back',
    group: 'organization',
    icon: 'share-out',
    // Opens for every member, who reviews the table (found in the palette); listed for admins, like Fines.
    requirement: { organizationTypes: SAVINGS_GROUP_TYPES },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
  {
    path: '/dashboard/organization/bank',
    title: 'Bank',
    description: 'Import bank statements, match payments and reconcile the books',
    group: 'organization',
    icon: 'bank',
    // Opens for everyone like its neighbours and tells a plain member it is for admins.
    requirement: {},
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
] as const satisfies readonly TNavItem[];
