import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../organizations/form-controls';
import type { TRulesFormState } from './rules-form-state';

const FINE_LABELS = {
  none: 'No fine',
  fixed: 'A fixed amount per late period',
  per_day: 'An amount per day late, with a cap',
  percent: 'A percentage of the amount due',
} as const;

type TSet = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

/** The late fine: its kind, then the fields that kind needs. */
export function FineFields({ state, set }: { state: TRulesFormState; set: TSet }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField htmlFor="rules-fine-kind" label="Late fine">
        <NativeSelect
          id="rules-fine-kind"
          value={state.fineKind}
          onChange={(event) => set('fineKind', event.target.value as TRulesFormState['fineKind'])}
        >
          {Object.entries(FINE_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {(state.fineKind === 'fixed' || state.fineKind === 'per_day') && (
        <FormField
          htmlFor="rules-fine-amount"
          label={state.fineKind === 'fixed' ? 'Fine amount (R)' : 'Fine per day late (R)'}
        >
          <Input
            id="rules-fine-amount"
            inputMode="decimal"
            value={state.fineAmount}
            onChange={(event) => set('fineAmount', event.target.value)}
          />
        </FormField>
      )}
      {state.fineKind === 'per_day' && (
        <FormField htmlFor="rules-fine-cap" label="Fine cap (R)">
          <Input
            id="rules-fine-cap"
            inputMode="decimal"
            value={state.fineCap}
            onChange={(event) => set('fineCap', event.target.value)}
          />
        </FormField>
      )}
      {state.fineKind === 'percent' && (
        <FormField htmlFor="rules-fine-percent" label="Fine (% of the amount due)">
          <Input
            id="rules-fine-percent"
            inputMode="decimal"
            value={state.finePercent}
            onChange={(event) => set('finePercent', event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}
