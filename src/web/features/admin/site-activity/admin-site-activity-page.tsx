import { Activity } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/site-activity (site_admin, developer). */
export function AdminSiteActivityPage() {
  return (
    <AdminEmptyPage
      title="Site Activity"
      description="Visits, sign-ups and what happened recently across the platform"
      icon={Activity}
      emptyText="No recent activity"
    />
  );
}
