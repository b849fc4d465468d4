import { format } from 'date-fns/format';
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
  no_account: 'No account',
  suspended: 'Suspended',
  deleted: 'Deleted',
};

export const STATUS_VARIANTS: Record<TUserStatus, TBadgeProps['variant']> = {
  active: 'secondary',
  unverified: 'outline',
  no_account: 'outline',
  suspended: 'destructive',
  deleted: 'outline',
};

/** A date and time on the admin pages, the month short as the specification has it: "Nov 23, 2026, 09:15". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM d, yyyy, HH:mm');
}
