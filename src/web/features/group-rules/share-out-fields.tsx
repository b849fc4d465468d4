import { SHARE_OUT_RULE_LABELS, SHARE_OUT_RULES } from '../../../shared/share-out/share-out-types';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../organizations/form-controls';
import type { TRulesFormState } from './rules-form-state';

type TSet = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

/** How the year-end share-out shares the income; a share-based group also fixes its share price. */
export function ShareOutFields({ state, set }: { state: TRulesFormState; set: TSet }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField htmlFor="rules-share-out" label="Year-end share-out">
        <NativeSelect
          id="rules-share-out"
          value={state.shareOutRule}
          onChange={(event) => set('shareOutRule', event.target.value as TRulesFormState['shareOutRule'])}
        >
          {SHARE_OUT_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {SHARE_OUT_RULE_LABELS[rule]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {state.shareOutRule === 'per_share' && (
        <FormField htmlFor="rules-share-price" label="Share price (R)">
          <Input
            id="rules-share-price"
            inputMode="decimal"
            value={state.sharePrice}
            onChange={(event) => set('sharePrice', event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}
