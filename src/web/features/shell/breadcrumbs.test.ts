import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('makes one crumb per segment, dashes as spaces and words capitalised', () => {
    expect(buildBreadcrumbs('/dashboard/organization/join-requests')).toEqual([
      { path: '/dashboard', label: 'Dashboard' },
      { path: '/dashboard/organization', label: 'Organization' },
      { path: '/dashboard/organization/join-requests', label: 'Join Requests' },
    ]);
  });

  it('ignores a trailing slash and decodes the segment', () => {
    expect(buildBreadcrumbs('/dashboard/admin/early-access/')).toEqual([
      { path: '/dashboard', label: 'Dashboard' },
      { path: '/dashboard/admin', label: 'Admin' },
      { path: '/dashboard/admin/early-access', label: 'Early Access' },
    ]);
    expect(buildBreadcrumbs('/dashboard/join%2Drequests').at(-1)?.label).toBe('Join Requests');
    expect(buildBreadcrumbs('/dashboard/%E0%A4%A').at(-1)?.label).toBe('%E0%A4%A');
  });
});
