import { getErrorMessage } from './errors';

type TToast = typeof import('sonner').toast;

let sonner: Promise<TToast> | null = null;
let isToasterWanted = false;
const toasterListeners = new Set<() => void>();

/**
 * Asks for the toaster (components/deferred-toaster.tsx): it and sonner load with the first toast, or the
 * first touch or key press, not with the page. A toast raised before it mounts is shown when it does.
 */
export function requestToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of toasterListeners) listener();
}

/** For useSyncExternalStore: whether the toaster has been asked for. */
export const toasterStore = {
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => toasterListeners.delete(listener);
  },
  isWanted: () => isToasterWanted,
};

/** Shows a toast through sonner, loaded on first use. */
function withToast(show: (toast: TToast) => void): void {
  requestToaster();
  sonner ??= import('sonner').then((module) => module.toast);
  void sonner.then(show);
}

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
  withToast((toast) => {
    if (options.title) toast.error(options.title, { description: message });
    else toast.error(message);
  });
}

/** A success toast: the spec's title and, where it has one, a description. */
export function toastSuccess(title: string, description?: string): void {
  withToast((toast) => toast.success(title, description ? { description } : undefined));
}

/** A neutral note, e.g. where a shortcut went or that a move waits for approval. */
export function toastInfo(message: string, options: { isPlain?: boolean } = {}): void {
  withToast((toast) => (options.isPlain ? toast(message) : toast.info(message)));
}
