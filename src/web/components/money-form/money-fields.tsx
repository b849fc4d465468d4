/**
 * The field blocks every money form repeats: an amount in rand (or another decimal), a date, a member, a reason. Each takes the
 * react-hook-form registration (`{...form.register('amount')}`) and an id; the label and hint follow the spec.
 */
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { getTodayIso } from '../../../shared/calendar';
import { FieldError } from '../ui/field-error';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';
import { AMOUNT_HINT } from './amount-input';
import { memberPickerQueries } from './member-picker-queries';

type TInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label?: string;
  /** The field's message, shown under it (`${id}-error`) and announced with the control. */
  error?: string | undefined;
};

/** The control's accessible state for an optional field message, else its hint. */
function describedBy(id: string, error: string | undefined, hintId?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hintId,
  } as const;
}

/** A number typed with a decimal comma or point (an amount, a rate, a multiple), its hint under it. */
export function DecimalField({
  id,
  label,
  hint,
  error,
  ...props
}: Omit<TInputProps, 'label'> & { label: string; hint: string }) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        {...describedBy(id, error, `${id}-hint`)}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </FormField>
  );
}

/** Amount (R), typed as 250 or 250,50; read it with `ZRandInput`. */
export function AmountField({ label = 'Amount (R)', ...props }: TInputProps) {
  return <DecimalField label={label} hint={AMOUNT_HINT} {...props} />;
}

/** A day, no later than today in Johannesburg unless `max` says otherwise (`max={null}` for none). */
export function DateField({
  id,
  label = 'Date',
  max = getTodayIso(),
  error,
  ...props
}: Omit<TInputProps, 'max'> & { max?: string | number | null }) {
  return (
    <FormField htmlFor={id} label={label}>
      <Input id={id} type="date" max={max ?? undefined} {...describedBy(id, error)} {...props} />
      <FieldError id={`${id}-error`} message={error} />
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

type TMemberPickerProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  organizationId: string;
  label?: string;
  /** Loads the members only while the picker can be seen. */
  isEnabled?: boolean;
  /** Left out of the list: the acting admin, who never records money for themselves. */
  excludedUserId?: string | null;
  /** The empty choice's text. */
  emptyLabel?: string;
  /** The empty choice's text while the members load; null keeps `emptyLabel`. */
  loadingLabel?: string | null;
  /** A line under the picker. */
  note?: ReactNode;
};

/** The organization's members by name, loaded on demand (memberPickerQueries). */
export function MemberPicker({
  id,
  organizationId,
  label = 'Member',
  isEnabled = true,
  excludedUserId = null,
  emptyLabel = 'Choose a member',
  loadingLabel = 'Loading members…',
  note,
  ...props
}: TMemberPickerProps) {
  const members = useQuery({ ...memberPickerQueries.list(organizationId), enabled: isEnabled });
  const noteId = useId();
  return (
    <FormField htmlFor={id} label={label}>
      <NativeSelect id={id} aria-describedby={note ? noteId : undefined} {...props}>
        <option value="">
          {members.isPending && isEnabled && loadingLabel !== null ? loadingLabel : emptyLabel}
        </option>
        {members.data
          ?.filter((member) => member.userId !== excludedUserId)
          .map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
      </NativeSelect>
      {note && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </FormField>
  );
}
