import { Mail } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/early-access (site_admin, developer). */
export function AdminEarlyAccessPage() {
  return (
    <AdminEmptyPage
      title="Early Access Signups"
      description="People who asked to hear about new features, and whether we have contacted them"
      icon={Mail}
      emptyText="No signups yet"
    />
  );
}
