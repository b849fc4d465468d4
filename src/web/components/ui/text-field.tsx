import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { FormField } from './form-field';
import { Input } from './input';

export type TInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label?: string;
  /** A line under the control (`${id}-hint`), which describes it until there is a message. */
  hint?: string | undefined;
  /** The field's message, shown under it (`${id}-error`) and announced with the control. */
  error?: string | undefined;
};

/** The control's accessible state for an optional field message, else its hint. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A labelled input with its hint and message, the control described by whichever shows. */
export function TextField({ id, label, hint, error, ...props }: TInputProps & { label: string }) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <Input id={id} {...describedBy(id, error, hint)} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </FormField>
  );
}
