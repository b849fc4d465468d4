import { SelectField, TextField, type TSetRule } from './rule-fields';
import type { TRulesFormState } from './rules-form-state';

const FINE_OPTIONS: readonly (readonly [TRulesFormState['fineKind'], string])[] = [
  ['none', 'No fine'],
  ['fixed', 'A fixed amount per late period'],
  ['per_day', 'An amount per day late, with a cap'],
  ['percent', 'A percentage of the amount due'],
];

/** The late fine: its kind, then the fields that kind needs. */
export function FineFields({ state, set }: { state: TRulesFormState; set: TSetRule }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="rules-fine-kind"
        label="Late fine"
        value={state.fineKind}
        options={FINE_OPTIONS}
        onChange={(kind) => set('fineKind', kind)}
      />
      {(state.fineKind === 'fixed' || state.fineKind === 'per_day') && (
        <TextField
          id="rules-fine-amount"
          label={state.fineKind === 'fixed' ? 'Fine amount (R)' : 'Fine per day late (R)'}
          inputMode="decimal"
          value={state.fineAmount}
          onChange={(value) => set('fineAmount', value)}
        />
      )}
      {state.fineKind === 'per_day' && (
        <TextField
          id="rules-fine-cap"
          label="Fine cap (R)"
          inputMode="decimal"
          value={state.fineCap}
          onChange={(value) => set('fineCap', value)}
        />
      )}
      {state.fineKind === 'percent' && (
        <TextField
          id="rules-fine-percent"
          label="Fine (% of the amount due)"
          inputMode="decimal"
          value={state.finePercent}
          onChange={(value) => set('finePercent', value)}
        />
      )}
    </div>
  );
}
