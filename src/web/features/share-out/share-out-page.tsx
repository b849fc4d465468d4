import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { can, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import { formatCents } from '../../../shared/money';
import { SHARE_OUT_RULE_LABELS } from '../../../shared/share-out/share-out-types';
import { Money } from '../../components/money';
import { NoOrganizationPrompt } from '../../components/no-organization-prompt';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { toastError } from '../../lib/toasts';
import { announceMove } from '../approvals/held-move';
import { ErrorState, LoadingState } from '../organizations/page-states';
import { useSelectedMembership } from '../organizations/use-selected-membership';
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
      <FormField htmlFor="share-out-start" label="Cycle start">
        <Input
          id="share-out-start"
          type="date"
          value={cycle.startsOn}
          onChange={(event) => setCycle({ ...cycle, startsOn: event.target.value })}
        />
      </FormField>
      <FormField htmlFor="share-out-end" label="Cycle end">
        <Input
          id="share-out-end"
          type="date"
          value={cycle.endsOn}
          onChange={(event) => setCycle({ ...cycle, endsOn: event.target.value })}
        />
      </FormField>
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending && <Spinner />}
        Propose share-out
      </Button>
    </form>
  );
}

function PostButton({ organizationId, shareOut }: { organizationId: string; shareOut: TShareOut }) {
  // One key per proposal on this page: a double click or a retry posts once.
  const [idempotencyKey] = useState(() => `share-out-${crypto.randomUUID()}`);
  const post = usePostShareOut(organizationId);
  if (!shareOut.id) return null;
  const shareOutId = shareOut.id;
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
      Post share-out ({formatCents(shareOut.totals.netPayoutCents)})
    </Button>
  );
}

function ShareOutBoard({
  organizationId,
  actor,
}: {
  organizationId: string;
  actor: { role: TRole; userId: string };
}) {
  const latest = useQuery(shareOutQueries.latest(organizationId));
  const canManage = can(actor, 'shareout.manage');
  if (latest.isPending) return <LoadingState label="Loading the share-out..." />;
  if (latest.isError) {
    return (
      <ErrorState
        title="Failed to load the share-out"
        error={latest.error}
        onRetry={() => void latest.refetch()}
        isRetrying={latest.isFetching}
      />
    );
  }
  const shareOut = latest.data.shareOut;
  const isPosted = shareOut?.status === 'posted';
  return (
    <div className="grid gap-4">
      {canManage && (
        <Card className="p-4">
          <ProposeForm organizationId={organizationId} />
        </Card>
      )}
      {!shareOut ? (
        <Card>
          <p className="p-8 text-center text-muted-foreground">
            No share-out yet.{' '}
            {canManage ? 'Propose one when the cycle has ended.' : 'An admin proposes it at year end.'}
          </p>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Pot" value={<Money cents={shareOut.totalCents} />} />
            <StatCard label="Paid out" value={<Money cents={shareOut.totals.netPayoutCents} />} />
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
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-2 p-4">
              <p className="text-sm">
                {formatLongDate(shareOut.startsOn)} to {formatLongDate(shareOut.endsOn)}{' '}
                <Badge variant={isPosted ? 'accent' : 'outline'} data-testid="share-out-status">
                  {isPosted
                    ? `Posted ${shareOut.postedOn ? formatLongDate(shareOut.postedOn) : ''}`
                    : 'Proposed'}
                </Badge>
              </p>
              {canManage && shareOut.status === 'proposed' && (
                <PostButton key={shareOut.id} organizationId={organizationId} shareOut={shareOut} />
              )}
            </div>
            <ShareOutTable shareOut={shareOut} />
          </Card>
        </>
      )}
    </div>
  );
}

/**
 * /dashboard/organization/share-out: the year-end share-out (ADR 0028). Every member reviews the table;
 * admins propose it for a cycle and post it as payouts (held for a second admin where the group says so).
 */
export function ShareOutPage() {
  const { me, membership, role } = useSelectedMembership();
  if (me.isPending) return <LoadingState label="Loading the share-out..." />;
  if (!membership || !me.data) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Share-out" />
        <NoOrganizationPrompt />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Share-out"
        description={`The year-end share-out of ${membership.organization.name}: each member's savings back, their share of the income, less any unpaid loan.`}
      />
      <ShareOutBoard
        key={membership.organizationId}
        organizationId={membership.organizationId}
        actor={{ role, userId: me.data.user.id }}
      />
    </div>
  );
}
