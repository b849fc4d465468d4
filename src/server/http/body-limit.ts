import type { MiddlewareHandler } from 'hono';
import { AppError } from '../platform/errors';

/**
 * How much of a refused body is read and thrown away so the client hears the answer on an open connection.
 * Past it the connection is closed after the answer (the sender of a larger body is not waited for).
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/** Reads what is left of a refused body without keeping it; false when more than the drain allows was left. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > MAX_DRAINED_BYTES) {
      await reader.cancel();
      return false;
    }
  }
}

function joinChunks(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A request body of at most `maxSize` bytes. A larger one is answered 413 with the error envelope and
 * `message`, after the rest of the body has been read, so the client is not cut off mid-upload and reads the
 * answer (hono's bodyLimit answers without reading it, and the connection is dropped under the sender).
 */
export function limitBody(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.header('content-length');
    // The HTTP parser holds a client to the length it declared.
    if (declared !== null && declared !== undefined && Number(declared) <= maxSize) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        if (!(await discardRest(reader, size))) c.header('Connection', 'close');
        throw new AppError('PAYLOAD_TOO_LARGE', message);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: joinChunks(chunks, size) });
    return next();
  };
}
