import type { MiddlewareHandler } from 'hono';
import { AppError } from '../platform/errors';
import type { TAppEnv } from './env';

export const NUL_BYTE_MESSAGE = 'Text may not contain a NUL character';

/** True when any string (or object key) in a parsed JSON value holds a NUL character. */
function hasNulString(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulString);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulString(item));
  }
  return false;
}

function isJsonRequest(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().includes('json') ?? false;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a NUL in the path, the query string or any JSON string
 * is refused here with 400 before it reaches a validator or the database (app.ts also maps the database's
 * own refusal, as a safety net).
 */
export function rejectNulBytes(): MiddlewareHandler<TAppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/i.test(url) || url.includes('\u0000')) throw new AppError('VALIDATION_FAILED', NUL_BYTE_MESSAGE);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJsonRequest(c.req.header('content-type'))) {
      const text = await c.req.raw.clone().text();
      if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', NUL_BYTE_MESSAGE);
      // Only the escape can carry a NUL into a string; parsing is skipped for every other body.
      if (/\\u0000/i.test(text)) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        if (hasNulString(parsed)) throw new AppError('VALIDATION_FAILED', NUL_BYTE_MESSAGE);
      }
    }
    await next();
  };
}
