/**
 * The table of a test run's stages: name, seconds, result, and the run's wall-clock total (less than the
 * sum where stages ran side by side). Also a command: `node scripts/test/stage-table.mjs <file> <seconds>`
 * prints the table of a file of `name<TAB>seconds<TAB>result` lines.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @param {{ name: string, seconds: number, ok: boolean }[]} lines
 * @param {number} wallSeconds
 */
export function formatStageTable(lines, wallSeconds) {
  const width = Math.max(20, ...lines.map((line) => line.name.length));
  const row = (name, seconds, result) => `${name.padEnd(width)}  ${String(seconds).padStart(7)}  ${result}`;
  return [
    row('stage', 'seconds', 'result'),
    ...lines.map((line) => row(line.name, line.seconds, line.ok ? 'ok' : 'FAILED')),
    row('total (wall clock)', wallSeconds, lines.every((line) => line.ok) ? 'ok' : 'FAILED'),
  ].join('\n');
}

/** @param {string} text */
export function parseStageLines(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', seconds = '0', result = ''] = line.split('\t');
      return { name, seconds: Number(seconds), ok: result === 'ok' };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, seconds] = process.argv.slice(2);
  if (!file || !seconds)
    throw new Error('usage: node scripts/test/stage-table.mjs <stage-times-file> <seconds>');
  process.stdout.write(`${formatStageTable(parseStageLines(readFileSync(file, 'utf8')), Number(seconds))}\n`);
}
