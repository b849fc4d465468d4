import { useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_MAIN_MEMBER_DEATH_RULE } from '../../../shared/burial/cover-status';
import { MAIN_MEMBER_DEATH_RULE_LABELS } from '../../../shared/burial/cover-text';
import type { TMyCover } from '../../../shared/contracts/burial';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { toastError } from '../../lib/toasts';
import { useNominateSuccessor } from './burial.mutations';

type TPolicy = NonNullable<TMyCover['policy']>;

/**
 * The policy's successor: the adult who takes the policy over at the main person's death when the plan's
 * rule says so. The member chooses on My Cover; an admin for a member (`holder`) on the Cover Register.
 */
export function SuccessorCard({
  organizationId,
  policy,
  holder,
}: {
  organizationId: string;
  policy: TPolicy;
  holder?: { userId: string; name: string };
}) {
  const nominate = useNominateSuccessor(organizationId);
  const { nominatedPersonId, candidates, takesOver } = policy.successor;
  const [chosen, setChosen] = useState(nominatedPersonId ?? '');
  const rule = policy.terms.onMainMemberDeath ?? DEFAULT_MAIN_MEMBER_DEATH_RULE;
  const idPrefix = holder ? `successor-${holder.userId.slice(0, 8)}` : 'successor';
  return (
    <Card data-testid="successor">
      <CardHeader>
        <CardTitle>Successor</CardTitle>
        <CardDescription>
          The plan's rule when the main member dies: {MAIN_MEMBER_DEATH_RULE_LABELS[rule].toLowerCase()}.{' '}
          {rule === 'successor'
            ? 'The adult named here takes the policy over: the family keeps its cover and waiting periods, and the premiums stay due each month, paid to the society and recorded by an admin. With nobody named, the spouse takes over; with no adult on the policy, the cover ends.'
            : 'A successor named here takes the policy over only if the society changes its plan to say so.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm" data-testid="successor-now">
          {takesOver
            ? `${takesOver.fullName} would take over${takesOver.isNominated ? ' (nominated)' : ' (the spouse, by default)'}.`
            : candidates.length > 0
              ? 'Nobody is named and there is no spouse to take over: name one of the adults below.'
              : 'No adult on the policy could take it over today: the cover would end.'}
        </p>
        {candidates.length > 0 && (
          <form
            className="grid gap-3 sm:max-w-md"
            onSubmit={(event) => {
              event.preventDefault();
              nominate.mutate(
                { ...(holder ? { userId: holder.userId } : {}), personId: chosen || null },
                {
                  onSuccess: () => {
                    const named = candidates.find((person) => person.personId === chosen);
                    toast.success(named ? `${named.fullName} is the successor` : 'No successor is named');
                  },
                  onError: (error) => toastError(error, 'Could not nominate the successor'),
                },
              );
            }}
          >
            <FormField
              htmlFor={`${idPrefix}-person`}
              label="Nominated successor"
              hint="With nobody named, the spouse takes over by default."
            >
              <NativeSelect
                id={`${idPrefix}-person`}
                aria-describedby={`${idPrefix}-person-hint`}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">Nobody named</option>
                {candidates.map((person) => (
                  <option key={person.personId} value={person.personId}>
                    {person.fullName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div>
              <Button type="submit" disabled={nominate.isPending}>
                {nominate.isPending ? 'Saving...' : 'Save successor'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
