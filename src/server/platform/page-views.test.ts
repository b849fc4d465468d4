import { describe, expect, it } from 'vitest';
import { isPageLoad } from './page-views';

const html = new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });

describe('isPageLoad', () => {
  it('counts a person opening a page', () => {
    expect(isPageLoad(get('/pricing', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' }), html)).toBe(true);
  });

  it('leaves out API calls, assets, other methods, non-HTML answers and crawlers', () => {
    expect(isPageLoad(get('/api/v1/me'), html)).toBe(false);
    expect(isPageLoad(get('/assets/index.js'), html)).toBe(false);
    expect(isPageLoad(new Request('http://localhost:3000/', { method: 'POST' }), html)).toBe(false);
    expect(
      isPageLoad(get('/logo.svg'), new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })),
    ).toBe(false);
    expect(isPageLoad(get('/', { 'user-agent': 'Googlebot/2.1' }), html)).toBe(false);
  });
});
