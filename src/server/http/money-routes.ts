import type { Context } from 'hono';
import { z } from 'zod';
import type { TDb } from '../db/client';
import { readIdempotencyKey, type TMoneyContext } from '../platform/money/money-context';
import { sendAttachment } from './attachment';
import { readOrg, readUser } from './context';
import type { TAppEnv } from './env';

/** What the money routers (contributions, loans, transactions, receipts, ledger) share. */
export const ZOrgParams = z.object({ orgId: z.string() });

/** Every money write requires its Idempotency-Key (ADR 17); a retry with the same key answers the same. */
export const ZIdempotencyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required for this request' })
    .max(100, 'Idempotency-Key must be 8 to 100 letters, digits, dots, dashes or colons'),
});

/** Writes that are not money (reports) may send a key to make a retry safe. */
export const ZOptionalIdempotencyHeader = z.object({ 'idempotency-key': z.string().max(100).optional() });

export const csvContent = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** The money context of a request that passed an organization guard. */
export function readMoneyContext(c: Context<TAppEnv>, db: TDb): TMoneyContext {
  return {
    db,
    org: readOrg(c),
    actor: readUser(c),
    requestId: c.get('requestId') ?? null,
    idempotencyKey: readIdempotencyKey(c.req.header('idempotency-key')),
    userMailer: c.get('userMailer'),
  };
}

/** Sends CSV as a download named `<name>.csv`. */
export function sendCsv(c: Context<TAppEnv>, name: string, csv: string) {
  return sendAttachment(c, csv, { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8' });
}
