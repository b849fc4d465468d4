import type { Context } from 'hono';
import type { TAppEnv } from './env';

/** How a file answer is described to the browser. */
export type TAttachment = {
  /** The name the browser saves it under; our names are plain ASCII, written between double quotes as is. */
  fileName: string;
  /** The full Content-Type, with its charset for text. */
  contentType: string;
  /** `attachment` (the default) saves the file; `inline` shows it in the browser (an uploaded slip or photo). */
  disposition?: 'attachment' | 'inline';
  /**
   * Never kept by a cache. `private, no-store` (a member's own papers and uploads) also says the answer is for
   * one person should a proxy ignore no-store; the default `no-store` is what every other API answer carries.
   */
  cacheControl?: 'no-store' | 'private, no-store';
};

/** The headers of a file answer: its type, the disposition with the file name, and the cache rule. */
export function attachmentHeaders({
  fileName,
  contentType,
  disposition = 'attachment',
  cacheControl = 'no-store',
}: TAttachment): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': `${disposition}; filename="${fileName}"`,
    'Cache-Control': cacheControl,
  };
}

/** Answers 200 with a file: the body, the attachment headers and any further headers the route adds. */
export function sendAttachment(
  c: Context<TAppEnv>,
  body: string | Uint8Array,
  attachment: TAttachment,
  headers: Record<string, string> = {},
) {
  const data = typeof body === 'string' ? body : new Uint8Array(body);
  return c.body(data, 200, { ...attachmentHeaders(attachment), ...headers });
}
