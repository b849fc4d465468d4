import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HARD_PORT = Number(process.env.HARD_PORT ?? 3141);
export const HARD_BASE_URL = `http://127.0.0.1:${HARD_PORT}`;

/** The real server (`tsx src/server/main.ts`) on one database, started and killed like in production. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'masakhane-hard-'));

  constructor(private readonly databaseUrl: string) {}

  async start(): Promise<void> {
    const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: this.databaseUrl,
        // The exactly-once clients sign in as demo users.
        DEMO_DATA: '1',
        DATA_DIR: this.dataDir,
        PORT: String(HARD_PORT),
        BASE_URL: HARD_BASE_URL,
        AUTH_SECRET: 'hard-run-secret-hard-run-secret-0123456',
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    this.child = child;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${HARD_BASE_URL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the server did not answer within 90 s');
  }

  /** kill -9 of the whole process group (npx, tsx and node), as a crash would. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, signal);
    await exited;
    this.child = undefined;
  }
}
