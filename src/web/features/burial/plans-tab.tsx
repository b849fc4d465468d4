import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import type { TPlanView } from '../../../shared/contracts/burial';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toastError } from '../../lib/toasts';
import { NativeSelect } from '../organizations/form-controls';
import { ErrorState, LoadingState } from '../organizations/page-states';
import { useCreatePlan } from './burial.mutations';
import { burialQueries } from './burial.queries';
import { EMPTY_PLAN_FORM, type TPlanFormState, toCreatePlan } from './plan-form-state';

function PlanSummary({ plan }: { plan: TPlanView }) {
  const terms = plan.current?.terms;
  return (
    <li className="grid gap-1 rounded-lg border p-4" data-testid="burial-plan">
      <p className="font-semibold">{plan.name}</p>
      {terms ? (
        <p className="text-sm text-muted-foreground">
          <Money cents={terms.monthlyPremiumCents} /> a month · main member{' '}
          <Money cents={terms.cover.mainMemberCents} /> · up to {terms.maxDependants} dependants · waits{' '}
          {terms.waitingMonths.natural}/{terms.waitingMonths.accidental}/{terms.waitingMonths.suicide} months
          (natural/accidental/suicide) · lapses after {terms.lapseAfterUnpaidMonths} unpaid months · version{' '}
          {plan.current?.version} from {formatLongDate(plan.current?.effectiveFrom ?? '')}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Takes effect on {formatLongDate(plan.versions.at(-1)?.effectiveFrom ?? '')}
        </p>
      )}
    </li>
  );
}

const AMOUNT_FIELDS = [
  ['premium', 'Monthly premium (R)'],
  ['mainMember', 'Main member cover (R)'],
  ['spouse', 'Spouse cover (R)'],
  ['child', 'Child cover (R)'],
  ['parent', 'Parent cover (R)'],
  ['extended', 'Extended family cover (R)'],
  ['maxDependants', 'Maximum dependants'],
  ['natural', 'Natural death wait (months)'],
  ['accidental', 'Accidental death wait (months)'],
  ['suicide', 'Suicide wait (months)'],
  ['lapseAfter', 'Lapse after unpaid months'],
] as const satisfies readonly (readonly [keyof TPlanFormState, string])[];

function CreatePlanForm({ organizationId }: { organizationId: string }) {
  const create = useCreatePlan(organizationId);
  const [state, setState] = useState<TPlanFormState>(EMPTY_PLAN_FORM);
  const set = (key: keyof TPlanFormState, value: string) =>
    setState((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = toCreatePlan(state);
    if (!request.ok) {
      toast.error(request.message);
      return;
    }
    create.mutate(request.value, {
      onSuccess: () => {
        toast.success(`${request.value.name} added`);
        setState(EMPTY_PLAN_FORM);
      },
      onError: (error) => toastError(error, 'Could not add the plan'),
    });
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-label="New plan">
      <FormField htmlFor="plan-name" label="Plan name">
        <Input id="plan-name" value={state.name} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField htmlFor="plan-wait-start" label="The wait starts on">
        <NativeSelect
          id="plan-wait-start"
          value={state.waitStartsOn}
          onChange={(event) => set('waitStartsOn', event.target.value)}
        >
          <option value="joining">The day the member joins</option>
          <option value="added">The day each person is added</option>
        </NativeSelect>
      </FormField>
      {AMOUNT_FIELDS.map(([key, label]) => (
        <FormField key={key} htmlFor={`plan-${key}`} label={label}>
          <Input
            id={`plan-${key}`}
            inputMode="decimal"
            value={state[key]}
            onChange={(event) => set(key, event.target.value)}
          />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add plan'}
        </Button>
      </div>
    </form>
  );
}

/** Organization Settings, Plans (burial societies): the plans in force and, for admins, a new plan. */
export function PlansTab({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const plans = useQuery(burialQueries.plans(organizationId));
  if (plans.isPending) return <LoadingState label="Loading plans..." />;
  if (plans.isError) {
    return (
      <ErrorState
        title="Failed to load plans"
        error={plans.error}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-6">
      {plans.data.plans.length === 0 ? (
        <p className="text-sm text-muted-foreground">No plans yet. Members join a plan to be covered.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Plans">
          {plans.data.plans.map((plan) => (
            <PlanSummary key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
      {canManage && (
        <section className="grid gap-3">
          <h3 className="font-semibold">New plan</h3>
          <p className="text-sm text-muted-foreground">
            Terms take effect today. Members keep the terms they joined under.
          </p>
          <CreatePlanForm organizationId={organizationId} />
        </section>
      )}
    </div>
  );
}
