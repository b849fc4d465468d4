import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { withoutDocumentHeadersOnJson } from './json-headers';

describe('JSON answers without document headers', () => {
  const app = new Hono();
  app.use(
    '*',
    withoutDocumentHeadersOnJson(secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'self'"] } })),
  );
  app.get('/api/v1/me', (c) => c.json({ name: 'Lerato' }));
  app.get('/api/v1/missing', (c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  app.get('/api/v1/receipt.pdf', (c) => c.body('%PDF-1.7', 200, { 'Content-Type': 'application/pdf' }));
  app.get('/dashboard', (c) => c.html('<!doctype html>'));

  it('sends a JSON answer, an error too, with nosniff, the resource and referrer policies and nothing of a page', async () => {
    for (const path of ['/api/v1/me', '/api/v1/missing']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('keeps every page header on a page and on a file the API sends', async () => {
    for (const path of ['/dashboard', '/api/v1/receipt.pdf']) {
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
