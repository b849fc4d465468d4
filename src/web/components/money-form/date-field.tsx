import { getTodayIso } from '../../../shared/calendar';
import { FieldError } from '../ui/field-error';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { describedBy, type TInputProps } from './field-props';

/** A day, no later than today in Johannesburg unless `max` says otherwise (`max={null}` for none). */
export function DateField({
  id,
  label = 'Date',
  max = getTodayIso(),
  hint,
  error,
  ...props
}: Omit<TInputProps, 'max'> & { max?: string | number | null }) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <Input id={id} type="date" max={max ?? undefined} {...describedBy(id, error, hint)} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </FormField>
  );
}
