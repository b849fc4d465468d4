import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { getTodayIso } from '../../../shared/calendar';
import { ZJoinPlan } from '../../../shared/contracts/burial';
import { formatCents } from '../../../shared/money';
import { DateField } from '../../components/money-form/date-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { toastError } from '../../lib/toasts';
import { useJoinPlan } from './burial.mutations';
import { burialQueries } from './burial.queries';
import { DocumentFields, EMPTY_DOCUMENT, toDocumentInput, useDocumentState } from './document-fields';

/** Cover Register, admins: puts a member who has no policy on a plan, from today or a past day. */
export function EnrolMembersCard({ organizationId }: { organizationId: string }) {
  const members = useQuery(burialQueries.membersWithoutPolicy(organizationId));
  const plans = useQuery(burialQueries.plans(organizationId));
  const enrol = useJoinPlan(organizationId);
  const [userId, setUserId] = useState('');
  const [planId, setPlanId] = useState('');
  const [startsOn, setStartsOn] = useState(getTodayIso());
  const [withId, setWithId] = useState(true);
  const [document, setDocument] = useDocumentState();
  const open = plans.data?.plans.filter((plan) => plan.current !== null) ?? [];
  const waiting = members.data?.members ?? [];
  const chosenMember = waiting.some((member) => member.userId === userId)
    ? userId
    : (waiting[0]?.userId ?? '');
  const chosenPlan = planId || open[0]?.id || '';
  const memberName = waiting.find((member) => member.userId === chosenMember)?.fullName ?? 'The member';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZJoinPlan.safeParse({
      planId: chosenPlan,
      userId: chosenMember,
      ...(startsOn && startsOn !== getTodayIso() ? { startsOn } : {}),
      ...(withId ? { mainMember: { document: toDocumentInput(document) } } : {}),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Check the details');
      return;
    }
    enrol.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`${memberName} is on the plan`);
        setUserId('');
        setDocument(EMPTY_DOCUMENT);
        setStartsOn(getTodayIso());
      },
      onError: (error) => toastError(error, 'Could not enrol the member'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Enrol a member</CardTitle>
        <CardDescription>
          Members without a policy. Their waits and premiums run from the start date; a member without an ID
          on file is asked for it on My Cover.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending || plans.isPending ? (
          <p className="text-sm text-muted-foreground">Loading members and plans...</p>
        ) : members.isError || plans.isError ? (
          <p className="text-sm text-destructive">Could not load the members and plans: reload the page.</p>
        ) : waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every member is on a plan.</p>
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            There is no plan in force yet: add one under Organization Settings, Plans.
          </p>
        ) : (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-label="Enrol a member">
            <FormField htmlFor="enrol-member" label="Member">
              <NativeSelect
                id="enrol-member"
                value={chosenMember}
                onChange={(event) => setUserId(event.target.value)}
              >
                {waiting.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.fullName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField htmlFor="enrol-plan" label="Plan">
              <NativeSelect
                id="enrol-plan"
                value={chosenPlan}
                onChange={(event) => setPlanId(event.target.value)}
              >
                {open.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}: {formatCents(plan.current?.terms.monthlyPremiumCents ?? 0)} a month
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <DateField
              id="enrol-starts"
              label="Start date"
              hint="Today, or an earlier day from the paper register"
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
            />
            <label htmlFor="enrol-with-id" className="flex items-center gap-2 self-end text-sm">
              <Checkbox
                id="enrol-with-id"
                checked={withId}
                onChange={(event) => setWithId(event.target.checked)}
              />
              Record the member's ID now
            </label>
            {withId && <DocumentFields idPrefix="enrol" value={document} onChange={setDocument} />}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={enrol.isPending}>
                {enrol.isPending ? 'Enrolling...' : 'Enrol member'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
