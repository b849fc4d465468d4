import { ACCOUNT_ITEMS, SUBMISSION_ITEMS } from './nav-items-account';
import { ADMINISTRATION_ITEMS } from './nav-items-administration';
import { MAIN_ITEMS } from './nav-items-main';
import { ORGANIZATION_ITEMS } from './nav-items-organization';
import type { TNavItem } from './nav-model';

/** Every item the sidebar and the palette can show, in sidebar order. */
export const NAV_ITEMS = [
  ...MAIN_ITEMS,
  ...ORGANIZATION_ITEMS,
  ...SUBMISSION_ITEMS,
  ...ADMINISTRATION_ITEMS,
  ...ACCOUNT_ITEMS,
] as const satisfies readonly TNavItem[];

/** Dashboard routes that are not navigation items; every one needs only a session. */
const OTHER_DASHBOARD_PATHS = [
  '/dashboard/organizations/create',
  '/dashboard/claim',
  '/dashboard/organization',
  '/dashboard/organization/features',
  '/dashboard/403',
] as const;

/** Every dashboard route of both spec documents (plus the in-dashboard 403 page). */
export const DASHBOARD_ROUTE_PATHS: readonly string[] = [
  ...NAV_ITEMS.map((item) => item.path),
  ...OTHER_DASHBOARD_PATHS,
];

/** Public pages the palette always lists. */
export const PUBLIC_PAGES = [
  { path: '/', title: 'Home' },
  { path: '/features', title: 'Features' },
  { path: '/pricing', title: 'Pricing' },
  { path: '/about', title: 'About' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
] as const;
