/**
 * Every path the web app shows a page for, as the router declares them (`:name` is one path segment).
 * The server answers 404 (with the app, which shows its Page Not Found) for any other page path; a unit test
 * keeps this list equal to the router's.
 */
export const APP_PATHS = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/verify/:receiptNumber',
  '/unsubscribe',
  '/403',
  '/500',
  '/dashboard',
  '/dashboard/contributions',
  '/dashboard/loans',
  '/dashboard/transactions',
  '/dashboard/analytics',
  '/dashboard/reports',
  '/dashboard/receipts',
  '/dashboard/submit-request',
  '/dashboard/view-submissions',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/help',
  '/dashboard/admin',
  '/dashboard/admin/users',
  '/dashboard/admin/organizations',
  '/dashboard/admin/features',
  '/dashboard/admin/early-access',
  '/dashboard/admin/site-activity',
  '/dashboard/admin/security',
  '/dashboard/admin/logs',
  '/dashboard/organizations',
  '/dashboard/organizations/create',
  '/dashboard/claim',
  '/dashboard/organization',
  '/dashboard/organization/settings',
  '/dashboard/organization/features',
  '/dashboard/organization/members',
  '/dashboard/organization/join-requests',
  '/dashboard/members',
  '/dashboard/organization/approvals',
  '/dashboard/organization/arrears',
  '/dashboard/organization/fines',
  '/dashboard/organization/bank',
  '/dashboard/rotation',
  '/dashboard/organization/cover-register',
  '/dashboard/organization/claims',
  '/dashboard/cover',
  '/dashboard/meetings',
  '/dashboard/organization/share-out',
  '/dashboard/403',
] as const;

function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const MATCHERS = APP_PATHS.map(toMatcher);

/** Whether the web app has a page at this path (query and hash ignored). */
export function isAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
