import { ShieldAlert } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/security (developer only). */
export function AdminSecurityPage() {
  return (
    <AdminEmptyPage
      title="Security Issues"
      description="Failed sign-ins and other security events across the platform"
      icon={ShieldAlert}
      emptyText="No security issues found matching your filters"
    />
  );
}
