import {
  SHARE_OUT_RULE_LABELS,
  SHARE_OUT_RULES,
  type TNonSaverRule,
} from '../../../shared/share-out/share-out-types';
import { RuleSelect, RuleText, type TRulesForm } from './rule-fields';
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
export function ShareOutFields({ form }: { form: TRulesForm }) {
  const { state } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RuleSelect
        form={form}
        rule="shareOutRule"
        id="rules-share-out"
        label="Year-end share-out"
        options={SHARE_OUT_OPTIONS}
      />
      {state.shareOutRule === 'equal_less_fines' && (
        <RuleSelect
          form={form}
          rule="nonSavers"
          id="rules-non-savers"
          label="Members who saved nothing in the cycle"
          options={NON_SAVER_OPTIONS}
        />
      )}
      <RuleSelect
        form={form}
        rule="savingsModel"
        id="rules-savings-model"
        label="Members save"
        options={SAVINGS_OPTIONS}
      />
      {state.savingsModel === 'shares' && (
        <>
          <RuleText
            form={form}
            rule="maxSharesPerMeeting"
            id="rules-max-shares"
            label="Most shares per meeting"
            inputMode="numeric"
          />
          <RuleText
            form={form}
            rule="socialFund"
            id="rules-social-fund"
            label="Social fund per meeting (R)"
            inputMode="decimal"
          />
          <RuleText
            form={form}
            rule="loanMultiple"
            id="rules-loan-multiple"
            label="Loans up to (times the shares)"
            inputMode="numeric"
          />
        </>
      )}
      {state.shareOutRule === 'per_share' && (
        <RuleText
          form={form}
          rule="sharePrice"
          id="rules-share-price"
          label="Share price (R)"
          inputMode="decimal"
        />
      )}
    </div>
  );
}
