import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { assetHeaders, isBuiltAsset } from './asset-headers';

describe('asset headers', () => {
  const app = new Hono();
  app.use('*', requestId());
  const pageHeaders = secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'self'"] } });
  app.use('*', (c, next) => (isBuiltAsset(c.req.path) ? assetHeaders(c, next) : pageHeaders(c, next)));
  app.get('/assets/app-1a2b3c.js', (c) => c.body('export {};', 200, { 'Content-Type': 'text/javascript' }));
  app.get('/dashboard', (c) => c.html('<!doctype html>'));

  it('sends a built file without the page headers, keeping nosniff and same-origin', async () => {
    const response = await app.request('/assets/app-1a2b3c.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeNull();
  });

  it('keeps every page header on a page', async () => {
    const response = await app.request('/dashboard');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treats only /assets as built files', () => {
    expect(isBuiltAsset('/assets/common-DKypxT_K.js')).toBe(true);
    expect(isBuiltAsset('/sw.js')).toBe(false);
    expect(isBuiltAsset('/dashboard/assets')).toBe(false);
  });
});
