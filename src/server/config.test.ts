import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const SECRET = 'a-test-secret-that-is-long-enough-123456';

describe('loadConfig', () => {
  it('trusts both loopback spellings when BASE_URL is the default', () => {
    const config = loadConfig({ PORT: '3100', AUTH_SECRET: SECRET });
    expect(config.baseUrl).toBe('http://localhost:3100');
    expect(config.trustedOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
  });

  it('trusts only the configured origin when BASE_URL is set', () => {
    const config = loadConfig({ BASE_URL: 'https://masakhane.example/', AUTH_SECRET: SECRET });
    expect(config.baseUrl).toBe('https://masakhane.example');
    expect(config.trustedOrigins).toEqual(['https://masakhane.example']);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', AUTH_SECRET: SECRET })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow('AUTH_SECRET must be at least 32 characters');
  });

  it('requires AUTH_SECRET in production and on a PostgreSQL server, where instances must share it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /AUTH_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-written' })).toThrow(
      'Invalid configuration: AUTH_SECRET is required with NODE_ENV=production',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/x', DATA_DIR: '/nonexistent/never-written' }),
    ).toThrow('Invalid configuration: AUTH_SECRET is required with DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
  });

  it('reads the shared stores and the trusted proxies, and names a bad proxy entry', () => {
    const config = loadConfig({
      AUTH_SECRET: SECRET,
      STORAGE_URL: 'https://key:secret@s3.example.com/files',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUSTED_PROXIES: '10.0.0.0/8',
    });
    expect(config.storageUrl).toBe('https://key:secret@s3.example.com/files');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.trustedProxies.source).toBe('10.0.0.0/8');
    expect(() => loadConfig({ AUTH_SECRET: SECRET, TRUSTED_PROXIES: 'balancer' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('refuses DEMO_DATA=1 in production, where demo users with a published password must never exist', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, DEMO_DATA: '1' })).toThrow(
      'Invalid configuration: DEMO_DATA=1 is refused with NODE_ENV=production (demo users share a published password)',
    );
    expect(loadConfig({ AUTH_SECRET: SECRET, DEMO_DATA: '1' }).demoData).toBe('1');
  });
});
