import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Starts the real server entry with `env` and waits for it to exit; its exit code and error output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masakhane-start-'));
  folders.push(dataDir);
  // The test runner's own variables (NODE_ENV=test, BASE_URL=/) are not the server's.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        ![
          'AUTH_SECRET',
          'DATABASE_URL',
          'STORAGE_URL',
          'REDIS_URL',
          'BASE_URL',
          'NODE_ENV',
          'DEMO_DATA',
        ].includes(name),
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...inherited, DATA_DIR: dataDir, PORT: '3199', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop: ${stderr}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a start that must not succeed stops with one line saying why', () => {
  it('refuses production without AUTH_SECRET, and a PostgreSQL server without it', async () => {
    const [production, server] = await Promise.all([
      startServer({ NODE_ENV: 'production' }),
      startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' }),
    ]);
    expect(production.code).toBe(1);
    expect(production.stderr).toContain(
      'Masakhane did not start: Invalid configuration: AUTH_SECRET is required with NODE_ENV=production',
    );
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(
      'Masakhane did not start: Invalid configuration: AUTH_SECRET is required with DATABASE_URL',
    );
  });

  it('refuses demo data in production, and a bucket that cannot be reached', async () => {
    const secret = 'a-start-test-secret-that-is-long-enough-1';
    const [demo, bucket] = await Promise.all([
      startServer({ NODE_ENV: 'production', AUTH_SECRET: secret, DEMO_DATA: '1' }),
      startServer({ AUTH_SECRET: secret, STORAGE_URL: 'http://KEY:SECRET@127.0.0.1:9/files' }),
    ]);
    expect(demo.code).toBe(1);
    expect(demo.stderr).toContain('Masakhane did not start: Invalid configuration: DEMO_DATA=1 is refused');
    expect(bucket.code).toBe(1);
    expect(bucket.stderr).toMatch(
      /Masakhane did not start: File storage \(STORAGE_URL, bucket files at http:\/\/127\.0\.0\.1:9\) cannot be used: it did not answer/,
    );
  });
});
