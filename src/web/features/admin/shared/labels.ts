import type { TRole } from '../../../../shared/access';
import type { TUserStatus } from '../../../../shared/contracts/admin';
import type { TBadgeProps } from '../../../components/ui/badge';

export const ROLE_LABELS: Record<TRole, string> = {
  user: 'User',
  organization_admin: 'Org Admin',
  site_admin: 'Site Admin',
  developer: 'Developer',
};

export const STATUS_LABELS: Record<TUserStatus, string> = {
  active: 'Active',
  unverified: 'Unverified',
  suspended: 'Suspended',
  deleted: 'Deleted',
};

export const STATUS_VARIANTS: Record<TUserStatus, TBadgeProps['variant']> = {
  active: 'secondary',
  unverified: 'outline',
  suspended: 'destructive',
  deleted: 'outline',
};

/** en-ZA date and time, e.g. "23 Nov 2026, 09:15". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
