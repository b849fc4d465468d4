import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { describeSuccession } from '../../../shared/burial/cover-text';
import { ZJoinPlan } from '../../../shared/contracts/burial';
import { formatCents } from '../../../shared/money';
import { Money } from '../../components/money';
import { OrganizationPage } from '../../components/organization-page';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { toastError } from '../../lib/toasts';
import { AddDependantForm } from './add-dependant-form';
import { useJoinPlan, useRemoveDependant, useSetStudying } from './burial.mutations';
import { burialQueries, getMyCertificatePath } from './burial.queries';
import { CertificateLink } from './certificate-link';
import { DocumentFields, toDocumentInput, useDocumentState } from './document-fields';
import { LeviesCard, type TLevyActor } from './levies-card';
import { PersonCoverCard } from './person-cover-card';
import { MainMemberIdCard, NewerTermsCard } from './policy-cards';
import { SuccessorCard } from './successor-card';

function JoinPlanCard({ organizationId }: { organizationId: string }) {
  const plans = useQuery(burialQueries.plans(organizationId));
  const join = useJoinPlan(organizationId);
  const [planId, setPlanId] = useState('');
  const [document, setDocument] = useDocumentState();
  const open = plans.data?.plans.filter((plan) => plan.current !== null) ?? [];
  const chosen = planId || open[0]?.id || '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose a plan</CardTitle>
        <CardDescription>
          You are not on a plan yet. Your waiting period starts on the day you join. Your ID number (or
          passport) is checked against the plan's joining ages and against every other policy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {open.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The society has no plans yet: ask an admin to add one.
          </p>
        ) : (
          <form
            className="grid gap-4 sm:max-w-md"
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = ZJoinPlan.safeParse({
                planId: chosen,
                mainMember: { document: toDocumentInput(document) },
              });
              if (!parsed.success) {
                toast.error(parsed.error.issues[0]?.message ?? 'Check the details');
                return;
              }
              join.mutate(parsed.data, {
                onSuccess: () => toast.success('You are on the plan'),
                onError: (error) => toastError(error, 'Could not join the plan'),
              });
            }}
          >
            <FormField htmlFor="join-plan" label="Plan">
              <NativeSelect id="join-plan" value={chosen} onChange={(event) => setPlanId(event.target.value)}>
                {open.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}: {formatCents(plan.current?.terms.monthlyPremiumCents ?? 0)} a month
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <DocumentFields idPrefix="join" value={document} onChange={setDocument} />
            <Button type="submit" disabled={join.isPending}>
              {join.isPending ? 'Joining...' : 'Join plan'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function CoverBoard({ organizationId, actor }: { organizationId: string; actor: TLevyActor }) {
  // Live: the key starts with 'cover', which every payment and change to the policy publishes.
  const cover = useQuery(burialQueries.myCover(organizationId));
  const remove = useRemoveDependant(organizationId);
  const studying = useSetStudying(organizationId);
  if (!hasAnswer(cover)) {
    return (
      <QueryWait query={cover} loadingLabel="Loading your cover..." errorTitle="Failed to load your cover" />
    );
  }
  const { policy, people, asOf } = cover.data;
  if (!policy) return <JoinPlanCard organizationId={organizationId} />;
  const dependants = people.filter((person) => person.relationship !== 'main_member').length;
  const main = people.find((person) => person.relationship === 'main_member');
  return (
    <div className="grid gap-4">
      <NewerTermsCard organizationId={organizationId} policy={policy} />
      {main && main.documentKind === null && <MainMemberIdCard organizationId={organizationId} />}
      <Card>
        <CardHeader>
          <CardTitle>{policy.planName}</CardTitle>
          <CardDescription>
            Joined {formatLongDate(policy.joinedOn)} · version {policy.planVersion} · premium{' '}
            <Money cents={policy.monthlyPremiumCents} /> a month · status on {formatLongDate(asOf)}. Waits end
            on the same day of the month they started: a 6-month wait from 15 January ends on 15 July, covered
            from that day.
          </CardDescription>
          {policy.succession && (
            <p className="text-sm font-medium" data-testid="succession">
              {describeSuccession(policy.succession)}
            </p>
          )}
          <div>
            <CertificateLink href={getMyCertificatePath(organizationId)} />
          </div>
          <p className="text-sm">
            Someone on your policy died?{' '}
            <Link className="underline underline-offset-4" to="/dashboard/organization/claims">
              Lodge or follow a claim
            </Link>
            : every rule is checked and explained, and two admins approve and pay it.
          </p>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3" aria-label="People on your policy">
            {people.map((person) => (
              <PersonCoverCard
                key={person.personId}
                person={person}
                isRemoving={remove.isPending}
                isSaving={studying.isPending}
                onToggleStudying={() =>
                  studying.mutate(
                    { personId: person.personId, isStudent: !person.isStudent },
                    {
                      onSuccess: () =>
                        toast.success(
                          person.isStudent
                            ? `${person.fullName} is no longer marked as studying`
                            : `${person.fullName} is marked as studying`,
                        ),
                      onError: (error) => toastError(error, 'Could not change the studying mark'),
                    },
                  )
                }
                onRemove={
                  person.relationship === 'main_member'
                    ? undefined
                    : () =>
                        remove.mutate(person.personId, {
                          onSuccess: () => toast.success(`${person.fullName} was removed`),
                          onError: (error) => toastError(error, 'Could not remove the dependant'),
                        })
                }
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      <LeviesCard organizationId={organizationId} actor={actor} isRegister={false} isReadOnly={false} />
      <SuccessorCard organizationId={organizationId} policy={policy} />
      <Card>
        <CardHeader>
          <CardTitle>Add a dependant</CardTitle>
          <CardDescription>
            {dependants} of {policy.maxDependants} dependants. A baby added within 90 days of birth is covered
            at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {dependants < policy.maxDependants ? (
            <AddDependantForm organizationId={organizationId} />
          ) : (
            <p className="text-sm text-muted-foreground">Your plan's dependants are all taken.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /dashboard/cover: the member's funeral cover, each person and their status, live. */
export function MyCoverPage() {
  return (
    <OrganizationPage title="My Cover" getDescription={(name) => `Your funeral cover with ${name}.`}>
      {({ membership, organizationId, role, userId, isStaffView }) => {
        const name = membership.organization.name;
        if (membership.organization.organizationType !== 'burial_society') {
          return <PageNotice>Funeral cover is for burial societies: {name} is not one.</PageNotice>;
        }
        if (isStaffView) {
          return (
            <PageNotice>
              My Cover is a member's own funeral cover, and platform staff have none in {name}. The{' '}
              <Link className="underline underline-offset-4" to="/dashboard/organization/cover-register">
                Cover Register
              </Link>{' '}
              shows everyone it covers.
            </PageNotice>
          );
        }
        return <CoverBoard key={organizationId} organizationId={organizationId} actor={{ role, userId }} />;
      }}
    </OrganizationPage>
  );
}
