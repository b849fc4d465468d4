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

  it('requires AUTH_SECRET in production on a PostgreSQL server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /AUTH_SECRET is required/,
    );
  });

  it('refuses DEMO_DATA=1 in production, where demo users with a published password must never exist', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, DEMO_DATA: '1' })).toThrow(
      'Invalid configuration: DEMO_DATA=1 is refused with NODE_ENV=production (demo users share a published password)',
    );
    expect(loadConfig({ AUTH_SECRET: SECRET, DEMO_DATA: '1' }).demoData).toBe('1');
  });
});
