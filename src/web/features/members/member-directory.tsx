import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck, User, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { MemberIdentity } from '../organizations/member-identity';
import { MemberSearch } from '../organizations/member-search';
import { membershipQueries } from '../organizations/organizations.queries';
import { ErrorState, LoadingState } from '../organizations/page-states';
import { STACKED_TABLE } from '../organizations/stacked-table';
import { useDebouncedValue } from '../organizations/use-debounced-value';

const COLUMNS = ['Member', 'Company', 'Role', 'Joined'] as const;

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
          {members.isPending ? (
            <LoadingState label="Loading members..." />
          ) : members.isError ? (
            <ErrorState
              title="Failed to load members"
              error={members.error}
              onRetry={() => void members.refetch()}
              isRetrying={members.isFetching}
            />
          ) : (
            <Table>
              <TableHeader className={STACKED_TABLE.header}>
                <TableRow className="hover:bg-transparent">
                  {COLUMNS.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow className="hover:bg-transparent">
                    <TableCell colSpan={COLUMNS.length} className="py-12 text-center text-muted-foreground">
                      No members found
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((member) => (
                    <TableRow key={member.id} className={STACKED_TABLE.row}>
                      <TableCell className={STACKED_TABLE.leadCell}>
                        <MemberIdentity fullName={member.fullName} image={member.image} />
                      </TableCell>
                      <TableCell
                        className={`text-muted-foreground ${STACKED_TABLE.cell} ${member.companyName ? '' : 'max-sm:hidden'}`}
                      >
                        {member.companyName || '—'}
                      </TableCell>
                      <TableCell className={STACKED_TABLE.cell}>
                        <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                          {member.role === 'admin' ? 'Admin' : 'Member'}
                        </Badge>
                      </TableCell>
                      <TableCell className={`whitespace-nowrap text-muted-foreground ${STACKED_TABLE.cell}`}>
                        <span className="sm:hidden">Joined </span>
                        {formatDate(member.joinedAt)}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          )}
          {members.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void members.fetchNextPage()}
                disabled={members.isFetchingNextPage}
              >
                {members.isFetchingNextPage && <Spinner />}
                Load More
              </Button>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
