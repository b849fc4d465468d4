import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import type { TRulesFormState } from './rules-form-state';

/** Sets one rule in the Rules form's state. */
export type TSetRule = <K extends keyof TRulesFormState>(key: K, value: TRulesFormState[K]) => void;

/** A typed rule (an amount, a count, a day): its label, an optional hint under it, and its text. */
export function TextField(props: {
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
