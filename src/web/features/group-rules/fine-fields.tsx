import { RuleSelect, RuleText, type TRulesForm } from './rule-fields';
import type { TRulesFormState } from './rules-form-state';

const FINE_OPTIONS: readonly (readonly [TRulesFormState['fineKind'], string])[] = [
  ['none', 'No fine'],
  ['fixed', 'A fixed amount per late period'],
  ['per_day', 'An amount per day late, with a cap'],
  ['percent', 'A percentage of the amount due'],
];

/** The late fine: its kind, then the fields that kind needs. */
export function FineFields({ form }: { form: TRulesForm }) {
  const { state } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RuleSelect form={form} rule="fineKind" id="rules-fine-kind" label="Late fine" options={FINE_OPTIONS} />
      {(state.fineKind === 'fixed' || state.fineKind === 'per_day') && (
        <RuleText
          form={form}
          rule="fineAmount"
          id="rules-fine-amount"
          label={state.fineKind === 'fixed' ? 'Fine amount (R)' : 'Fine per day late (R)'}
          inputMode="decimal"
        />
      )}
      {state.fineKind === 'per_day' && (
        <RuleText form={form} rule="fineCap" id="rules-fine-cap" label="Fine cap (R)" inputMode="decimal" />
      )}
      {state.fineKind === 'percent' && (
        <RuleText
          form={form}
          rule="finePercent"
          id="rules-fine-percent"
          label="Fine (% of the amount due)"
          inputMode="decimal"
        />
      )}
    </div>
  );
}
