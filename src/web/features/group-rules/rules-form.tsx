import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatLongDate } from '../../../shared/book-months';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/toasts';
import { NativeSelect } from '../organizations/form-controls';
import { FineFields } from './fine-fields';
import { useSetGroupRules } from './group-rules.mutations';
import { MemberAmounts } from './member-amounts';
import { explainFirstDue, readRules, type TRulesFormState, WEEKDAYS } from './rules-form-state';
import { ShareOutFields } from './share-out-fields';

type TSet = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

function TextField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <FormField htmlFor={props.id} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <Input
        id={props.id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...(props.hint ? { 'aria-describedby': `${props.id}-hint` } : {})}
      />
    </FormField>
  );
}

function DueDayField({ state, set }: { state: TRulesFormState; set: TSet }) {
  if (state.frequency === 'monthly') {
    return (
      <TextField
        id="rules-due-day"
        label="Due day of the month"
        hint="1 to 28: the contribution for a month is due on this day of the next month"
        inputMode="numeric"
        value={state.dueDay}
        onChange={(value) => set('dueDay', value)}
      />
    );
  }
  return (
    <FormField htmlFor="rules-due-day" label="Due weekday">
      <NativeSelect
        id="rules-due-day"
        value={state.dueDay}
        onChange={(event) => set('dueDay', event.target.value)}
      >
        {WEEKDAYS.map((day, index) => (
          <option key={day} value={String(index + 1)}>
            {day}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The Rules form: every rule, the date the new version takes effect, and what it means for the first period. */
export function RulesForm({
  organizationId,
  initial,
  earliestEffectiveFrom,
  isBurialSociety = false,
}: {
  organizationId: string;
  initial: TRulesFormState;
  earliestEffectiveFrom: string | null;
  /** Burial societies also set when the reserve warning shows. */
  isBurialSociety?: boolean;
}) {
  const save = useSetGroupRules(organizationId);
  const [state, setState] = useState(initial);
  const set: TSet = (key, value) => setState((current) => ({ ...current, [key]: value }));
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
        <TextField
          id="rules-amount"
          label="Contribution amount (R)"
          inputMode="decimal"
          value={state.amount}
          onChange={(value) => set('amount', value)}
        />
        <FormField htmlFor="rules-frequency" label="Frequency">
          <NativeSelect
            id="rules-frequency"
            value={state.frequency}
            onChange={(event) => {
              const frequency = event.target.value as TRulesFormState['frequency'];
              setState((current) => ({ ...current, frequency, dueDay: frequency === 'monthly' ? '1' : '5' }));
            }}
          >
            <option value="monthly">Monthly</option>
            <option value="weekly">Weekly</option>
            <option value="fortnightly">Fortnightly</option>
          </NativeSelect>
        </FormField>
        <DueDayField state={state} set={set} />
        <TextField
          id="rules-grace-days"
          label="Grace days"
          hint="Days after the due date before a late fine"
          inputMode="numeric"
          value={state.graceDays}
          onChange={(value) => set('graceDays', value)}
        />
      </div>
      <MemberAmounts
        organizationId={organizationId}
        rows={state.memberAmounts}
        onChange={(rows) => set('memberAmounts', rows)}
      />
      <FineFields state={state} set={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="rules-joining-fee"
          label="Joining fee (R)"
          hint="0 for none"
          inputMode="decimal"
          value={state.joiningFee}
          onChange={(value) => set('joiningFee', value)}
        />
        <TextField
          id="rules-instalments"
          label="Joining fee instalments"
          hint="1 to pay at once; otherwise due with the first contributions"
          inputMode="numeric"
          value={state.instalments}
          onChange={(value) => set('instalments', value)}
        />
        <FormField htmlFor="rules-payment-order" label="A payment clears first">
          <NativeSelect
            id="rules-payment-order"
            value={state.paymentOrder}
            onChange={(event) => set('paymentOrder', event.target.value as TRulesFormState['paymentOrder'])}
          >
            <option value="fines_first">Fines, then contributions</option>
            <option value="contributions_first">Contributions, then fines</option>
          </NativeSelect>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="rules-remind-before"
            label="Remind days before"
            hint="Empty: no reminder"
            inputMode="numeric"
            value={state.remindBefore}
            onChange={(value) => set('remindBefore', value)}
          />
          <TextField
            id="rules-remind-after"
            label="Remind days after"
            hint="While unpaid"
            inputMode="numeric"
            value={state.remindAfter}
            onChange={(value) => set('remindAfter', value)}
          />
        </div>
      </div>
      <ShareOutFields state={state} set={set} />
      {isBurialSociety && (
        <div className="sm:max-w-xs">
          <TextField
            id="rules-reserve"
            label="Warn when cash is below the cost of this many funerals"
            inputMode="numeric"
            value={state.reserveFunerals}
            onChange={(value) => set('reserveFunerals', value)}
            hint="Counted from the largest covers in force (1 to 20)."
          />
        </div>
      )}
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
        <TextField
          id="rules-effective-from"
          label="Takes effect from"
          type="date"
          hint={
            earliestEffectiveFrom
              ? `Earliest ${formatLongDate(earliestEffectiveFrom)}: earlier dates are closed or judged by an earlier version`
              : 'Monthly rules start on the 1st; weekly and fortnightly rules on a Monday'
          }
          value={state.effectiveFrom}
          onChange={(value) => set('effectiveFrom', value)}
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
