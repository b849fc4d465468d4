import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { can, type TRole } from '../../../shared/access';
import { getTodayIso } from '../../../shared/calendar';
import type { TMeetingList, TMeetingSummary } from '../../../shared/contracts/meetings';
import { formatCents } from '../../../shared/money';
import { Money } from '../../components/money';
import { DateField } from '../../components/money-form/date-field';
import { OrganizationPage, type TOrganizationScope } from '../../components/organization-page';
import { hasAnswer, PageState, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { toastError } from '../../lib/toasts';
import { MeetingSteps } from './meeting-steps';
import { useOpenMeeting, useReopenMeeting } from './meetings.mutations';
import { getMeetingRecordPath, meetingQueries } from './meetings.queries';

type TActor = { role: TRole; userId: string };

function MyShares({ organizationId }: { organizationId: string }) {
  const mine = useQuery(meetingQueries.myShares(organizationId));
  if (!hasAnswer(mine)) {
    return (
      <QueryWait query={mine} loadingLabel="Loading your shares..." errorTitle="Failed to load your shares" />
    );
  }
  const { totalShares, savingsCents, loanLimitCents, socialFundPaidCents, cycle } = mine.data;
  return (
    <Card className="grid gap-2 p-4" data-testid="my-shares">
      <h2 className="font-semibold text-lg">Your shares{cycle ? ` (cycle ${cycle})` : ''}</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Shares</dt>
          <dd className="font-semibold text-lg">{totalShares}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Savings</dt>
          <dd className="font-semibold text-lg">
            <Money cents={savingsCents} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">You may borrow up to</dt>
          <dd className="font-semibold text-lg">
            <Money cents={loanLimitCents} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Social fund paid</dt>
          <dd className="font-semibold text-lg">
            <Money cents={socialFundPaidCents} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function OpenMeetingForm({ organizationId, hasMeetings }: { organizationId: string; hasMeetings: boolean }) {
  const open = useOpenMeeting(organizationId);
  const [meetingDate, setMeetingDate] = useState(getTodayIso());
  const [startsNewCycle, setStartsNewCycle] = useState(false);
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold text-lg">Open a meeting</h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <DateField
          id="meeting-date"
          label="Meeting date"
          max={null}
          value={meetingDate}
          onChange={(event) => setMeetingDate(event.target.value)}
        />
        <Button
          disabled={open.isPending}
          onClick={() =>
            open.mutate(
              { meetingDate, startsNewCycle },
              { onSuccess: () => toast.success('Meeting opened'), onError: (error) => toastError(error) },
            )
          }
        >
          Open the meeting
        </Button>
      </div>
      {hasMeetings ? (
        <label htmlFor="meeting-new-cycle" className="flex items-center gap-2 text-sm">
          <Checkbox
            id="meeting-new-cycle"
            checked={startsNewCycle}
            onChange={(event) => setStartsNewCycle(event.target.checked)}
          />
          This meeting starts a new cycle (after the share-out)
        </label>
      ) : null}
    </Card>
  );
}

function MeetingHistory({
  organizationId,
  items,
  mayRun,
}: {
  organizationId: string;
  items: TMeetingSummary[];
  mayRun: boolean;
}) {
  const reopen = useReopenMeeting(organizationId);
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={CalendarDays} title="No meetings yet" />
      </Card>
    );
  }
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold text-lg">Meetings</h2>
      <ul className="grid gap-3">
        {items.map((meeting) => (
          <li key={meeting.id} className="grid gap-1 border-b pb-3 text-sm last:border-b-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                Meeting {meeting.number}, {meeting.meetingDate} (
                {meeting.status === 'open' ? 'open' : 'closed'})
              </span>
              <div className="flex flex-wrap gap-2">
                {meeting.status === 'closed' ? (
                  <Button asChild size="sm" variant="ghost">
                    <a href={getMeetingRecordPath(organizationId, meeting.id)} download>
                      <Download aria-hidden />
                      Record (PDF)<span className="sr-only"> of meeting {meeting.number}</span>
                    </a>
                  </Button>
                ) : null}
                {mayRun && meeting.canReopen ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reopen.isPending}
                    onClick={() =>
                      reopen.mutate(
                        { meetingId: meeting.id, reason: 'Reopened to correct a mistake' },
                        {
                          onSuccess: () => toast.success('Meeting reopened'),
                          onError: (error) => toastError(error),
                        },
                      )
                    }
                  >
                    Reopen to correct
                  </Button>
                ) : null}
              </div>
            </div>
            <span className="text-muted-foreground">
              {meeting.totals.present} present · {meeting.totals.shares} shares (
              {formatCents(meeting.totals.sharesCents)}) · social fund{' '}
              {formatCents(meeting.totals.socialFundCents)} · fines {formatCents(meeting.totals.finesCents)}
            </span>
            {meeting.differenceCents !== null ? (
              <span>
                Cash counted <Money cents={meeting.cashCountedCents ?? 0} />, books{' '}
                <Money cents={meeting.bookCashCents ?? 0} />, difference{' '}
                <Money cents={meeting.differenceCents} isSignShown />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Platform staff viewing the group (isStaffView): its meetings, nothing to run, and no shares of their own. */
function MeetingsBoard({ organizationId, role, userId, isStaffView }: TOrganizationScope) {
  const actor: TActor = { role, userId };
  // Live: the key starts with 'meetings', which every meeting write publishes.
  const list = useQuery(meetingQueries.list(organizationId));
  const mayRun = !isStaffView && can(actor, 'meeting.run');
  return (
    <PageState
      query={list}
      loadingLabel="Loading the meetings..."
      errorTitle="Failed to load the meetings"
      empty={{
        isEmpty: ({ shares, items }) => !shares && items.length === 0,
        title: 'This group saves by contributions',
        icon: CalendarDays,
        description: (
          <>
            To run meetings with shares, an admin chooses saving in shares in the group rules.
            {mayRun && (
              <Link
                className="mt-2 block underline underline-offset-4"
                to="/dashboard/organization/settings?tab=rules"
              >
                Open the group rules
              </Link>
            )}
          </>
        ),
      }}
    >
      {({ shares, items }) => (
        <MeetingsContent
          organizationId={organizationId}
          shares={shares}
          items={items}
          mayRun={mayRun}
          hasOwnShares={!isStaffView}
        />
      )}
    </PageState>
  );
}

function MeetingsContent({
  organizationId,
  shares,
  items,
  mayRun,
  hasOwnShares,
}: TMeetingList & { organizationId: string; mayRun: boolean; hasOwnShares: boolean }) {
  const open = items.find((meeting) => meeting.status === 'open');
  return (
    <div className="grid gap-4">
      {shares ? (
        <p className="text-muted-foreground text-sm">
          A share costs {formatCents(shares.sharePriceCents)}, 1 to {shares.maxSharesPerMeeting} a meeting;
          social fund {formatCents(shares.socialFundCents)} a meeting; loans up to {shares.loanMultiple} times
          a member&apos;s shares.
        </p>
      ) : null}
      {hasOwnShares && <MyShares organizationId={organizationId} />}
      {mayRun && open ? <MeetingSteps organizationId={organizationId} meetingId={open.id} /> : null}
      {mayRun && !open && shares ? (
        <OpenMeetingForm organizationId={organizationId} hasMeetings={items.length > 0} />
      ) : null}
      <MeetingHistory organizationId={organizationId} items={items} mayRun={mayRun} />
    </div>
  );
}

/** /dashboard/meetings: a share-based group's meetings, step by step, and the member's own shares (ADR 0032). */
export function MeetingsPage() {
  return (
    <OrganizationPage
      title="Meetings"
      getDescription={(name) =>
        `${name}'s meetings: attendance, shares, social fund, loans, fines and the cash count.`
      }
      content={MeetingsBoard}
    />
  );
}
