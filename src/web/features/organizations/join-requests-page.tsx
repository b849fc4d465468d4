import { useQuery } from '@tanstack/react-query';
import { Check, Clock, Inbox, X } from 'lucide-react';
import { can } from '../../../shared/access';
import type { TJoinRequest } from '../../../shared/contracts/organizations';
import { formatDate } from '../../../shared/format';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toastError, toastSuccess } from '../../lib/toasts';
import { MemberIdentity } from './member-identity';
import { useReviewJoinRequest } from './organizations.mutations';
import { joinRequestQueries } from './organizations.queries';
import { ErrorState, LoadingState } from './page-states';
import { STACKED_TABLE } from './stacked-table';
import { useSelectedMembership } from './use-selected-membership';

const COLUMNS = ['User', 'Message', 'Status', 'Date', 'Actions'] as const;

const STATUS_BADGE = {
  pending: { label: 'Pending', variant: 'outline' },
  approved: { label: 'Approved', variant: 'default' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const satisfies Record<
  TJoinRequest['status'],
  { label: string; variant: 'outline' | 'default' | 'destructive' }
>;

function JoinRequestsTable({ organizationId }: { organizationId: string }) {
  const requests = useQuery(joinRequestQueries.list(organizationId));
  const review = useReviewJoinRequest(organizationId);

  function decide(request: TJoinRequest, decision: 'approve' | 'reject') {
    review.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: () =>
          decision === 'approve'
            ? toastSuccess('Request Approved', 'User has been added to the organization.')
            : toastSuccess('Request Rejected', 'Join request has been rejected.'),
        onError: (error) => toastError(error, 'Failed to process request.', { title: 'Error' }),
      },
    );
  }

  if (requests.isPending) return <LoadingState label="Loading join requests..." />;
  if (requests.isError) {
    return (
      <ErrorState
        title="Failed to load join requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
        isRetrying={requests.isFetching}
      />
    );
  }
  const { requests: rows, pendingCount, total } = requests.data;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4">
        <StatCard label="Pending" value={pendingCount} icon={Clock} />
        <StatCard label="Total Requests" value={total} icon={Inbox} />
      </div>
      <Card className="min-w-0 p-4 sm:p-6">
        <Table>
          <TableHeader className={STACKED_TABLE.header}>
            <TableRow className="hover:bg-transparent">
              {COLUMNS.map((column) => (
                <TableHead key={column} className={column === 'Actions' ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={COLUMNS.length} className="py-12 text-center text-muted-foreground">
                  No join requests yet
                </TableCell>
              </TableRow>
            ) : (
              rows.map((request) => {
                const isBusy = review.isPending && review.variables?.requestId === request.id;
                const name = request.fullName ?? request.email;
                return (
                  <TableRow key={request.id} className={STACKED_TABLE.row}>
                    <TableCell className={STACKED_TABLE.leadCell}>
                      <MemberIdentity
                        fullName={request.fullName}
                        image={request.image}
                        detail={request.email}
                      />
                    </TableCell>
                    <TableCell className={`text-muted-foreground sm:max-w-72 ${STACKED_TABLE.leadCell}`}>
                      <p className="line-clamp-3 break-words">{request.message || '—'}</p>
                    </TableCell>
                    <TableCell className={STACKED_TABLE.cell}>
                      <Badge variant={STATUS_BADGE[request.status].variant}>
                        {STATUS_BADGE[request.status].label}
                      </Badge>
                    </TableCell>
                    <TableCell className={`whitespace-nowrap text-muted-foreground ${STACKED_TABLE.cell}`}>
                      {formatDate(request.createdAt)}
                    </TableCell>
                    <TableCell className={STACKED_TABLE.actionsCell}>
                      {request.status === 'pending' && (
                        <div className="flex justify-end gap-2">
                          <Button
                            size="sm"
                            onClick={() => decide(request, 'approve')}
                            disabled={isBusy}
                            aria-label={`Approve ${name}`}
                          >
                            {isBusy && review.variables?.decision === 'approve' ? (
                              <Spinner />
                            ) : (
                              <Check aria-hidden />
                            )}
                            Approve
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => decide(request, 'reject')}
                            disabled={isBusy}
                            aria-label={`Reject ${name}`}
                          >
                            {isBusy && review.variables?.decision === 'reject' ? (
                              <Spinner />
                            ) : (
                              <X aria-hidden />
                            )}
                            Reject
                          </Button>
                        </div>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}

/** /dashboard/organization/join-requests: who asked to join the selected organization, for its admins. */
export function JoinRequestsPage() {
  const { me, membership, role } = useSelectedMembership();
  if (me.isPending) return <LoadingState label="Loading join requests..." />;
  if (!membership) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Join Requests" />
        <NoOrganizationPrompt />
      </div>
    );
  }
  const organizationName = membership.organization.name;
  return (
    <div className="grid gap-6">
      <PageHeader title="Join Requests" description={`People asking to join ${organizationName}.`} />
      {can({ role }, 'join_request.review') ? (
        <JoinRequestsTable key={membership.organizationId} organizationId={membership.organizationId} />
      ) : (
        <Card className="p-8 text-center text-muted-foreground">
          Only organization admins can review the join requests of {organizationName}.
        </Card>
      )}
    </div>
  );
}
