import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_SLIP_BYTES } from '../../shared/contracts/payment-slips';
import type { TGuards } from '../auth/guards';
import type { TDb } from '../db/client';
import { AppError } from '../platform/errors';
import type { TStorage } from '../platform/storage/storage';
import { sendAttachment } from './attachment';
import { limitBody } from './body-limit';
import type { TAppEnv } from './env';

/**
 * Routes that take a file as a multipart form (a payment slip, a grocery receipt, a claim document) and give
 * it back to the people allowed to see it. Their paths are listed in app.ts, past the general 1 MB body limit.
 */

/** A file as uploaded: its bytes and the name the client gave it. */
/** What the routes of uploaded files are made with: the database, the guards and where files are kept. */
export type TFileRouteDeps = { db: TDb; guards: TGuards; storage: TStorage };

export type TFileUpload = { bytes: Uint8Array; name: string | null };

/** The few form fields beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** An upload route's body limit: a file of at most 5 MB and its form fields; past it, 413 with the message. */
export function uploadBodyLimit(tooLargeMessage: string) {
  return limitBody(MAX_SLIP_BYTES + FORM_OVERHEAD_BYTES, tooLargeMessage);
}

async function parseForm(c: Context<TAppEnv>, refusal: string) {
  return c.req.parseBody().catch(() => {
    throw new AppError('VALIDATION_FAILED', refusal);
  });
}

async function readFile(form: Record<string, unknown>, field: string, noun: string): Promise<TFileUpload> {
  const file = form[field];
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', `Choose the ${noun} file`);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** Reads a form of one file, in the field `field`; the refusals call it the `noun` ("Choose the document file"). */
export async function readFileForm(c: Context<TAppEnv>, field: string, noun: string): Promise<TFileUpload> {
  return readFile(await parseForm(c, `Send the ${noun} as a form upload`), field, noun);
}

/**
 * Reads a form of details and their file: the field `details` holds JSON, checked against the schema, and the
 * field `file` the file. The refusals use the field names ("Choose the slip file", "The payment details are
 * missing").
 */
export async function readDetailsAndFileForm<T extends z.ZodType>(
  c: Context<TAppEnv>,
  fields: { details: string; file: string },
  schema: T,
): Promise<{ input: z.infer<T>; upload: TFileUpload }> {
  const form = await parseForm(c, `Send the ${fields.details} and its ${fields.file} as a form upload`);
  const upload = await readFile(form, fields.file, fields.file);
  const text = form[fields.details];
  let details: unknown;
  try {
    details = JSON.parse(typeof text === 'string' ? text : '');
  } catch {
    throw new AppError('VALIDATION_FAILED', `The ${fields.details} details are missing`);
  }
  const parsed = schema.safeParse(details);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? `Invalid ${fields.details} details`,
    );
  }
  return { input: parsed.data, upload };
}

/** The OpenAPI answer of a route that gives an uploaded file back: "<what>: WebP image or PDF". */
export const uploadedFileResponse = (what: string) => ({
  description: `${what}: WebP image or PDF`,
  content: { 'image/webp': { schema: z.string() }, 'application/pdf': { schema: z.string() } },
});

/** Answers with an uploaded file (a WebP image or a PDF), shown in the browser, never cached or sniffed. */
export function sendUploadedFile(
  c: Context<TAppEnv>,
  file: { data: Buffer; contentType: string; fileName: string },
) {
  return sendAttachment(
    c,
    file.data,
    { ...file, disposition: 'inline', cacheControl: 'private, no-store' },
    { 'Content-Length': String(file.data.byteLength), 'X-Content-Type-Options': 'nosniff' },
  );
}
