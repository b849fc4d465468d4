import { useQuery } from '@tanstack/react-query';
import { Check, Clock, Inbox, X } from 'lucide-react';
import { can } from '../../../shared/access';
import type { TJoinRequest } from '../../../shared/contracts/join-requests';
import { formatDate } from '../../../shared/format';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { MemberIdentity } from '../../components/member-identity';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { PageState } from '../../components/page-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useReviewJoinRequest } from './organizations.mutations';
import { joinRequestQueries } from './organizations.queries';

const STATUS_BADGE = {
  pending: { label: 'Pending', variant: 'outline' },
  approved: { label: 'Approved', variant: 'default' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const satisfies Record<
  TJoinRequest['status'],
  { label: string; variant: 'outline' | 'default' | 'destructive' }
>;

/** The counts and the requests, each pending one with Approve and Reject unless the list is read-only. */
function JoinRequestsList({
  organizationId,
  answer: { requests: rows, pendingCount, total },
  isReadOnly,
}: {
  organizationId: string;
  answer: { requests: readonly TJoinRequest[]; pendingCount: number; total: number };
  /** Platform staff viewing the organization: no review buttons. */
  isReadOnly: boolean;
}) {
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

  const dataColumns: TDataColumn<TJoinRequest>[] = [
    {
      header: 'User',
      stacked: 'lead',
      cell: (request) => (
        <MemberIdentity fullName={request.fullName} image={request.image} detail={request.email} />
      ),
    },
    {
      header: 'Message',
      stacked: 'lead',
      className: 'text-muted-foreground sm:max-w-72',
      cell: (request) => <p className="line-clamp-3 break-words">{request.message || '—'}</p>,
    },
    {
      header: 'Status',
      cell: (request) => (
        <Badge variant={STATUS_BADGE[request.status].variant}>{STATUS_BADGE[request.status].label}</Badge>
      ),
    },
    {
      header: 'Date',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (request) => formatDate(request.createdAt),
    },
  ];
  const actionsColumn: TDataColumn<TJoinRequest> = {
    header: 'Actions',
    isRightAligned: true,
    stacked: 'end',
    cell: (request) => request.status === 'pending' && renderReviewButtons(request),
  };
  const columns = isReadOnly ? dataColumns : [...dataColumns, actionsColumn];

  function renderReviewButtons(request: TJoinRequest) {
    const isBusy = review.isPending && review.variables?.requestId === request.id;
    const name = request.fullName ?? request.email;
    return (
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          onClick={() => decide(request, 'approve')}
          disabled={isBusy}
          aria-label={`Approve ${name}`}
        >
          {isBusy && review.variables?.decision === 'approve' ? <Spinner /> : <Check aria-hidden />}
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => decide(request, 'reject')}
          disabled={isBusy}
          aria-label={`Reject ${name}`}
        >
          {isBusy && review.variables?.decision === 'reject' ? <Spinner /> : <X aria-hidden />}
          Reject
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4">
        <StatCard label="Pending" value={pendingCount} icon={Clock} />
        <StatCard label="Total Requests" value={total} icon={Inbox} />
      </div>
      <Card className="min-w-0 p-4 sm:p-6">
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(request) => request.id}
          isLoading={false}
          emptyText="No join requests yet"
          phone={{ kind: 'stacked' }}
        />
      </Card>
    </div>
  );
}

function JoinRequestsTable({ organizationId, isReadOnly }: { organizationId: string; isReadOnly: boolean }) {
  const requests = useQuery(joinRequestQueries.list(organizationId));
  return (
    <PageState
      query={requests}
      loadingLabel="Loading join requests..."
      errorTitle="Failed to load join requests"
    >
      {(answer) => (
        <JoinRequestsList organizationId={organizationId} answer={answer} isReadOnly={isReadOnly} />
      )}
    </PageState>
  );
}

/** /dashboard/organization/join-requests: who asked to join the selected organization, for its admins. */
export function JoinRequestsPage() {
  return (
    <OrganizationPage title="Join Requests" getDescription={(name) => `People asking to join ${name}.`}>
      {({ membership, organizationId, role, isStaffView }) =>
        can({ role }, 'join_request.review') ? (
          <JoinRequestsTable key={organizationId} organizationId={organizationId} isReadOnly={isStaffView} />
        ) : (
          <PageNotice>
            Only organization admins can review the join requests of {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}
