/**
 * `npm test`: typecheck, lint and unit tests side by side, then the integration suite, the build, and the
 * end-to-end tests on that build in two shards side by side, each shard with its own server and embedded
 * database (ADR 58). Stops at the first stage that fails and prints a table of the stages' seconds. With
 * STAGE_TIMES_FILE set, each stage's line is also appended there, so `.ci/run` can print one table for the
 * whole run. Stage names given as arguments run only those stages (`node scripts/test/run-stages.mjs end-to-end`
 * after a build).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
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

const npmRun = (label, script) => ({ label, file: 'npm', args: ['run', '--silent', script], env: {} });

/** Stages of one group run at once, and so do the commands of one stage; the groups run in order. */
const GROUPS = [
  // Side by side (they share no port or database): 62 s on a quiet machine, against 73 s one after another.
  [
    { name: 'typecheck', commands: [npmRun('typecheck', 'typecheck')] },
    { name: 'lint', commands: [npmRun('lint', 'lint')] },
    { name: 'unit', commands: [npmRun('unit', 'test:unit')] },
  ],
  [{ name: 'integration (PGlite)', commands: [npmRun('integration', 'test:integration')] }],
  [{ name: 'build', commands: [npmRun('build', 'build')] }],
  [{ name: 'end-to-end', commands: Array.from({ length: E2E_SHARDS }, (_, index) => e2eShard(index + 1)) }],
];

/** Runs one command; one that shares the machine with others has its lines prefixed with its label. */
function runCommand(command, { isAlone }) {
  return new Promise((resolve) => {
    const child = spawn(command.file, command.args, {
      env: { ...process.env, ...command.env },
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`[${command.label}] ${line}\n`),
      );
    }
    child.on('close', (code) => resolve(code === 0));
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

const wanted = process.argv.slice(2);
const groups = wanted.length
  ? GROUPS.map((group) => group.filter((stage) => wanted.includes(stage.name))).filter(
      (group) => group.length,
    )
  : GROUPS;

const runStarted = Date.now();
const lines = [];
let hasFailed = false;
for (const group of groups) {
  const results = await Promise.all(group.map((stage) => runStage(stage, { isAlone: group.length === 1 })));
  lines.push(...results);
  if (results.some((result) => !result.ok)) {
    hasFailed = true;
    break;
  }
}
process.stdout.write(`\n${formatStageTable(lines, Math.round((Date.now() - runStarted) / 1000))}\n`);
process.exit(hasFailed ? 1 : 0);
