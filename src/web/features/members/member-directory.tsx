import { ShieldCheck, User, Users } from 'lucide-react';
import type { TMember } from '../../../shared/contracts/members';
import { formatMemberDate } from '../../../shared/format';
import type { TDataColumn } from '../../components/data-table/data-table';
import { MemberIdentity } from '../../components/member-identity';
import { MemberRoleBadge } from '../../components/member-role-badge';
import { MemberSearch } from '../../components/member-search';
import { MemberTable } from '../../components/member-table';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { StatCard } from '../../components/ui/stat-card';
import { formatMemberCount, useMemberList } from '../organizations/member-list.queries';

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
        {formatMemberDate(member.joinedAt)}
      </>
    ),
  },
];

/** One organization's member directory: its counts, a search and a row per member. */
export function MemberDirectory({ organizationId }: { organizationId: string }) {
  const list = useMemberList(organizationId);
  const { counts } = list;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Members"
          value={counts ? formatMemberCount(counts, counts.memberCount) : '—'}
          icon={Users}
        />
        <StatCard label="Admins" value={counts?.adminCount ?? '—'} icon={ShieldCheck} />
        <StatCard
          label="Regular Members"
          value={counts ? formatMemberCount(counts, counts.memberCount - counts.adminCount) : '—'}
          icon={User}
        />
      </div>
      <Card className="min-w-0">
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Member Directory</CardTitle>
          <MemberSearch value={list.search} onChange={list.setSearch} label="Search the member directory" />
        </CardHeader>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <MemberTable list={list} columns={COLUMNS} />
        </div>
      </Card>
    </div>
  );
}
