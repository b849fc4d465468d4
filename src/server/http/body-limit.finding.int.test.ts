import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, TEST_BASE_URL, type TTestApp } from '../testing/test-app';

/**
 * A body over the limit was answered 400 and the connection dropped without reading the body, so a client
 * still uploading was cut off. It is now 413 with the error envelope, after the body has been read, on a
 * connection that stays open.
 */
let app: TTestApp;
let server: ServerType;
let port: number;
const MiB = 1024 * 1024;
const TOO_LARGE = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } };

beforeAll(async () => {
  app = await createTestApp();
  server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

/** Collects what the server sends on one socket and hands out whole HTTP answers (Content-Length bodies). */
function readAnswers(socket: Socket) {
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | null = null;
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  socket.on('close', () => {
    closed = true;
    waiting?.();
  });
  return async function next(): Promise<{ status: number; body: string } | 'closed'> {
    for (;;) {
      const headerEnd = buffered.indexOf('\r\n\r\n');
      if (headerEnd >= 0) {
        const head = buffered.subarray(0, headerEnd).toString('latin1');
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length >= headerEnd + 4 + length) {
          const body = buffered.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
          buffered = buffered.subarray(headerEnd + 4 + length);
          return { status: Number(head.split(' ')[1]), body };
        }
      }
      if (closed) return 'closed';
      await new Promise<void>((resolve) => {
        waiting = resolve;
      });
    }
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a body over the limit', () => {
  it('is answered 413 with the envelope, in process, whether its length was declared or streamed', async () => {
    const { cookie } = await createSignedInUser(app);
    const declared = await app.request('/api/v1/me/profile', {
      method: 'PATCH',
      cookie,
      json: { name: 'x'.repeat(MiB) },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);

    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const streamed = await app.request('/api/v1/me/profile', {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
    expect(sent).toBe(9);
  });

  it('is read to its end while the client is still sending it, and the connection then answers the next request', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const nextAnswer = readAnswers(socket);
    const size = 2 * MiB;
    socket.write(
      [
        'POST /api/v1/organizations HTTP/1.1',
        'Host: 127.0.0.1',
        `Origin: ${TEST_BASE_URL}`,
        'Content-Type: application/json',
        `Content-Length: ${size}`,
        '',
        '',
      ].join('\r\n'),
    );
    // 32 pieces 25 ms apart: the upload lasts well beyond the half second the server used to wait for it.
    const piece = Buffer.alloc(size / 32, 'x');
    let writeFailure: unknown = null;
    socket.on('error', (error) => {
      writeFailure = error;
    });
    for (let index = 0; index < 32 && !socket.destroyed; index++) {
      socket.write(piece);
      await pause(25);
    }
    const refused = await nextAnswer();
    expect(writeFailure).toBeNull();
    expect(refused).toEqual({ status: 413, body: JSON.stringify(TOO_LARGE) });

    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const health = await nextAnswer();
    expect(health).toMatchObject({ status: 200 });
    socket.end();
  });
});
