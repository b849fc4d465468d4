import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The organization pages under /dashboard (relative paths), each loaded when first visited. */
export const organizationRoutes: RouteObject[] = [
  {
    path: 'organizations',
    lazy: page(
      () => import('./browse-organizations-page'),
      (module) => module.BrowseOrganizationsPage,
    ),
  },
  {
    path: 'organizations/create',
    lazy: page(
      () => import('./create-organization-page'),
      (module) => module.CreateOrganizationPage,
    ),
  },
  {
    path: 'claim',
    lazy: page(
      () => import('./claim-record-page'),
      (module) => module.ClaimRecordPage,
    ),
  },
  {
    path: 'organization',
    lazy: page(
      () => import('./organization-hub-page'),
      (module) => module.OrganizationHubPage,
    ),
  },
  {
    path: 'organization/settings',
    lazy: page(
      () => import('./organization-settings-page'),
      (module) => module.OrganizationSettingsPage,
    ),
  },
  {
    path: 'organization/features',
    lazy: page(
      () => import('./feature-management-page'),
      (module) => module.FeatureManagementPage,
    ),
  },
  {
    path: 'organization/members',
    lazy: page(
      () => import('./manage-members-page'),
      (module) => module.ManageMembersPage,
    ),
  },
  {
    path: 'organization/join-requests',
    lazy: page(
      () => import('./join-requests-page'),
      (module) => module.JoinRequestsPage,
    ),
  },
  {
    path: 'organization/approvals',
    lazy: page(
      () => import('../approvals/approvals-page'),
      (module) => module.ApprovalsPage,
    ),
  },
  {
    path: 'organization/arrears',
    lazy: page(
      () => import('../group-rules/arrears-page'),
      (module) => module.ArrearsPage,
    ),
  },
  {
    path: 'organization/cover-register',
    lazy: page(
      () => import('../burial/cover-register-page'),
      (module) => module.CoverRegisterPage,
    ),
  },
  {
    path: 'organization/claims',
    lazy: page(
      () => import('../burial/claims-page'),
      (module) => module.ClaimsPage,
    ),
  },
  {
    path: 'cover',
    lazy: page(
      () => import('../burial/my-cover-page'),
      (module) => module.MyCoverPage,
    ),
  },
  {
    path: 'organization/fines',
    lazy: page(
      () => import('../fines/fines-page'),
      (module) => module.FinesPage,
    ),
  },
  {
    path: 'organization/share-out',
    lazy: page(
      () => import('../share-out/share-out-page'),
      (module) => module.ShareOutPage,
    ),
  },
  {
    path: 'organization/bank',
    lazy: page(
      () => import('../bank-statements/bank-page'),
      (module) => module.BankPage,
    ),
  },
  {
    path: 'meetings',
    lazy: page(
      () => import('../meetings/meetings-page'),
      (module) => module.MeetingsPage,
    ),
  },
  {
    path: 'rotation',
    lazy: page(
      () => import('../rotation/rotation-page'),
      (module) => module.RotationPage,
    ),
  },
  {
    path: 'members',
    lazy: page(
      () => import('../members/members-directory-page'),
      (module) => module.MembersDirectoryPage,
    ),
  },
];
