import { Eye } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { selectOrganization } from '../../lib/selected-organization';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

/**
 * Over every page while platform staff view an organization they do not belong to: whose pages these are, that
 * they only read them (the server refuses any change, ADR 60), that the visit is in its audit log, and the
 * way back.
 */
export function StaffViewBanner() {
  const { membership, isStaffView } = useDashboardAccess();
  const navigate = useNavigate();
  if (!isStaffView || !membership) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        <strong className="font-semibold">
          You are viewing {membership.organization.name} as platform staff.
        </strong>{' '}
        This view is read-only, and your visit is recorded in its audit log.
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          selectOrganization(null);
          void navigate('/dashboard/admin/organizations');
        }}
      >
        Stop viewing
      </Button>
    </div>
  );
}
