import { describe, expect, it } from 'vitest';
import { getSafeNextPath } from './safe-next';

describe('getSafeNextPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(getSafeNextPath('/dashboard')).toBe('/dashboard');
    expect(getSafeNextPath('/dashboard/loans?status=active')).toBe('/dashboard/loans?status=active');
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '/auth',
    '/auth?mode=signup',
    '/api/auth/sign-out',
  ])('sends %o to /dashboard instead', (next) => {
    expect(getSafeNextPath(next)).toBe('/dashboard');
  });
});
