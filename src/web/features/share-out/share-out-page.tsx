import { useQuery } from '@tanstack/react-query';
import { PiggyBank } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { can, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import { formatCents } from '../../../shared/money';
import { SHARE_OUT_RULE_LABELS } from '../../../shared/share-out/share-out-types';
import { DateRangeFields } from '../../components/date-range-fields';
import { Money } from '../../components/money';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { announceMove } from '../../lib/held-move';
import { toastError } from '../../lib/toasts';
import { useDecideApproval } from '../approvals/approvals.mutations';
import { GroceryPurchasesCard } from './grocery-purchases-card';
import { PotBuilt } from './pot-built';
import { usePostShareOut, useProposeShareOut } from './share-out.mutations';
import { shareOutQueries } from './share-out.queries';
import { ShareOutTable } from './share-out-table';

/** Last calendar year: the usual stokvel cycle when the share-out is done in January. */
function lastYear() {
  const year = Number(getTodayIso().slice(0, 4)) - 1;
  return { startsOn: `${year}-01-01`, endsOn: `${year}-12-31` };
}

function ProposeForm({ organizationId }: { organizationId: string }) {
  const [cycle, setCycle] = useState(lastYear);
  const propose = useProposeShareOut(organizationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate(cycle, {
      onSuccess: () => toast.success('Share-out proposed: every member can now review it'),
      onError: (error) => toastError(error),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <DateRangeFields
        idPrefix="share-out"
        labels={{ start: 'Cycle start', end: 'Cycle end' }}
        start={cycle.startsOn}
        end={cycle.endsOn}
        onChange={(startsOn, endsOn) => setCycle({ startsOn, endsOn })}
      />
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending && <Spinner />}
        Propose share-out
      </Button>
    </form>
  );
}

function PostButton({
  organizationId,
  shareOut,
  isSecondAdminNeeded,
}: {
  organizationId: string;
  shareOut: TShareOut;
  isSecondAdminNeeded: boolean;
}) {
  // One key per proposal on this page: a double click or a retry posts once.
  const [idempotencyKey] = useState(() => `share-out-${crypto.randomUUID()}`);
  const post = usePostShareOut(organizationId);
  if (!shareOut.id) return null;
  const shareOutId = shareOut.id;
  const amount = formatCents(shareOut.totals.netPayoutCents);
  return (
    <Button
      disabled={post.isPending}
      onClick={() =>
        post.mutate(
          { shareOutId, idempotencyKey },
          {
            onSuccess: (answer) => announceMove(answer, 'Share-out posted as payouts'),
            onError: (error) => toastError(error),
          },
        )
      }
    >
      {post.isPending && <Spinner />}
      {isSecondAdminNeeded ? `Ask a second admin to approve (${amount})` : `Post share-out (${amount})`}
    </Button>
  );
}

function ApproveButton({ organizationId, approvalId }: { organizationId: string; approvalId: string }) {
  const [idempotencyKey] = useState(() => `share-out-approve-${crypto.randomUUID()}`);
  const decide = useDecideApproval(organizationId);
  return (
    <Button
      disabled={decide.isPending}
      onClick={() =>
        decide.mutate(
          { approvalId, action: 'approve', idempotencyKey },
          {
            onSuccess: () => toast.success('Share-out approved and posted as payouts'),
            onError: (error) => toastError(error),
          },
        )
      }
    >
      {decide.isPending && <Spinner />}
      Approve and post
    </Button>
  );
}

/** What the viewer can do next with a proposed share-out, or what it waits for. */
function NextStep({
  organizationId,
  shareOut,
  isSecondAdminNeeded,
  actor,
}: {
  organizationId: string;
  shareOut: TShareOut;
  isSecondAdminNeeded: boolean;
  actor: { role: TRole; userId: string };
}) {
  const canManage = can(actor, 'shareout.manage');
  const pending = shareOut.pendingApproval;
  const proposer = shareOut.proposedByName ?? 'the admin who proposed it';
  if (pending) {
    const hasSigned = pending.proposedBy === actor.userId || shareOut.proposedBy === actor.userId;
    if (canManage && !hasSigned) {
      return <ApproveButton organizationId={organizationId} approvalId={pending.id} />;
    }
    return (
      <p className="text-sm text-muted-foreground" data-testid="share-out-next-step">
        Waiting for a second admin’s approval before it is paid out.
      </p>
    );
  }
  if (!canManage) return null;
  if (isSecondAdminNeeded && shareOut.proposedBy !== actor.userId) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="share-out-next-step">
        Waiting for {proposer} to ask for approval; you can then approve it.
      </p>
    );
  }
  return (
    <PostButton
      key={shareOut.id}
      organizationId={organizationId}
      shareOut={shareOut}
      isSecondAdminNeeded={isSecondAdminNeeded}
    />
  );
}

function statusLabel(shareOut: TShareOut): string {
  if (shareOut.status === 'posted') {
    return `Posted ${shareOut.postedOn ? formatLongDate(shareOut.postedOn) : ''}`.trim();
  }
  return shareOut.pendingApproval ? 'Waiting for approval' : 'Proposed';
}

/** Platform staff viewing the organization (isStaffView): the table and statements, nothing to propose or post. */
function ShareOutBoard({ organizationId, role, userId, isStaffView: isReadOnly }: TOrganizationScope) {
  const actor = { role, userId };
  const latest = useQuery(shareOutQueries.latest(organizationId));
  const canReadAll = can(actor, 'shareout.manage');
  const canManage = !isReadOnly && canReadAll;
  if (!hasAnswer(latest)) {
    return (
      <QueryWait
        query={latest}
        loadingLabel="Loading the share-out..."
        errorTitle="Failed to load the share-out"
      />
    );
  }
  const { shareOut, isSecondAdminNeeded } = latest.data;
  const isPosted = shareOut?.status === 'posted';
  const hasGroceries = (shareOut?.pot.groceriesCents ?? 0) > 0;
  // One column that never grows past the screen: the tables scroll inside their own boxes.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {canManage && (
        <Card className="grid gap-3 p-4">
          <ProposeForm organizationId={organizationId} />
          <p className="text-sm text-muted-foreground" data-testid="share-out-signers">
            {isSecondAdminNeeded
              ? 'A second admin approves every share-out before it is paid out: the admin who proposes it cannot approve it.'
              : 'Your group has one admin, so the share-out is paid out without a second admin’s approval: appoint a second admin in Manage Members so that two admins sign it.'}
          </p>
        </Card>
      )}
      <GroceryPurchasesCard organizationId={organizationId} canManage={canManage} />
      {!shareOut ? (
        <Card>
          <EmptyState icon={PiggyBank} title="No share-out yet">
            {canManage ? 'Propose one when the cycle has ended.' : 'An admin proposes it at year end.'}
          </EmptyState>
        </Card>
      ) : (
        <>
          <div className={`grid gap-4 ${hasGroceries ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}>
            <StatCard label="Pot" value={<Money cents={shareOut.totalCents} />} />
            {hasGroceries && (
              <StatCard label="Groceries" value={<Money cents={shareOut.pot.groceriesCents} />} />
            )}
            <StatCard
              label={hasGroceries ? 'Paid out in cash' : 'Paid out'}
              value={<Money cents={shareOut.totals.netPayoutCents} />}
            />
            <StatCard
              label={shareOut.valuePerShareCents === null ? 'Rule' : 'Value per share'}
              value={
                shareOut.valuePerShareCents === null ? (
                  <span className="text-base">{SHARE_OUT_RULE_LABELS[shareOut.rule]}</span>
                ) : (
                  <Money cents={Math.round(shareOut.valuePerShareCents)} />
                )
              }
            />
          </div>
          <PotBuilt shareOut={shareOut} />
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="grid gap-1">
                <p className="text-sm">
                  {formatLongDate(shareOut.startsOn)} to {formatLongDate(shareOut.endsOn)}{' '}
                  <Badge variant={isPosted ? 'accent' : 'outline'} data-testid="share-out-status">
                    {statusLabel(shareOut)}
                  </Badge>
                </p>
                {shareOut.proposedByName && (
                  <p className="text-sm text-muted-foreground">Proposed by {shareOut.proposedByName}</p>
                )}
              </div>
              {shareOut.status === 'proposed' && !isReadOnly && (
                <NextStep
                  organizationId={organizationId}
                  shareOut={shareOut}
                  isSecondAdminNeeded={isSecondAdminNeeded}
                  actor={actor}
                />
              )}
            </div>
            <ShareOutTable
              shareOut={shareOut}
              organizationId={organizationId}
              viewer={{ userId: actor.userId, canReadAll }}
            />
          </Card>
        </>
      )}
    </div>
  );
}

/**
 * /dashboard/organization/share-out: the year-end share-out (ADR 0028). Every member reviews the table;
 * admins propose it for a cycle and post it as payouts; with two admins, a second admin approves it first.
 * Each member downloads their own statement; admins anyone's.
 */
export function ShareOutPage() {
  return (
    <OrganizationPage
      title="Share-out"
      getDescription={(name) =>
        `The year-end share-out of ${name}: each member's savings back, their share of the income, less their part of any groceries bought with the pot and any unpaid loan.`
      }
      content={ShareOutBoard}
    />
  );
}
