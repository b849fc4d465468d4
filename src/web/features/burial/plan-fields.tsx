import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../organizations/form-controls';
import type { TPlanFormState } from './plan-form-state';

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
  set: (key: keyof TPlanFormState, value: string) => void;
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
          onChange={(event) => set('waitStartsOn', event.target.value)}
        >
          <option value="joining">The day the member joins</option>
          <option value="added">The day each person is added</option>
        </NativeSelect>
      </FormField>
      {AMOUNT_FIELDS.map(([key, label]) => (
        <FormField
          key={key}
          htmlFor={`${idPrefix}-${key}`}
          label={label}
          {...(key === 'child' && keepsBands
            ? { hint: 'Leave empty to keep the cover by age band; an amount replaces it for every age' }
            : {})}
        >
          <Input
            id={`${idPrefix}-${key}`}
            inputMode="decimal"
            value={state[key]}
            {...(key === 'child' && keepsBands ? { 'aria-describedby': `${idPrefix}-${key}-hint` } : {})}
            onChange={(event) => set(key, event.target.value)}
          />
        </FormField>
      ))}
    </>
  );
}
