/**
 * `npm test`: typecheck, lint and unit tests side by side, then the integration suite on embedded PGlite, the
 * build, and the end-to-end tests on that build in two shards, each shard with its own server and embedded
 * database (ADR 58). When a PostgreSQL server answers, the integration suite and the hard suite run against it
 * beside the end-to-end shards. Stops at the first stage that fails and prints a table of the stages'
 * seconds. With STAGE_TIMES_FILE set, each stage's line is also appended there, so `.ci/run` can print one
 * table for the whole run. Stage names given as arguments run only those stages
 * (`node scripts/test/run-stages.mjs end-to-end hard\ suite` after a build).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { formatStageTable } from './stage-table.mjs';

const E2E_SHARDS = 2;
/** Seconds each spec file took in a recent run (`node scripts/test/spec-seconds.mjs <ci log>` writes it). */
const SPEC_SECONDS = JSON.parse(readFileSync('e2e/spec-seconds.json', 'utf8'));
/** A spec file the list does not know yet is weighed as an average one. */
const UNKNOWN_SPEC_SECONDS = 30;

/**
 * The spec files dealt to the shards longest first, each to the shard with the fewest seconds so far, so
 * the shards end together (Playwright's own `--shard` cuts by test count, and put every long journey in one
 * half). Every file runs in exactly one shard; within a shard they run in name order.
 */
function dealSpecFiles() {
  const files = readdirSync('e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`);
  const weigh = (file) => SPEC_SECONDS[file] ?? UNKNOWN_SPEC_SECONDS;
  const shards = Array.from({ length: E2E_SHARDS }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => weigh(b) - weigh(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weigh(file);
  }
  return shards.map((shard) => shard.files.sort());
}
const SHARD_FILES = dealSpecFiles();

/** One end-to-end shard: ports, report and results folders of its own, so the shards never meet. */
const e2eShard = (index) => ({
  label: `e2e ${index}/${E2E_SHARDS}`,
  file: 'npx',
  args: ['playwright', 'test', ...(SHARD_FILES[index - 1] ?? [])],
  env: {
    E2E_APP_PORT: String(3100 + index),
    MAIL_CATCHER_SMTP_PORT: String(2525 + 10 * index),
    MAIL_CATCHER_HTTP_PORT: String(2580 + 10 * index),
    E2E_OUTPUT_DIR: `test-results/shard-${index}`,
    E2E_REPORT_DIR: `playwright-report/shard-${index}`,
    // No trace files: nobody opens them after a full run (ADR 58); `npx playwright test <spec>` keeps them.
    E2E_TRACE: 'off',
  },
});

const npmRun = (label, script, env = {}) => ({ label, file: 'npm', args: ['run', '--silent', script], env });

/**
 * The PostgreSQL server the integration suite and the hard suite run against as well (CI has one on
 * 127.0.0.1:5432; `TEST_POSTGRES_URL` names another): its URL when it answers, else null.
 */
async function findPostgres() {
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}
const POSTGRES_URL = await findPostgres();

/**
 * The PostgreSQL stages, one after the other. The findings' scenarios (*.finding.int.test.ts) run on
 * PostgreSQL in the hard suite, so its integration run leaves them out rather than running them twice there
 * (ADR 58); on PGlite they run with the rest.
 */
const POSTGRES_LANE = POSTGRES_URL
  ? [
      {
        name: 'integration (PostgreSQL)',
        commands: [
          {
            label: 'integration pg',
            file: 'npx',
            args: ['vitest', 'run', '--project', 'integration', '--exclude', 'src/**/*.finding.int.test.ts'],
            env: { TEST_DATABASE_URL: POSTGRES_URL },
          },
        ],
      },
      { name: 'hard suite', commands: [npmRun('hard', 'test:hard', { TEST_DATABASE_URL: POSTGRES_URL })] },
    ]
  : [];

/**
 * The groups run in order. A group's lanes run side by side, the stages of a lane one after the other, and
 * the commands of a stage at once.
 */
const GROUPS = [
  // Side by side (they share no port or database): 62 s on a quiet machine, against 73 s one after another.
  [
    [{ name: 'typecheck', commands: [npmRun('typecheck', 'typecheck')] }],
    [{ name: 'lint', commands: [npmRun('lint', 'lint')] }],
    [{ name: 'unit', commands: [npmRun('unit', 'test:unit')] }],
  ],
  [[{ name: 'integration (PGlite)', commands: [npmRun('integration', 'test:integration')] }]],
  [[{ name: 'build', commands: [npmRun('build', 'build')] }]],
  // The end-to-end shards leave a third of the two cores idle while they wait on pages (ADR 58): the
  // PostgreSQL stages use it.
  [
    [{ name: 'end-to-end', commands: Array.from({ length: E2E_SHARDS }, (_, index) => e2eShard(index + 1)) }],
    POSTGRES_LANE,
  ],
];

/**
 * How many of a failed command's last lines are printed again after the run, so that a failure whose lines
 * were interleaved with another lane's is still the last thing a log's tail shows.
 */
const FAILURE_TAIL_LINES = 60;
/** The last lines of each command that failed beside others, printed again before the table. */
const failureTails = [];

/** Runs one command; one that shares the machine with others has its lines prefixed with its label. */
function runCommand(command, { isAlone }) {
  return new Promise((resolve) => {
    const child = spawn(command.file, command.args, {
      env: { ...process.env, ...command.env },
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${command.label}] ${line}\n`);
        tail.push(line);
        if (tail.length > FAILURE_TAIL_LINES) tail.shift();
      });
    }
    child.on('close', (code) => {
      if (code !== 0 && !isAlone) failureTails.push({ label: command.label, lines: tail });
      resolve(code === 0);
    });
  });
}

async function runStage(stage, { isAlone }) {
  const started = Date.now();
  const results = await Promise.all(
    stage.commands.map((command) => runCommand(command, { isAlone: isAlone && stage.commands.length === 1 })),
  );
  const line = {
    name: stage.name,
    seconds: Math.round((Date.now() - started) / 1000),
    ok: results.every(Boolean),
  };
  if (process.env.STAGE_TIMES_FILE)
    appendFileSync(
      process.env.STAGE_TIMES_FILE,
      `${line.name}\t${line.seconds}\t${line.ok ? 'ok' : 'FAILED'}\n`,
    );
  return line;
}

/** Runs a lane's stages in order, up to the first that fails. */
async function runLane(lane, { isAlone }) {
  const results = [];
  for (const stage of lane) {
    const result = await runStage(stage, { isAlone });
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const wanted = process.argv.slice(2);
const groups = GROUPS.map((group) =>
  group
    .map((lane) => lane.filter((stage) => !wanted.length || wanted.includes(stage.name)))
    .filter((lane) => lane.length),
).filter((group) => group.length);

if (!POSTGRES_URL)
  process.stdout.write(
    'No PostgreSQL server answers (TEST_POSTGRES_URL, default 127.0.0.1:5432): the integration suite runs on embedded PGlite only, and the hard suite, which needs PostgreSQL, does not run\n',
  );
const runStarted = Date.now();
const lines = [];
let hasFailed = false;
for (const group of groups) {
  const isAlone = group.length === 1;
  const results = (await Promise.all(group.map((lane) => runLane(lane, { isAlone })))).flat();
  lines.push(...results);
  if (results.some((result) => !result.ok)) {
    hasFailed = true;
    break;
  }
}
for (const { label, lines: tail } of failureTails)
  process.stdout.write(`\n${label} failed; its last ${tail.length} lines:\n${tail.join('\n')}\n`);
process.stdout.write(`\n${formatStageTable(lines, Math.round((Date.now() - runStarted) / 1000))}\n`);
process.exit(hasFailed ? 1 : 0);
