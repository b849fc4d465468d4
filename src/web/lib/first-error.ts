import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { toast } from 'sonner';

/** The spec shows only the first validation message, as an error toast; fields are checked in form order. */
export function toastFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): void {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) {
      // One id, so pressing submit repeatedly replaces the toast instead of stacking copies.
      toast.error(message, { id: 'form-validation' });
      return;
    }
  }
}
