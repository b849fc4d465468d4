import { UsersRound } from 'lucide-react';
import { AdminEmptyPage } from '../admin-empty-page';

/** /dashboard/admin/users (site_admin, developer). */
export function AdminUsersPage() {
  return (
    <AdminEmptyPage
      title="User Management"
      description="Find users by name or company, see their roles, edit or remove them"
      icon={UsersRound}
      emptyText="No users found"
    />
  );
}
