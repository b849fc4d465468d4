import { toast } from 'sonner';
import { getErrorMessage } from './errors';

/**
 * The one way a failed call becomes a toast (spec section 8): the server's message, otherwise the fallback.
 * With a title (the organization pages' 'Error'), the message is its description.
 */
export function toastError(
  error: unknown,
  fallback = 'An error occurred',
  options: { title?: string } = {},
): void {
  const message = getErrorMessage(error, fallback);
  if (options.title) toast.error(options.title, { description: message });
  else toast.error(message);
}

/** A success toast: the spec's title and, where it has one, a description. */
export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}
