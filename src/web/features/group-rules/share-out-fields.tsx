import {
  SHARE_OUT_RULE_LABELS,
  SHARE_OUT_RULES,
  type TNonSaverRule,
} from '../../../shared/share-out/share-out-types';
import { SelectField, TextField, type TSetRule } from './rule-fields';
import type { TRulesFormState } from './rules-form-state';

const SHARE_OUT_OPTIONS = SHARE_OUT_RULES.map((rule) => [rule, SHARE_OUT_RULE_LABELS[rule]] as const);
const NON_SAVER_OPTIONS: readonly (readonly [TNonSaverRule, string])[] = [
  ['left_out', 'Get no share of the income'],
  ['equal_share', 'Get an equal share too'],
];
const SAVINGS_OPTIONS: readonly (readonly [TRulesFormState['savingsModel'], string])[] = [
  ['contributions', 'An amount per period'],
  ['shares', 'In shares, at meetings'],
];

/**
 * How the year-end share-out shares the income; a share-based group also fixes its share price, and how
 * members save: an amount per period, or shares at meetings (ADR 0032).
 */
export function ShareOutFields({ state, set }: { state: TRulesFormState; set: TSetRule }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="rules-share-out"
        label="Year-end share-out"
        value={state.shareOutRule}
        options={SHARE_OUT_OPTIONS}
        onChange={(rule) => set('shareOutRule', rule)}
      />
      {state.shareOutRule === 'equal_less_fines' && (
        <SelectField
          id="rules-non-savers"
          label="Members who saved nothing in the cycle"
          value={state.nonSavers}
          options={NON_SAVER_OPTIONS}
          onChange={(rule) => set('nonSavers', rule)}
        />
      )}
      <SelectField
        id="rules-savings-model"
        label="Members save"
        value={state.savingsModel}
        options={SAVINGS_OPTIONS}
        onChange={(model) => set('savingsModel', model)}
      />
      {state.savingsModel === 'shares' && (
        <>
          <TextField
            id="rules-max-shares"
            label="Most shares per meeting"
            inputMode="numeric"
            value={state.maxSharesPerMeeting}
            onChange={(value) => set('maxSharesPerMeeting', value)}
          />
          <TextField
            id="rules-social-fund"
            label="Social fund per meeting (R)"
            inputMode="decimal"
            value={state.socialFund}
            onChange={(value) => set('socialFund', value)}
          />
          <TextField
            id="rules-loan-multiple"
            label="Loans up to (times the shares)"
            inputMode="numeric"
            value={state.loanMultiple}
            onChange={(value) => set('loanMultiple', value)}
          />
        </>
      )}
      {state.shareOutRule === 'per_share' && (
        <TextField
          id="rules-share-price"
          label="Share price (R)"
          inputMode="decimal"
          value={state.sharePrice}
          onChange={(value) => set('sharePrice', value)}
        />
      )}
    </div>
  );
}
