import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../shared/access';
import type { TApproval } from '../../../shared/contracts/approvals';
import { formatCents } from '../../../shared/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { ApprovalCard } from './approval-card';
import { useDecideApproval } from './approvals.mutations';
import { approvalQueries } from './approvals.queries';

type TPendingDecision = { approval: TApproval; action: 'approve' | 'cancel' };

function ApprovalBoard({
  organizationId,
  userId,
  isReadOnly,
}: {
  organizationId: string;
  userId: string;
  /** Platform staff viewing the organization: the board without Approve and Cancel. */
  isReadOnly: boolean;
}) {
  const board = useQuery(approvalQueries.board(organizationId));
  const decide = useDecideApproval(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();
  const [pending, setPending] = useState<TPendingDecision | null>(null);

  async function confirm() {
    if (!pending) return;
    const request = { approvalId: pending.approval.id, action: pending.action };
    try {
      await decide.mutateAsync({ ...request, idempotencyKey: getKey(request) });
      toast.success(pending.action === 'approve' ? 'Approved: the money has moved' : 'Move cancelled');
      resetKey();
      setPending(null);
    } catch (error) {
      toastError(error);
      setPending(null);
    }
  }

  if (!hasAnswer(board)) {
    return (
      <QueryWait query={board} loadingLabel="Loading approvals..." errorTitle="Failed to load approvals" />
    );
  }
  const { pending: waiting, recent } = board.data;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="approvals-waiting" className="grid gap-3">
        <h2 id="approvals-waiting" className="text-lg font-semibold">
          Waiting for approval ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <PageNotice>Nothing is waiting for a second admin.</PageNotice>
        ) : (
          waiting.map((approval) => (
            <ApprovalCard
              key={approval.id}
              approval={approval}
              isOwnProposal={approval.proposedBy === userId}
              isBusy={decide.isPending && decide.variables?.approvalId === approval.id}
              {...(isReadOnly ? {} : { onDecide: (action) => setPending({ approval, action }) })}
            />
          ))
        )}
      </section>
      <section aria-labelledby="approvals-recent" className="grid gap-3">
        <h2 id="approvals-recent" className="text-lg font-semibold">
          Recent decisions
        </h2>
        {recent.length === 0 ? (
          <PageNotice>No decisions yet.</PageNotice>
        ) : (
          recent.map((approval) => (
            <ApprovalCard key={approval.id} approval={approval} isOwnProposal={false} isBusy={false} />
          ))
        )}
      </section>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={pending?.action === 'approve' ? 'Approve this move?' : 'Cancel this move?'}
        description={
          pending
            ? `${pending.approval.description} (${formatCents(pending.approval.amountCents)}). ${
                pending.action === 'approve'
                  ? 'The money moves now and the books record it.'
                  : 'Nothing moves; the proposal is closed.'
              }`
            : ''
        }
        confirmLabel={pending?.action === 'approve' ? 'Approve' : 'Cancel move'}
        isDestructive={pending?.action === 'cancel'}
        isPending={decide.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

/** /dashboard/organization/approvals: money moves waiting for a second admin (ADR 0019), live. */
export function ApprovalsPage() {
  return (
    <OrganizationPage
      title="Approvals"
      getDescription={(name) => `Money moves of ${name} waiting for a second admin.`}
    >
      {({ membership, organizationId, role, userId, isStaffView }) =>
        can({ role }, 'approval.decide') ? (
          <ApprovalBoard
            key={organizationId}
            organizationId={organizationId}
            userId={userId}
            isReadOnly={isStaffView}
          />
        ) : (
          <PageNotice>
            Only organization admins can see and decide the approvals of {membership.organization.name}.
          </PageNotice>
        )
      }
    </OrganizationPage>
  );
}
