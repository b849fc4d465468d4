import { DecimalField } from '../../components/money-form/money-fields';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { MAIN_MEMBER_DEATH_OPTIONS, type TPlanFormState, toMainMemberDeathRule } from './plan-form-state';

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

export type TSetPlanField = <TKey extends keyof TPlanFormState>(
  key: TKey,
  value: TPlanFormState[TKey],
) => void;

/** The plan form's fields, for a new plan and for new terms of one. */
export function PlanFields({
  idPrefix,
  state,
  set,
  withName,
  keepsBands,
}: {
  idPrefix: string;
  state: TPlanFormState;
  set: TSetPlanField;
  withName: boolean;
  keepsBands: boolean;
}) {
  return (
    <>
      {withName && (
        <FormField htmlFor={`${idPrefix}-name`} label="Plan name">
          <Input
            id={`${idPrefix}-name`}
            value={state.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
      )}
      <FormField htmlFor={`${idPrefix}-wait-start`} label="The wait starts on">
        <NativeSelect
          id={`${idPrefix}-wait-start`}
          value={state.waitStartsOn}
          onChange={(event) => set('waitStartsOn', event.target.value === 'added' ? 'added' : 'joining')}
        >
          <option value="joining">The day the member joins</option>
          <option value="added">The day each person is added</option>
        </NativeSelect>
      </FormField>
      {AMOUNT_FIELDS.map(([key, label]) => (
        <DecimalField
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          hint={
            key === 'child' && keepsBands
              ? 'Leave empty to keep the cover by age band; an amount replaces it for every age'
              : undefined
          }
          value={state[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
      <DecimalField
        id={`${idPrefix}-levy`}
        label="Levy after each payout (R)"
        hint="Every other member in force on the plan owes this when a claim is paid. Empty or 0: no levy."
        value={state.levy}
        onChange={(event) => set('levy', event.target.value)}
      />
      <FormField htmlFor={`${idPrefix}-main-death`} label="When the main member dies">
        <NativeSelect
          id={`${idPrefix}-main-death`}
          value={state.onMainMemberDeath}
          onChange={(event) => set('onMainMemberDeath', toMainMemberDeathRule(event.target.value))}
        >
          {MAIN_MEMBER_DEATH_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={state.doubleForAccident}
          onChange={(event) => set('doubleForAccident', event.target.checked)}
        />
        Accidental death pays double
      </label>
    </>
  );
}
