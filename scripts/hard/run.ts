/**
 * The hard test suite: authorization matrix, seeded fuzzer, exactly-once money writes, crash recovery,
 * two instances behind one address (scale-out), backup round trips and the findings' scenarios, against
 * PostgreSQL. Prints a table of figures and exits non-zero on any miss. `HARD_SEED=<n>` replays a fuzz run;
 * `HARD_ONLY=matrix,fuzz` runs some parts (matrix, fuzz, exactly-once, scale-out, backup, findings).
 */
import { SERVER_URL } from './support';

process.env.TEST_DATABASE_URL = SERVER_URL;

type TFigure = { part: string; figure: string; value: string; ok: boolean };
const figures: TFigure[] = [];
const only = process.env.HARD_ONLY?.split(',');
const wants = (part: string) => !only || only.includes(part);
export const record = (part: string, figure: string, value: number | string, ok: boolean) =>
  figures.push({ part, figure, value: String(value), ok });

const started = Date.now();
async function part(name: string, body: () => Promise<void>) {
  if (!wants(name)) return;
  const at = Date.now();
  process.stdout.write(`\n== ${name}\n`);
  try {
    await body();
  } catch (error) {
    record(name, 'completed', String(error instanceof Error ? error.message : error).slice(0, 120), false);
    console.error(error);
  }
  process.stdout.write(`   ${name} took ${((Date.now() - at) / 1000).toFixed(1)} s\n`);
}

const { createTestApp } = await import('../../src/server/testing/test-app');
const { buildWorld } = await import('./actors');
const { runMatrix } = await import('./matrix');
const { runReplayCheck } = await import('./replay-check');
const { runFuzzer } = await import('./fuzz');
const { runExactlyOnce } = await import('./exactly-once');
const { runScaleOut } = await import('./scale-out');
const { runBackupRoundTrips } = await import('./backup-check');
const { runFindings } = await import('./findings');

if (wants('matrix') || wants('fuzz')) {
  const app = await createTestApp();
  try {
    const world = await buildWorld(app);
    await part('matrix', async () => {
      const matrix = await runMatrix(app, world);
      for (const line of [
        ...matrix.missingFixtures.map((k) => `no fixture: ${k}`),
        ...matrix.leaks,
        ...matrix.serverErrors,
      ])
        process.stdout.write(`   ${line}\n`);
      record('matrix', 'routes x actors checked', `${matrix.routes} x 7 = ${matrix.calls}`, matrix.calls > 0);
      record(
        'matrix',
        'routes without a fixture',
        matrix.missingFixtures.length,
        matrix.missingFixtures.length === 0,
      );
      record('matrix', 'leaks', matrix.leaks.length, matrix.leaks.length === 0);
      record('matrix', '5xx', matrix.serverErrors.length, matrix.serverErrors.length === 0);
      const replayLeaks = await runReplayCheck(app, world);
      for (const line of replayLeaks) process.stdout.write(`   ${line}\n`);
      record(
        'matrix',
        'live changes repeated outside their audience',
        replayLeaks.length,
        replayLeaks.length === 0,
      );
    });
    await part('fuzz', async () => {
      const fuzz = await runFuzzer(app, world);
      record('fuzz', 'seed (HARD_SEED to replay)', fuzz.seed, true);
      record('fuzz', 'bad requests sent', fuzz.requests, fuzz.requests >= 10_000);
      record('fuzz', 'refused (4xx)', fuzz.refused, true);
      record('fuzz', '5xx', fuzz.serverErrors.length, fuzz.serverErrors.length === 0);
      record(
        'fuzz',
        'tables changed by a refused request',
        fuzz.unchangedViolations.length,
        fuzz.unchangedViolations.length === 0,
      );
      for (const line of [...fuzz.serverErrors, ...fuzz.unchangedViolations].slice(0, 30))
        process.stdout.write(`   ${line}\n`);
    });
  } finally {
    await app.close();
  }
}

await part('exactly-once', async () => {
  await runExactlyOnce(record);
});
await part('scale-out', async () => {
  await runScaleOut(record);
});
await part('backup', async () => {
  await runBackupRoundTrips(record);
});
await part('findings', async () => {
  await runFindings(record);
});

const seconds = (Date.now() - started) / 1000;
// Only a hang fails the run on time; a loaded machine that is slow is not a miss.
record('run', 'duration (s)', seconds.toFixed(0), seconds < 60 * 60);
const width = (key: keyof TFigure) => Math.max(...figures.map((f) => f[key].toString().length), key.length);
const [wp, wf, wv] = [width('part'), width('figure'), width('value')];
process.stdout.write(`\n${'part'.padEnd(wp)}  ${'figure'.padEnd(wf)}  ${'value'.padEnd(wv)}  result\n`);
for (const f of figures)
  process.stdout.write(
    `${f.part.padEnd(wp)}  ${f.figure.padEnd(wf)}  ${f.value.padEnd(wv)}  ${f.ok ? 'ok' : 'MISS'}\n`,
  );
const misses = figures.filter((f) => !f.ok).length;
process.stdout.write(misses ? `\n${misses} miss(es): the hard run failed\n` : '\nThe hard run passed\n');
process.exit(misses ? 1 : 0);
