import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_URL } from './support';

type TRecord = (part: string, figure: string, value: number | string, ok: boolean) => void;

/** Each finding's scenario (`src/**\/*.finding.int.test.ts`), run on PostgreSQL. */
export async function runFindings(record: TRecord): Promise<void> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.finding.int.test.ts'))
    .map((file) => join('src', file))
    .sort();
  record('findings', 'scenario files', files.length, true);
  if (files.length === 0) return;
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...files], {
    env: { ...process.env, TEST_DATABASE_URL: SERVER_URL, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  const summary = output.match(/Tests\s+(.*)/)?.[1]?.trim() ?? 'no summary';
  if (run.status !== 0) process.stdout.write(output.slice(-3000));
  record('findings', 'scenario tests', summary, run.status === 0);
}
