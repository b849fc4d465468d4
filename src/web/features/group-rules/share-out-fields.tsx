import { SHARE_OUT_RULE_LABELS, SHARE_OUT_RULES } from '../../../shared/share-out/share-out-types';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../organizations/form-controls';
import type { TRulesFormState } from './rules-form-state';

type TSet = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

/**
 * How the year-end share-out shares the income; a share-based group also fixes its share price, and how
 * members save: an amount per period, or shares at meetings (ADR 0032).
 */
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
      <FormField htmlFor="rules-savings-model" label="Members save">
        <NativeSelect
          id="rules-savings-model"
          value={state.savingsModel}
          onChange={(event) => set('savingsModel', event.target.value as TRulesFormState['savingsModel'])}
        >
          <option value="contributions">An amount per period</option>
          <option value="shares">In shares, at meetings</option>
        </NativeSelect>
      </FormField>
      {state.savingsModel === 'shares' && (
        <>
          <FormField htmlFor="rules-max-shares" label="Most shares per meeting">
            <Input
              id="rules-max-shares"
              inputMode="numeric"
              value={state.maxSharesPerMeeting}
              onChange={(event) => set('maxSharesPerMeeting', event.target.value)}
            />
          </FormField>
          <FormField htmlFor="rules-social-fund" label="Social fund per meeting (R)">
            <Input
              id="rules-social-fund"
              inputMode="decimal"
              value={state.socialFund}
              onChange={(event) => set('socialFund', event.target.value)}
            />
          </FormField>
          <FormField htmlFor="rules-loan-multiple" label="Loans up to (times the shares)">
            <Input
              id="rules-loan-multiple"
              inputMode="numeric"
              value={state.loanMultiple}
              onChange={(event) => set('loanMultiple', event.target.value)}
            />
          </FormField>
        </>
      )}
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
