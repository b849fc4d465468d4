function readString(source: object, key: string): string | undefined {
  const value: unknown = Reflect.get(source, key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The code and message of a failed call: an ApiError from lib/api, or a better-auth client error. better-auth
 * answers `{ code, message }`; our own API answers `{ error: { code, message } }` (also in front of better-auth,
 * e.g. an unconfigured provider), which the auth client passes on as a nested `error`.
 */
export function readError(error: unknown): { code: string | undefined; message: string | undefined } {
  if (typeof error !== 'object' || error === null) return { code: undefined, message: undefined };
  const nested: unknown = Reflect.get(error, 'error');
  const inner = typeof nested === 'object' && nested !== null ? nested : undefined;
  return {
    code: (inner && readString(inner, 'code')) ?? readString(error, 'code'),
    message: (inner && readString(inner, 'message')) ?? readString(error, 'message'),
  };
}

/** The server's message for a failed call, or the spec's fallback text. */
export function getErrorMessage(error: unknown, fallback = 'An error occurred'): string {
  return readError(error).message ?? fallback;
}
