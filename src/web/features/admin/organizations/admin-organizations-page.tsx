import { Building } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/organizations (site_admin, developer). */
export function AdminOrganizationsPage() {
  return (
    <AdminEmptyPage
      title="Organization Management"
      description="Every organization on the platform, its members and its features"
      icon={Building}
      emptyText="No organizations found"
    />
  );
}
