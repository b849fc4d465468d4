import { ORGANIZATION_ADMIN_AND_UP, type TNavItem } from './nav-model';

/** The Submissions items, in sidebar order. */
export const SUBMISSION_ITEMS = [
  {
    path: '/dashboard/submit-request',
    title: 'Submit Request',
    description: 'Ask your organization or the site operators for help',
    group: 'submissions',
    icon: 'submit-request',
    requirement: { feature: 'submit_request' },
  },
  {
    path: '/dashboard/view-submissions',
    title: 'View Submissions',
    description: 'Requests you sent and requests sent to you',
    group: 'submissions',
    icon: 'view-submissions',
    requirement: { feature: 'view_submissions' },
    visibleTo: ORGANIZATION_ADMIN_AND_UP,
  },
] as const satisfies readonly TNavItem[];

/** The Account items, in sidebar order. */
export const ACCOUNT_ITEMS = [
  {
    path: '/dashboard/profile',
    title: 'Profile',
    description: 'Your name and e-mail address',
    group: 'account',
    icon: 'profile',
    requirement: {},
  },
  {
    path: '/dashboard/settings',
    title: 'Settings',
    description: 'Notifications, password and two-factor authentication',
    group: 'account',
    icon: 'settings',
    requirement: {},
  },
  {
    path: '/dashboard/help',
    title: 'Help & Guide',
    description: 'Answers, guides, shortcuts and support',
    group: 'account',
    icon: 'help',
    requirement: {},
  },
] as const satisfies readonly TNavItem[];
