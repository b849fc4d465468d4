function readString(source: object, key: string): string | undefined {
  const value: unknown = Reflect.get(source, key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export type TErrorEnvelope = {
  code: string | undefined;
  message: string | undefined;
  requestId: string | undefined;
};

/**
 * The one reading of our API's error envelope, `{ "error": { "code", "message", "requestId" } }`: from a
 * parsed response body (lib/api) or from a client error that carries the envelope as a nested `error`.
 */
export function readErrorEnvelope(body: unknown): TErrorEnvelope {
  const inner: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
  if (typeof inner !== 'object' || inner === null) {
    return { code: undefined, message: undefined, requestId: undefined };
  }
  return {
    code: readString(inner, 'code'),
    message: readString(inner, 'message'),
    requestId: readString(inner, 'requestId'),
  };
}

/**
 * The code and message of a failed call: an ApiError from lib/api, or a better-auth client error. better-auth
 * answers `{ code, message }`; our own API answers `{ error: { code, message } }` (also in front of better-auth,
 * e.g. an unconfigured provider), which the auth client passes on as a nested `error`.
 */
export function readError(error: unknown): { code: string | undefined; message: string | undefined } {
  if (typeof error !== 'object' || error === null) return { code: undefined, message: undefined };
  const envelope = readErrorEnvelope(error);
  return {
    code: envelope.code ?? readString(error, 'code'),
    message: envelope.message ?? readString(error, 'message'),
  };
}

/** The server's message for a failed call, or the spec's fallback text. */
export function getErrorMessage(error: unknown, fallback = 'An error occurred'): string {
  return readError(error).message ?? fallback;
}
