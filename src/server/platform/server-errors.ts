import type { TDbOrTx } from '../db/client';
import { serverErrors } from '../db/schema';
import { redactQueryParams } from './logger';

export type TServerError = {
  requestId: string | null;
  method: string;
  path: string;
  error: unknown;
};

/** Keeps an unexpected error for the System Logs page: route, message and stack only (no body, no cookie, no query parameters). */
export async function recordServerError(db: TDbOrTx, entry: TServerError): Promise<void> {
  const error = entry.error instanceof Error ? entry.error : new Error(String(entry.error));
  await db.insert(serverErrors).values({
    requestId: entry.requestId?.slice(0, 64) ?? null,
    method: entry.method.slice(0, 10),
    path: entry.path.slice(0, 500),
    message: redactQueryParams(error.message || error.name || 'Error').slice(0, 1000),
    stack: error.stack ? redactQueryParams(error.stack).slice(0, 4000) : null,
  });
}
