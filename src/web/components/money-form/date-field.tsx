import { getTodayIso } from '../../../shared/calendar';
import { TextField, type TInputProps } from '../ui/text-field';

/** A day, no later than today in Johannesburg unless `max` says otherwise (`max={null}` for none). */
export function DateField({
  label = 'Date',
  max = getTodayIso(),
  ...props
}: Omit<TInputProps, 'max'> & { max?: string | number | null }) {
  return <TextField label={label} type="date" max={max ?? undefined} {...props} />;
}
