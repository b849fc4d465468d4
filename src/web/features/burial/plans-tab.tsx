import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TPlanTerms, TPlanView } from '../../../shared/contracts/burial';
import { shiftIsoDate } from '../../../shared/group-rules/periods';
import { Money } from '../../components/money';
import { DateField } from '../../components/money-form/date-field';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/toasts';
import { useAddPlanVersion, useCreatePlan } from './burial.mutations';
import { burialQueries } from './burial.queries';
import { PlanFields, type TSetPlanField } from './plan-fields';
import {
  EMPTY_PLAN_FORM,
  fromTerms,
  getMainMemberDeathLabel,
  hasChildBands,
  type TPlanFormState,
  toAddPlanVersion,
  toCreatePlan,
} from './plan-form-state';

/** One version's terms in a line a member can read. */
function TermsLine({ terms }: { terms: TPlanTerms }) {
  const bands = terms.cover.childBands;
  return (
    <>
      <Money cents={terms.monthlyPremiumCents} /> a month · main member{' '}
      <Money cents={terms.cover.mainMemberCents} /> · spouse <Money cents={terms.cover.spouseCents} /> ·
      children{' '}
      {bands.map((band, index) => (
        <span key={`${band.fromAge}-${band.toAge}`}>
          {index > 0 ? ', ' : ''}
          <Money cents={band.coverCents} /> ({band.fromAge}-{band.toAge})
        </span>
      ))}{' '}
      · parents <Money cents={terms.cover.parentCents} /> · extended family{' '}
      <Money cents={terms.cover.extendedCents} /> · up to {terms.maxDependants} dependants · waits{' '}
      {terms.waitingMonths.natural}/{terms.waitingMonths.accidental}/{terms.waitingMonths.suicide} months
      (natural/accidental/suicide) · lapses after {terms.lapseAfterUnpaidMonths} unpaid months · main member
      joins aged {terms.entryAges.main_member.minAge} to {terms.entryAges.main_member.maxAge} ·{' '}
      {terms.doubleForAccident ? 'accidental death pays double' : 'accidental death pays the cover'} · when
      the main member dies: {getMainMemberDeathLabel(terms.onMainMemberDeath).toLowerCase()} ·{' '}
      {terms.levyPerPayoutCents ? (
        <>
          levy of <Money cents={terms.levyPerPayoutCents} /> after each payout
        </>
      ) : (
        'no levy after payouts'
      )}
    </>
  );
}

/** The first day a new version may take effect: after the latest version's day, and not before today. */
export function getFirstVersionDay(latestFrom: string | undefined, today = getTodayIso()): string {
  if (!latestFrom || latestFrom < today) return today;
  return shiftIsoDate(latestFrom, 1);
}

function AddVersionForm({
  organizationId,
  plan,
  onDone,
}: {
  organizationId: string;
  plan: TPlanView;
  onDone: () => void;
}) {
  const latest = plan.versions[0];
  const addVersion = useAddPlanVersion(organizationId);
  const [state, setState] = useState<TPlanFormState>(() =>
    latest ? fromTerms(latest.terms) : EMPTY_PLAN_FORM,
  );
  const [effectiveFrom, setEffectiveFrom] = useState(() => getFirstVersionDay(latest?.effectiveFrom));
  const set: TSetPlanField = (key, value) => setState((current) => ({ ...current, [key]: value }));
  if (!latest) return null;
  const idPrefix = `version-${plan.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = toAddPlanVersion(state, effectiveFrom, latest.terms);
    if (!request.ok) {
      toast.error(request.message);
      return;
    }
    addVersion.mutate(
      { planId: plan.id, ...request.value },
      {
        onSuccess: () => {
          toast.success(`New terms for ${plan.name} from ${formatLongDate(request.value.effectiveFrom)}`);
          onDone();
        },
        onError: (error) => toastError(error, 'Could not add the new terms'),
      },
    );
  };
  return (
    <form
      className="grid items-start gap-4 sm:grid-cols-2"
      onSubmit={onSubmit}
      aria-label={`New terms for ${plan.name}`}
    >
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Filled in from version {latest.version}. Members already on the plan keep their terms until they
        accept the new ones; members who join from the start date get them.
      </p>
      <DateField
        id={`${idPrefix}-from`}
        label="Takes effect on"
        max={null}
        min={getFirstVersionDay(latest.effectiveFrom)}
        value={effectiveFrom}
        onChange={(event) => setEffectiveFrom(event.target.value)}
      />
      <PlanFields
        idPrefix={idPrefix}
        state={state}
        set={set}
        withName={false}
        keepsBands={hasChildBands(latest.terms)}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={addVersion.isPending}>
          {addVersion.isPending ? 'Adding...' : 'Add new terms'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PlanCard({
  organizationId,
  plan,
  canManage,
}: {
  organizationId: string;
  plan: TPlanView;
  canManage: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const terms = plan.current?.terms;
  const panelId = `plan-${plan.id}-versions`;
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="burial-plan">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">{plan.name}</p>
          {terms ? (
            <p className="text-sm text-muted-foreground">
              <TermsLine terms={terms} /> · version {plan.current?.version} from{' '}
              {formatLongDate(plan.current?.effectiveFrom ?? '')}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Takes effect on {formatLongDate(plan.versions.at(-1)?.effectiveFrom ?? '')}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide versions' : `Versions (${plan.versions.length})`}
        </Button>
      </div>
      {isOpen && (
        <div id={panelId} className="grid gap-3">
          <ol className="grid gap-2" aria-label={`Versions of ${plan.name}`}>
            {plan.versions.map((version) => (
              <li
                key={version.version}
                className="rounded-md bg-muted/50 p-3 text-sm"
                data-testid="plan-version"
              >
                <p className="font-medium">
                  Version {version.version} from {formatLongDate(version.effectiveFrom)}
                  {version.version === plan.current?.version ? ' (in force)' : ''}
                  {version.effectiveFrom > getTodayIso() ? ' (to come)' : ''}
                </p>
                <p className="text-muted-foreground">
                  <TermsLine terms={version.terms} />
                </p>
              </li>
            ))}
          </ol>
          {canManage &&
            (isAdding ? (
              <AddVersionForm organizationId={organizationId} plan={plan} onDone={() => setIsAdding(false)} />
            ) : (
              <div>
                <Button size="sm" onClick={() => setIsAdding(true)}>
                  Add new terms
                </Button>
              </div>
            ))}
        </div>
      )}
    </li>
  );
}

function CreatePlanForm({ organizationId }: { organizationId: string }) {
  const create = useCreatePlan(organizationId);
  const [state, setState] = useState<TPlanFormState>(EMPTY_PLAN_FORM);
  const set: TSetPlanField = (key, value) => setState((current) => ({ ...current, [key]: value }));
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
    <form className="grid items-start gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-label="New plan">
      <PlanFields idPrefix="plan" state={state} set={set} withName keepsBands={false} />
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
  if (!hasAnswer(plans)) {
    return <QueryWait query={plans} loadingLabel="Loading plans..." errorTitle="Failed to load plans" />;
  }
  return (
    <div className="grid gap-6">
      {plans.data.plans.length === 0 ? (
        <p className="text-sm text-muted-foreground">No plans yet. Members join a plan to be covered.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Plans">
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan.id} organizationId={organizationId} plan={plan} canManage={canManage} />
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
