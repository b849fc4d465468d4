import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck, User, Users } from 'lucide-react';
import { useState } from 'react';
import type { TMember } from '../../../shared/contracts/organizations';
import { formatDate } from '../../../shared/format';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { readLoadMore } from '../../components/data-table/load-more';
import { MemberIdentity } from '../../components/member-identity';
import { MemberRoleBadge } from '../../components/member-role-badge';
import { MemberSearch } from '../../components/member-search';
import { ErrorState } from '../../components/page-state';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { StatCard } from '../../components/ui/stat-card';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { membershipQueries } from '../organizations/organizations.queries';

const COLUMNS: readonly TDataColumn<TMember>[] = [
  {
    header: 'Member',
    stacked: 'lead',
    cell: (member) => <MemberIdentity fullName={member.fullName} image={member.image} />,
  },
  {
    header: 'Company',
    className: (member) => `text-muted-foreground ${member.companyName ? '' : 'max-sm:hidden'}`,
    cell: (member) => member.companyName || '—',
  },
  { header: 'Role', cell: (member) => <MemberRoleBadge role={member.role} /> },
  {
    header: 'Joined',
    className: 'whitespace-nowrap text-muted-foreground',
    cell: (member) => (
      <>
        <span className="sm:hidden">Joined </span>
        {formatDate(member.joinedAt)}
      </>
    ),
  },
];

/** One organization's member directory: its counts, a search and a row per member. */
export function MemberDirectory({ organizationId }: { organizationId: string }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const members = useInfiniteQuery(membershipQueries.list(organizationId, debouncedSearch));
  const rows = members.data?.pages.flatMap((page) => page.members) ?? [];
  const counts = members.data?.pages[0];

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Members" value={counts?.memberCount ?? '—'} icon={Users} />
        <StatCard label="Admins" value={counts?.adminCount ?? '—'} icon={ShieldCheck} />
        <StatCard
          label="Regular Members"
          value={counts ? counts.memberCount - counts.adminCount : '—'}
          icon={User}
        />
      </div>
      <Card className="min-w-0">
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Member Directory</CardTitle>
          <MemberSearch value={search} onChange={setSearch} label="Search the member directory" />
        </CardHeader>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          {members.isError ? (
            <ErrorState
              title="Failed to load members"
              error={members.error}
              onRetry={() => void members.refetch()}
              isRetrying={members.isFetching}
            />
          ) : (
            <DataTable
              columns={COLUMNS}
              rows={rows}
              getRowKey={(member) => member.id}
              isLoading={members.isPending}
              emptyText="No members found"
              phone={{ kind: 'stacked' }}
              loadMore={readLoadMore(members)}
            />
          )}
        </div>
      </Card>
    </div>
  );
}
