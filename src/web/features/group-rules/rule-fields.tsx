import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { TextField, type TInputProps } from '../../components/ui/text-field';
import type { TRulesFormState } from './rules-form-state';

/** Sets one rule in the Rules form's state. */
export type TSetRule = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

/** The Rules form's state and its setter, which every rule field reads and writes. */
export type TRulesForm = { state: TRulesFormState; set: TSetRule };

/** The rules held as text (amounts, counts, days, dates). */
type TTextRule = {
  [K in keyof TRulesFormState]: string extends TRulesFormState[K] ? K : never;
}[keyof TRulesFormState];

/** A typed rule (an amount, a count, a day): its label, an optional hint under it, and its text. */
export function RuleText({
  form,
  rule,
  type = 'text',
  ...props
}: Omit<TInputProps, 'value' | 'onChange' | 'form'> & { label: string; form: TRulesForm; rule: TTextRule }) {
  return (
    <TextField
      type={type}
      value={form.state[rule]}
      onChange={(event) => form.set(rule, event.target.value)}
      {...props}
    />
  );
}

/** A rule chosen from a list: each option's value and its label, in the order given. */
export function SelectField<TValue extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: TValue;
  options: readonly (readonly [TValue, string])[];
  onChange: (value: TValue) => void;
}) {
  return (
    <FormField htmlFor={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as TValue)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** A rule chosen from a list, read from and written to the Rules form's state. */
export function RuleSelect<K extends keyof TRulesFormState>({
  form,
  rule,
  ...props
}: {
  id: string;
  label: string;
  form: TRulesForm;
  rule: K;
  options: readonly (readonly [TRulesFormState[K] & string, string])[];
}) {
  return (
    <SelectField
      value={form.state[rule] as TRulesFormState[K] & string}
      onChange={(value) => form.set(rule, value)}
      {...props}
    />
  );
}
