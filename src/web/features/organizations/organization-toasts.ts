import { toast } from 'sonner';
import { getErrorMessage } from '../../lib/errors';

/** Spec part 2, section 8: a failed organization call is a destructive toast titled Error with the server message or a fallback. */
export function toastOrganizationError(error: unknown, fallback: string): void {
  toast.error('Error', { description: getErrorMessage(error, fallback) });
}

/** A success toast with the spec's title and optional description. */
export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}
