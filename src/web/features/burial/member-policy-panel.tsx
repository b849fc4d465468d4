import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '../../../shared/book-months';
import { describeSuccession } from '../../../shared/burial/cover-text';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { AddDependantForm } from './add-dependant-form';
import { burialQueries } from './burial.queries';
import { SuccessorCard } from './successor-card';

/** Cover Register, for admins: one member's policy, its successor, and a dependant added for the member. */
export function MemberPolicyPanel({
  organizationId,
  holder,
}: {
  organizationId: string;
  holder: { userId: string; name: string };
}) {
  const cover = useQuery(burialQueries.memberCover(organizationId, holder.userId));
  if (!hasAnswer(cover)) {
    return (
      <QueryWait
        query={cover}
        loadingLabel={`Loading the policy of ${holder.name}...`}
        errorTitle="Failed to load the policy"
      />
    );
  }
  const { policy, people } = cover.data;
  if (!policy) return null;
  const dependants = people.filter((person) => person.relationship !== 'main_member').length;
  return (
    <div className="grid gap-3" data-testid="member-policy">
      {policy.succession && (
        <p className="text-sm font-medium" data-testid="succession">
          {describeSuccession(policy.succession)}
        </p>
      )}
      <SuccessorCard organizationId={organizationId} policy={policy} holder={holder} />
      <Card>
        <CardHeader>
          <CardTitle>Add a dependant for {holder.name}</CardTitle>
          <CardDescription>
            {dependants} of {policy.maxDependants} dependants on {policy.planName} (joined{' '}
            {formatLongDate(policy.joinedOn)}). The same ID checks apply as on My Cover.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {dependants < policy.maxDependants ? (
            <AddDependantForm organizationId={organizationId} holder={holder} />
          ) : (
            <p className="text-sm text-muted-foreground">This plan's dependants are all taken.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
