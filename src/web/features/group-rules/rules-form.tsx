import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/toasts';
import { FineFields } from './fine-fields';
import { useSetGroupRules } from './group-rules.mutations';
import { MemberAmounts } from './member-amounts';
import { RuleSelect, RuleText, SelectField, type TRulesForm, type TSetRule } from './rule-fields';
import { explainFirstDue, readRules, type TRulesFormState, WEEKDAYS } from './rules-form-state';
import { ShareOutFields } from './share-out-fields';

const FREQUENCY_OPTIONS: readonly (readonly [TRulesFormState['frequency'], string])[] = [
  ['monthly', 'Monthly'],
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
];
const WEEKDAY_OPTIONS = WEEKDAYS.map((day, index) => [String(index + 1), day] as const);
const PAYMENT_ORDER_OPTIONS: readonly (readonly [TRulesFormState['paymentOrder'], string])[] = [
  ['fines_first', 'Fines, then contributions'],
  ['contributions_first', 'Contributions, then fines'],
];

function DueDayField({ form }: { form: TRulesForm }) {
  if (form.state.frequency === 'monthly') {
    return (
      <RuleText
        form={form}
        rule="dueDay"
        id="rules-due-day"
        label="Due day of the month"
        hint="1 to 28: the contribution for a month is due on this day of the next month"
        inputMode="numeric"
      />
    );
  }
  return (
    <RuleSelect form={form} rule="dueDay" id="rules-due-day" label="Due weekday" options={WEEKDAY_OPTIONS} />
  );
}

/** The Rules form: every rule, the date the new version takes effect, and what it means for the first period. */
export function RulesForm({
  organizationId,
  initial,
  earliestEffectiveFrom,
  latestEarlierFrom = null,
  isBurialSociety = false,
}: {
  organizationId: string;
  initial: TRulesFormState;
  earliestEffectiveFrom: string | null;
  /** The rules kept before the books start may be entered as an earlier version, on or before this day. */
  latestEarlierFrom?: string | null;
  /** Burial societies also set when the reserve warning shows. */
  isBurialSociety?: boolean;
}) {
  const save = useSetGroupRules(organizationId);
  const [state, setState] = useState(initial);
  const set: TSetRule = (key, value) => setState((current) => ({ ...current, [key]: value }));
  const form: TRulesForm = { state, set };
  const explanation = explainFirstDue(state);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let rules: ReturnType<typeof readRules>;
    try {
      rules = readRules(state);
    } catch (error) {
      return void toast.error(error instanceof Error ? error.message : 'Please check the rules', {
        id: 'form-validation',
      });
    }
    try {
      await save.mutateAsync({ effectiveFrom: state.effectiveFrom, rules });
      toast.success('Rules saved');
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate aria-label="Group rules">
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleText
          form={form}
          rule="amount"
          id="rules-amount"
          label="Contribution amount (R)"
          inputMode="decimal"
        />
        <SelectField
          id="rules-frequency"
          label="Frequency"
          value={state.frequency}
          options={FREQUENCY_OPTIONS}
          onChange={(frequency) =>
            setState((current) => ({ ...current, frequency, dueDay: frequency === 'monthly' ? '1' : '5' }))
          }
        />
        <DueDayField form={form} />
        <RuleText
          form={form}
          rule="graceDays"
          id="rules-grace-days"
          label="Grace days"
          hint="Days after the due date before a late fine"
          inputMode="numeric"
        />
      </div>
      <MemberAmounts
        organizationId={organizationId}
        rows={state.memberAmounts}
        onChange={(rows) => set('memberAmounts', rows)}
      />
      <FineFields form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleText
          form={form}
          rule="joiningFee"
          id="rules-joining-fee"
          label="Joining fee (R)"
          hint="0 for none"
          inputMode="decimal"
        />
        <RuleText
          form={form}
          rule="instalments"
          id="rules-instalments"
          label="Joining fee instalments"
          hint="1 to pay at once; otherwise due with the first contributions"
          inputMode="numeric"
        />
        <RuleSelect
          form={form}
          rule="paymentOrder"
          id="rules-payment-order"
          label="A payment clears first"
          options={PAYMENT_ORDER_OPTIONS}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <RuleText
            form={form}
            rule="remindBefore"
            id="rules-remind-before"
            label="Remind days before"
            hint="Empty: no reminder"
            inputMode="numeric"
          />
          <RuleText
            form={form}
            rule="remindAfter"
            id="rules-remind-after"
            label="Remind days after"
            hint="While unpaid"
            inputMode="numeric"
          />
        </div>
      </div>
      <ShareOutFields form={form} />
      {isBurialSociety && (
        <div className="sm:max-w-xs">
          <RuleText
            form={form}
            rule="reserveFunerals"
            id="rules-reserve"
            label="Warn when cash is below the cost of this many funerals"
            inputMode="numeric"
            hint="Counted from the largest covers in force (1 to 20)."
          />
        </div>
      )}
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
        <RuleText
          form={form}
          rule="effectiveFrom"
          id="rules-effective-from"
          label="Takes effect from"
          type="date"
          hint={[
            earliestEffectiveFrom
              ? `Earliest ${formatLongDate(earliestEffectiveFrom)}: earlier dates are closed or judged by an earlier version.`
              : 'Monthly rules start on the 1st; weekly and fortnightly rules on a Monday.',
            latestEarlierFrom
              ? `The rules the group kept before its books start may also be entered, taking effect on or before ${formatLongDate(latestEarlierFrom)}.`
              : '',
          ]
            .join(' ')
            .trim()}
        />
        {explanation && (
          <p className="text-sm font-medium" data-testid="rules-explanation">
            {explanation}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save as a new version
        </Button>
      </div>
    </form>
  );
}
