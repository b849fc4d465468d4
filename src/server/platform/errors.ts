import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error a service may throw, and the HTTP status each one becomes. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type TErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: TErrorCode;
  constructor(code: TErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'AppError';
  }
  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export type TErrorBody = { error: { code: TErrorCode; message: string; requestId?: string } };

export function toErrorBody(code: TErrorCode, message: string, requestId?: string): TErrorBody {
  return { error: requestId ? { code, message, requestId } : { code, message } };
}

/** PostgreSQL error codes we turn into client errors instead of 500s. */
export function readPgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
