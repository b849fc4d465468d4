import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { attachmentHeaders, sendAttachment } from './attachment';
import type { TAppEnv } from './env';

describe('attachmentHeaders', () => {
  it('saves a file under its quoted name, kept by no cache', () => {
    expect(
      attachmentHeaders({ fileName: 'arrears-2026-05-10.csv', contentType: 'text/csv; charset=utf-8' }),
    ).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="arrears-2026-05-10.csv"',
      'Cache-Control': 'no-store',
    });
  });

  it('shows an upload inline and marks a private file as such', () => {
    expect(
      attachmentHeaders({
        fileName: 'slip.webp',
        contentType: 'image/webp',
        disposition: 'inline',
        cacheControl: 'private, no-store',
      }),
    ).toEqual({
      'Content-Type': 'image/webp',
      'Content-Disposition': 'inline; filename="slip.webp"',
      'Cache-Control': 'private, no-store',
    });
  });
});

describe('sendAttachment', () => {
  it('answers 200 with the bytes, the attachment headers and the route’s own headers', async () => {
    const app = new Hono<TAppEnv>().get('/file', (c) =>
      sendAttachment(
        c,
        Buffer.from('%PDF-1.7'),
        { fileName: 'R-0001.pdf', contentType: 'application/pdf', cacheControl: 'private, no-store' },
        { 'X-Content-Type-Options': 'nosniff' },
      ),
    );
    const response = await app.request('/file');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.7');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="R-0001.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});
