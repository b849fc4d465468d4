import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ADMIN_TEXTS,
  ORGANIZATION_STATUS_FILTERS,
  type TAdminOrganization,
  type TAdminOrganizationListQuery,
} from '../../../../shared/contracts/admin';
import { formatDate } from '../../../../shared/format';
import { ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPES } from '../../../../shared/organization-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { Pager } from '../../../components/data-table/pager';
import { FilterSelect } from '../../../components/filter-select';
import { ErrorState } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { selectOrganization } from '../../../lib/selected-organization';
import { toastError } from '../../../lib/toasts';
import { useRestoreOrganization } from '../../organizations/organizations.mutations';
import { useDeleteAdminOrganization } from '../admin.mutations';
import { adminQueries } from '../admin.queries';
import { ColumnToggle, type TToggleColumn, useColumnVisibility } from '../shared/column-toggle';
import { RowActions, toActionsColumn } from '../shared/row-actions';
import { SearchInput } from '../shared/search-input';
import { OrganizationDetailsDialog } from './organization-details-dialog';
import { EditOrganizationDialog, ManageFeaturesDialog } from './organization-edit-dialogs';

const PAGE_SIZE = 25;
const STATUS_LABELS = { active: 'Active', archived: 'Archived', all: 'All statuses' } as const;

const COLUMNS: (TDataColumn<TAdminOrganization> & TToggleColumn)[] = [
  { header: 'Organization', stacked: 'lead', cell: (org) => org.name, className: 'font-medium' },
  { header: 'Type', cell: (org) => ORGANIZATION_TYPE_LABELS[org.organizationType] },
  { header: 'Members', cell: (org) => org.memberCount, className: 'tabular-nums' },
  {
    header: 'Description',
    cell: (org) => org.description ?? '—',
    className: 'max-w-64 truncate text-muted-foreground',
    isHiddenByDefault: true,
  },
  {
    header: 'Status',
    cell: (org) => (
      <Badge variant={org.status === 'active' ? 'secondary' : 'outline'}>
        {org.status === 'active' ? 'Active' : 'Archived'}
      </Badge>
    ),
  },
  { header: 'Created', cell: (org) => formatDate(org.createdAt), isHiddenByDefault: true },
];

type TDialogKind = 'details' | 'edit' | 'features' | 'delete';

/** /dashboard/admin/organizations (site_admin, developer): every organization, its details, settings and fate. */
export function AdminOrganizationsPage() {
  const [filters, setFilters] = useState<Omit<TAdminOrganizationListQuery, 'limit' | 'offset'>>({
    search: '',
    type: 'all',
    status: 'active',
  });
  const [offset, setOffset] = useState(0);
  const [dialog, setDialog] = useState<{ kind: TDialogKind; org: TAdminOrganization } | null>(null);
  const columns = useColumnVisibility(COLUMNS);
  const list = useQuery(adminQueries.organizations({ ...filters, limit: PAGE_SIZE, offset }));
  const remove = useDeleteAdminOrganization();
  const restore = useRestoreOrganization();
  const navigate = useNavigate();
  const onSearch = useCallback((search: string) => {
    setFilters((current) => ({ ...current, search }));
    setOffset(0);
  }, []);
  const close = () => setDialog(null);

  function confirmDelete(org: TAdminOrganization) {
    remove.mutate(org.id, {
      onSuccess: () => {
        toast.success(ADMIN_TEXTS.organizationDeleted);
        close();
      },
      onError: (error) => {
        toastError(error, 'Failed to delete organization');
        close();
      },
    });
  }

  const actionsFor = (org: TAdminOrganization) => (
    <RowActions
      name={org.name}
      actions={[
        { label: 'View Detailed Info', onSelect: () => setDialog({ kind: 'details', org }) },
        {
          label: 'Open Organization',
          onSelect: () => {
            selectOrganization(org.id);
            void navigate('/dashboard');
          },
        },
        { label: 'Edit Organization', onSelect: () => setDialog({ kind: 'edit', org }) },
        { label: 'Manage Features', onSelect: () => setDialog({ kind: 'features', org }) },
        ...(org.status === 'archived'
          ? [
              {
                label: 'Restore Organization',
                onSelect: () =>
                  restore.mutate(org.id, {
                    onSuccess: () => toast.success(`${org.name} has been restored.`),
                    onError: (error) => toastError(error),
                  }),
              },
            ]
          : []),
        {
          label: 'Delete Organization',
          onSelect: () => setDialog({ kind: 'delete', org }),
          isDestructive: true,
        },
      ]}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Organization Management"
        description="Every organization on the platform: details, settings, features and status"
      />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          id="org-search"
          label="Search organizations"
          placeholder="Search by name or description..."
          onSearch={onSearch}
        />
        <FilterSelect
          id="org-type"
          label="Type"
          value={filters.type}
          values={['all', ...ORGANIZATION_TYPES]}
          labelOf={(type) => (type === 'all' ? 'All types' : ORGANIZATION_TYPE_LABELS[type])}
          onChange={(type) => {
            setFilters({ ...filters, type });
            setOffset(0);
          }}
        />
        <FilterSelect
          id="org-status"
          label="Status"
          value={filters.status}
          values={ORGANIZATION_STATUS_FILTERS}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(status) => {
            setFilters({ ...filters, status });
            setOffset(0);
          }}
        />
        <ColumnToggle columns={COLUMNS} visible={columns.visible} onToggle={columns.toggle} />
      </div>
      {list.isError ? (
        <ErrorState
          title="Failed to load organizations"
          error={list.error}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <Card className="gap-0 p-0">
          <DataTable
            label="Organizations"
            columns={[...columns.shown, toActionsColumn(actionsFor)]}
            rows={list.data?.organizations ?? []}
            getRowKey={(org) => org.id}
            isLoading={list.isPending}
            emptyText="No organizations found"
            phone={{ kind: 'details', getTitle: (org) => org.name }}
          />
          <Pager offset={offset} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onChange={setOffset} />
        </Card>
      )}
      <OrganizationDetailsDialog
        organizationId={dialog?.kind === 'details' ? dialog.org.id : null}
        onClose={close}
      />
      {dialog?.kind === 'edit' && <EditOrganizationDialog organizationId={dialog.org.id} onClose={close} />}
      {dialog?.kind === 'features' && <ManageFeaturesDialog organization={dialog.org} onClose={close} />}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Delete Organization"
        description={ADMIN_TEXTS.deleteOrganizationConfirm}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.org)}
      >
        {dialog?.kind === 'delete' && (
          <p className="text-sm">
            {dialog.org.name}: only an organization with nothing in its books can be deleted. One with records
            is archived instead (Edit Organization, Danger Zone).
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
