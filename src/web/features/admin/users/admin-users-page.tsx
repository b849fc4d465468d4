import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_TEXTS,
  type TAdminUser,
  type TUserRoleFilter,
  USER_ROLE_FILTERS,
} from '../../../../shared/contracts/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { Pager } from '../../../components/data-table/pager';
import { FilterSelect } from '../../../components/filter-select';
import { ErrorState } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ClampedText } from '../../../components/ui/clamped-text';
import { PageHeader } from '../../../components/ui/page-header';
import { toastError } from '../../../lib/toasts';
import { useDashboardAccess } from '../../../lib/use-dashboard-access';
import { useDeleteAdminUser, useSetUserSuspended } from '../admin.mutations';
import { adminQueries } from '../admin.queries';
import { ColumnToggle, useColumnVisibility } from '../shared/column-toggle';
import { ROLE_LABELS, STATUS_LABELS, STATUS_VARIANTS } from '../shared/labels';
import { RowActions, toActionsColumn } from '../shared/row-actions';
import { SearchInput } from '../shared/search-input';
import { EditUserDialog } from './edit-user-dialog';
import { UserDetailsDialog } from './user-details-dialog';

const PAGE_SIZE = 25;

const ROLE_FILTER_LABELS: Record<TUserRoleFilter, string> = {
  all: 'All Roles',
  user: 'Regular Users',
  organization_admin: 'Org Admins',
  site_admin: 'Site Admins',
};

const COLUMNS: TDataColumn<TAdminUser>[] = [
  {
    header: 'Name',
    stacked: 'lead',
    cell: (user) => <ClampedText text={user.fullName} />,
    className: 'max-w-56 font-medium',
  },
  {
    header: 'Email',
    cell: (user) => <ClampedText text={user.hasSignIn ? user.email : '—'} />,
    className: 'max-w-64 text-muted-foreground',
  },
  {
    header: 'Status',
    cell: (user) => <Badge variant={STATUS_VARIANTS[user.status]}>{STATUS_LABELS[user.status]}</Badge>,
  },
  { header: 'Role', cell: (user) => ROLE_LABELS[user.role] },
];

type TDialog =
  | { kind: 'details'; user: TAdminUser }
  | { kind: 'edit'; user: TAdminUser }
  | { kind: 'delete'; user: TAdminUser }
  | null;

/** /dashboard/admin/users (site_admin, developer): find, inspect, edit, suspend and delete users. */
export function AdminUsersPage() {
  const { me } = useDashboardAccess();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<TUserRoleFilter>('all');
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<TDialog>(null);
  const columns = useColumnVisibility(COLUMNS);
  const users = useQuery(adminQueries.users({ search, role, limit: PAGE_SIZE, offset }));
  const suspend = useSetUserSuspended();
  const remove = useDeleteAdminUser();
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setOffset(0);
  }, []);

  function setSuspended(user: TAdminUser, suspended: boolean) {
    suspend.mutate(
      { userId: user.userId, suspended },
      {
        onSuccess: () => toast.success(suspended ? 'User suspended' : 'User restored'),
        onError: (error) => toastError(error),
      },
    );
  }

  function confirmDelete(user: TAdminUser) {
    remove.mutate(user.userId, {
      onSuccess: () => {
        toast.success(ADMIN_TEXTS.userDeleted);
        setDialog(null);
      },
      onError: (error) => {
        toastError(error, 'Failed to delete user');
        setDialog(null);
      },
    });
  }

  const actionsFor = (user: TAdminUser) => {
    const name = user.fullName ?? user.email;
    const isGone = user.status === 'deleted';
    return (
      <RowActions
        name={name}
        actions={[
          { label: 'View Details', onSelect: () => setDialog({ kind: 'details', user }) },
          { label: 'Edit User', onSelect: () => setDialog({ kind: 'edit', user }), isDisabled: isGone },
          user.status === 'suspended'
            ? { label: 'Restore User', onSelect: () => setSuspended(user, false) }
            : { label: 'Suspend User', onSelect: () => setSuspended(user, true), isDisabled: isGone },
          {
            label: 'Delete User',
            onSelect: () => setDialog({ kind: 'delete', user }),
            isDestructive: true,
            isDisabled: isGone,
          },
        ]}
      />
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="User Management"
        description="Find users by name or company, see their roles, edit or remove them"
      />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          id="user-search"
          label="Search users"
          placeholder="Search by name or company..."
          onSearch={onSearch}
        />
        <FilterSelect
          id="user-role"
          label="Role"
          value={role}
          values={USER_ROLE_FILTERS}
          labelOf={(value) => ROLE_FILTER_LABELS[value]}
          onChange={(value) => {
            setRole(value);
            setOffset(0);
          }}
        />
        <ColumnToggle columns={COLUMNS} visible={columns.visible} onToggle={columns.toggle} />
      </div>
      {users.isError ? (
        <ErrorState
          title="Failed to load users"
          error={users.error}
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : (
        <Card className="gap-0 p-0">
          <DataTable
            label="Users"
            columns={[...columns.shown, toActionsColumn(actionsFor)]}
            rows={users.data?.users ?? []}
            getRowKey={(user) => user.userId}
            isLoading={users.isPending}
            emptyText="No users found"
            phone={{ kind: 'details', getTitle: (user) => user.fullName ?? user.email }}
          />
          <Pager
            offset={offset}
            pageSize={PAGE_SIZE}
            total={users.data?.total ?? 0}
            isTotalCapped={users.data?.isTotalCapped ?? false}
            onChange={setOffset}
          />
        </Card>
      )}
      <UserDetailsDialog
        userId={dialog?.kind === 'details' ? dialog.user.userId : null}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'edit' && (
        <EditUserDialog
          user={dialog.user}
          isSelf={dialog.user.userId === me?.user.id}
          isDeveloper={me?.platformRoles.includes('developer') ?? false}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title="Delete User"
        description={ADMIN_TEXTS.deleteUserConfirm}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.user)}
      >
        {dialog?.kind === 'delete' && (
          <p className="text-sm">
            {dialog.user.fullName ?? dialog.user.email}: their personal data is removed; their records in the
            books stay as “Former member”.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
