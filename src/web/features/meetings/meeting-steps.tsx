import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import {
  ATTENDANCE_STATUSES,
  type TAttendanceStatus,
  type TMeetingDetail,
  type TMeetingPaymentKind,
} from '../../../shared/contracts/meetings';
import { formatCents, parseRandToCents } from '../../../shared/money';
import { Money } from '../../components/money';
import { DecimalField } from '../../components/money-form/money-fields';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { announceMove } from '../../lib/held-move';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import {
  useBuyShares,
  useCloseMeeting,
  useRecordAttendance,
  useRecordMeetingPayment,
} from './meetings.mutations';
import { meetingQueries } from './meetings.queries';

const ATTENDANCE_LABELS: Record<TAttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  excused: 'Excused',
};

function Step({
  number,
  title,
  total,
  children,
}: {
  number: number;
  title: string;
  total?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={`meeting-step-${number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`meeting-step-${number}`} className="font-semibold">
          {number}. {title}
        </h3>
        {total ? <span className="text-muted-foreground text-sm">{total}</span> : null}
      </div>
      {children}
    </Card>
  );
}

type TMember = TMeetingDetail['members'][number];
const nameOf = (member: TMember) => member.name ?? 'A member';

function MemberSelect({
  id,
  members,
  value,
  onChange,
}: {
  id: string;
  members: TMember[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-full">
      <option value="">Choose a member</option>
      {members.map((member) => (
        <option key={member.userId} value={member.userId}>
          {nameOf(member)}
        </option>
      ))}
    </NativeSelect>
  );
}

function AttendanceStep({ organizationId, meeting }: { organizationId: string; meeting: TMeetingDetail }) {
  const save = useRecordAttendance(organizationId, meeting.id);
  const [marks, setMarks] = useState<Record<string, TAttendanceStatus>>(() =>
    Object.fromEntries(meeting.members.map((member) => [member.userId, member.attendance ?? 'present'])),
  );
  const submit = () =>
    save.mutate(
      { entries: Object.entries(marks).map(([userId, status]) => ({ userId, status })) },
      { onSuccess: () => toast.success('Attendance saved'), onError: (error) => toastError(error) },
    );
  return (
    <Step number={1} title="Attendance" total={`${meeting.totals.present} present`}>
      <ul className="grid gap-2">
        {meeting.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <label htmlFor={`attendance-${member.userId}`} className="min-w-0 break-words">
              {nameOf(member)}
            </label>
            <NativeSelect
              id={`attendance-${member.userId}`}
              value={marks[member.userId] ?? 'present'}
              onChange={(event) =>
                setMarks((current) => ({
                  ...current,
                  [member.userId]: event.target.value as TAttendanceStatus,
                }))
              }
            >
              {ATTENDANCE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ATTENDANCE_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </li>
        ))}
      </ul>
      <Button onClick={submit} disabled={save.isPending} className="sm:justify-self-start">
        Save attendance
      </Button>
    </Step>
  );
}

function SharesStep({ organizationId, meeting }: { organizationId: string; meeting: TMeetingDetail }) {
  const buy = useBuyShares(organizationId, meeting.id);
  const { getKey, resetKey } = useIdempotencyKey();
  const [userId, setUserId] = useState('');
  const [shares, setShares] = useState('1');
  const { sharePriceCents, maxSharesPerMeeting } = meeting.shares;
  const submit = () => {
    const count = Number(shares);
    if (!userId) return void toast.error('Choose a member');
    if (!Number.isInteger(count) || count < 1 || count > maxSharesPerMeeting) {
      return void toast.error(`Enter 1 to ${maxSharesPerMeeting} shares`);
    }
    const input = { userId, shares: count };
    buy.mutate(
      { input, idempotencyKey: getKey(input) },
      {
        onSuccess: () => {
          resetKey();
          toast.success('Shares recorded');
        },
        onError: (error) => toastError(error),
      },
    );
  };
  const buyers = meeting.members.filter((member) => member.shares > 0);
  return (
    <Step
      number={2}
      title="Savings (shares bought)"
      total={
        <>
          {meeting.totals.shares} shares, <Money cents={meeting.totals.sharesCents} />
        </>
      }
    >
      <p className="text-muted-foreground text-sm">
        A share costs {formatCents(sharePriceCents)}; each member buys 1 to {maxSharesPerMeeting} at a
        meeting.
      </p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <FormField htmlFor="shares-member" label="Member">
          <MemberSelect id="shares-member" members={meeting.members} value={userId} onChange={setUserId} />
        </FormField>
        <FormField htmlFor="shares-count" label="Shares">
          <Input
            id="shares-count"
            inputMode="numeric"
            value={shares}
            onChange={(event) => setShares(event.target.value)}
          />
        </FormField>
        <Button onClick={submit} disabled={buy.isPending}>
          Record shares
        </Button>
      </div>
      {buyers.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Shares bought at this meeting">
          {buyers.map((member) => (
            <li key={member.userId} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">{nameOf(member)}</span>
              <span>
                {member.shares} × {formatCents(sharePriceCents)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Step>
  );
}

/** One payment form: social fund (the rule's amount), a grant from the fund, or a fine. */
function PaymentForm({
  organizationId,
  meeting,
  kind,
  button,
}: {
  organizationId: string;
  meeting: TMeetingDetail;
  kind: TMeetingPaymentKind;
  button: string;
}) {
  const record = useRecordMeetingPayment(organizationId, meeting.id);
  const { getKey, resetKey } = useIdempotencyKey();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const needsAmount = kind !== 'social_fund';
  const submit = () => {
    if (!userId) return void toast.error('Choose a member');
    const amountCents = needsAmount ? parseRandToCents(amount) : undefined;
    if (needsAmount && (amountCents === null || amountCents === undefined || amountCents <= 0)) {
      return void toast.error('Enter an amount like 50 or 50,50');
    }
    if (needsAmount && reason.trim() === '') return void toast.error('Say what it is for');
    const input = {
      userId,
      kind,
      ...(amountCents ? { amountCents } : {}),
      ...(needsAmount ? { reason } : {}),
    };
    record.mutate(
      { input, idempotencyKey: getKey(input) },
      {
        onSuccess: (answer) => {
          resetKey();
          announceMove(answer, 'Recorded');
          setAmount('');
          setReason('');
        },
        onError: (error) => toastError(error),
      },
    );
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
      <FormField htmlFor={`${kind}-member`} label="Member">
        <MemberSelect id={`${kind}-member`} members={meeting.members} value={userId} onChange={setUserId} />
      </FormField>
      {needsAmount ? (
        <>
          <DecimalField
            id={`${kind}-amount`}
            label="Amount (R)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <FormField htmlFor={`${kind}-reason`} label="What for">
            <Input
              id={`${kind}-reason`}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </>
      ) : null}
      <Button onClick={submit} disabled={record.isPending} className="sm:justify-self-start">
        {button}
      </Button>
    </div>
  );
}

function CloseStep({ organizationId, meeting }: { organizationId: string; meeting: TMeetingDetail }) {
  const close = useCloseMeeting(organizationId, meeting.id);
  const [counted, setCounted] = useState('');
  const submit = () => {
    const cents = counted.trim() === '0' ? 0 : parseRandToCents(counted);
    if (cents === null || cents < 0) return void toast.error('Enter the cash counted, like 2100 or 2100,50');
    close.mutate(cents, {
      onSuccess: () => toast.success('Meeting closed'),
      onError: (error) => toastError(error),
    });
  };
  const cents = parseRandToCents(counted);
  return (
    <Step number={7} title="Cash counted, then close">
      <p className="text-sm">
        The books say the group holds <Money cents={meeting.bookCashNowCents} />.
        {cents !== null ? (
          <>
            {' '}
            Difference: <Money cents={cents - meeting.bookCashNowCents} isSignShown />.
          </>
        ) : null}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <DecimalField
          id="cash-counted"
          label="Cash counted (R)"
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
        />
        <Button onClick={submit} disabled={close.isPending}>
          Close the meeting
        </Button>
      </div>
    </Step>
  );
}

/** The open meeting, in the order groups run it (ADR 0032). */
export function MeetingSteps({ organizationId, meetingId }: { organizationId: string; meetingId: string }) {
  const detail = useQuery(meetingQueries.detail(organizationId, meetingId));
  if (!hasAnswer(detail)) {
    return (
      <QueryWait
        query={detail}
        loadingLabel="Loading the meeting..."
        errorTitle="Failed to load the meeting"
      />
    );
  }
  const meeting = detail.data;
  const { totals } = meeting;
  return (
    <section className="grid gap-4" aria-label={`Meeting ${meeting.number}`}>
      <h2 className="font-semibold text-lg">
        Meeting {meeting.number} (cycle {meeting.cycle}), {meeting.meetingDate}
      </h2>
      <AttendanceStep key={`attendance-${meeting.id}`} organizationId={organizationId} meeting={meeting} />
      <SharesStep organizationId={organizationId} meeting={meeting} />
      <Step
        number={3}
        title="Social fund"
        total={
          <>
            <Money cents={totals.socialFundCents} /> in, fund holds{' '}
            <Money cents={meeting.socialFundBalanceCents} />
          </>
        }
      >
        <p className="text-muted-foreground text-sm">
          {formatCents(meeting.shares.socialFundCents)} a member each meeting; grants are paid from it and it
          is never shared out.
        </p>
        <PaymentForm
          organizationId={organizationId}
          meeting={meeting}
          kind="social_fund"
          button="Record social fund"
        />
        <h4 className="font-medium text-sm">Grant from the social fund</h4>
        <PaymentForm organizationId={organizationId} meeting={meeting} kind="grant" button="Pay the grant" />
      </Step>
      <Step number={4} title="Loan repayments" total={<Money cents={totals.loanRepaymentsCents} />}>
        <p className="text-muted-foreground text-sm">
          Record repayments on the{' '}
          <a className="underline" href="/dashboard/loans">
            Loans
          </a>{' '}
          page; those dated today count here.
        </p>
      </Step>
      <Step number={5} title="New loans" total={<Money cents={totals.loansDisbursedCents} />}>
        <p className="text-muted-foreground text-sm">
          Members borrow up to {meeting.shares.loanMultiple} times their shares; pay loans out on the{' '}
          <a className="underline" href="/dashboard/loans">
            Loans
          </a>{' '}
          page.
        </p>
      </Step>
      <Step number={6} title="Fines" total={<Money cents={totals.finesCents} />}>
        <PaymentForm organizationId={organizationId} meeting={meeting} kind="fine" button="Record the fine" />
      </Step>
      <CloseStep organizationId={organizationId} meeting={meeting} />
    </section>
  );
}
