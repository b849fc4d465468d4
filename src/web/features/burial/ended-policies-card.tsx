import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatLongDate } from '../../../shared/book-months';
import { POLICY_END_REASON_LABELS } from '../../../shared/burial/cover-text';
import { ErrorState, hasAnswer, LoadingState, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { burialQueries } from './burial.queries';
import { PersonCoverCard } from './person-cover-card';

/** One former member's ended policy, read-only: everyone who was on it and their cover now. */
function EndedPolicyPeople({ organizationId, userId }: { organizationId: string; userId: string }) {
  const cover = useQuery(burialQueries.memberCover(organizationId, userId));
  if (!hasAnswer(cover)) {
    return (
      <QueryWait query={cover} loadingLabel="Loading the policy..." errorTitle="Failed to load the policy" />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="People who were on the policy">
      {cover.data.people.map((person) => (
        <PersonCoverCard key={person.personId} person={person} />
      ))}
    </ul>
  );
}

/**
 * Cover Register, admins: the policies that ended when their members left the society (removed, or their
 * account closed). Their people, claims and levies stay on the books; each opens read-only.
 */
export function EndedPoliciesCard({ organizationId }: { organizationId: string }) {
  const ended = useQuery(burialQueries.endedPolicies(organizationId));
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const policies = ended.data?.policies ?? [];
  if (ended.isSuccess && policies.length === 0) return null;
  return (
    <Card data-testid="ended-policies">
      <CardHeader>
        <CardTitle>Former members' policies</CardTitle>
        <CardDescription>
          A policy ends on the day its member leaves the society. Its people, claims and levies stay.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {ended.isPending ? (
          <LoadingState label="Loading former members' policies..." />
        ) : ended.isError ? (
          <ErrorState
            title="Failed to load former members' policies"
            error={ended.error}
            onRetry={() => void ended.refetch()}
            isRetrying={ended.isFetching}
          />
        ) : (
          <ul className="grid gap-3">
            {policies.map((policy) => (
              <Fragment key={policy.policyId}>
                <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{policy.holderName}</p>
                    <p className="text-sm text-muted-foreground">
                      {policy.planName} · joined {formatLongDate(policy.joinedOn)} · ended{' '}
                      {formatLongDate(policy.endedOn)}: {POLICY_END_REASON_LABELS[policy.endReason]}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={openUserId === policy.userId}
                    onClick={() => setOpenUserId(openUserId === policy.userId ? null : policy.userId)}
                  >
                    {openUserId === policy.userId ? 'Close policy' : 'View policy'}
                  </Button>
                </li>
                {openUserId === policy.userId && (
                  <li className="rounded-lg border border-dashed p-3">
                    <EndedPolicyPeople organizationId={organizationId} userId={policy.userId} />
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
