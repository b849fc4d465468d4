import { ScrollText } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/logs (developer only). */
export function AdminLogsPage() {
  return (
    <AdminEmptyPage
      title="System Logs"
      description="What changed on the platform, who changed it and when"
      icon={ScrollText}
      emptyText="No logs found matching your filters"
    />
  );
}
