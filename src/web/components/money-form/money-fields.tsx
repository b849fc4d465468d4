import type { ComponentProps } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../shared/money-records';
import { FieldError } from '../ui/field-error';
import { FormField } from '../ui/form-field';
import { NativeSelect } from '../ui/native-select';
import { describedBy, TextField, type TInputProps } from '../ui/text-field';
import { Textarea } from '../ui/textarea';
import { AMOUNT_HINT } from './amount-input';

// The field blocks every money form repeats: an amount in rand (or another decimal), how it was paid, a
// reason; the date is DateField (date-field.tsx) and the member MemberPicker (member-picker.tsx). Each takes
// the react-hook-form registration (`{...form.register('amount')}`) and an id; labels and hints follow the spec.

/** A number typed with a decimal comma or point (an amount, a rate, a multiple), any hint under it. */
export function DecimalField(props: TInputProps & { label: string }) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** Amount (R), typed as 250 or 250,50; read it with `ZRandInput`. */
export function AmountField({ label = 'Amount (R)', ...props }: TInputProps) {
  return <DecimalField label={label} hint={AMOUNT_HINT} {...props} />;
}

/** How the money was paid: cash, EFT and the other methods the books know. */
export function PaymentMethodField({
  id,
  label = 'Payment Method',
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & { id: string; label?: string }) {
  return (
    <FormField htmlFor={id} label={label}>
      <NativeSelect id={id} {...props}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Why money is reversed, waived or refused, in the words the books keep; `maxLength` as the contract allows. */
export function ReasonField({
  id,
  label = 'Reason',
  error,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { id: string; label?: string; error?: string | undefined }) {
  return (
    <FormField htmlFor={id} label={label}>
      <Textarea id={id} {...describedBy(id, error)} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </FormField>
  );
}
