/**
 * Writes e2e/spec-seconds.json from the log of a run of `npm test` or `.ci/run`: the seconds of each spec
 * file's tests, as Playwright's list reporter printed them, so the stage runner can balance its shards.
 * `node scripts/test/spec-seconds.mjs <log file>`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const log = process.argv[2];
if (!log) throw new Error('usage: node scripts/test/spec-seconds.mjs <log file>');
const seconds = {};
const plain = stripVTControlCharacters(readFileSync(log, 'utf8'));
for (const line of plain.split('\n')) {
  const match = line.match(/[✓✘].*› (e2e\/[\w-]+\.spec\.ts):.*\(([\d.]+)(m?s)\)\s*$/u);
  if (!match) continue;
  const [, file = '', value = '0', unit = 's'] = match;
  seconds[file] = (seconds[file] ?? 0) + Number(value) / (unit === 'ms' ? 1000 : 1);
}
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, value]) => [file, Math.round(value)]),
);
writeFileSync('e2e/spec-seconds.json', `${JSON.stringify(rounded, null, 2)}\n`);
process.stdout.write(`${Object.keys(rounded).length} spec files written to e2e/spec-seconds.json\n`);
