import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function listSources(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => join(folder, name));
}

/** The folder under src/ each relative import of a file lands in ('shared', 'server' or 'web'). */
function importedSides(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const sides: string[] = [];
  for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
    const target = relative(SRC, join(SRC, file, '..', match[1] ?? ''));
    sides.push(target.split('/')[0] ?? '');
  }
  return sides;
}

function findCrossings(side: string, forbidden: string[]): string[] {
  return listSources(side).flatMap((file) =>
    importedSides(file)
      .filter((target) => forbidden.includes(target))
      .map((target) => `${file} imports from src/${target}`),
  );
}

describe('the three sides of the code', () => {
  it('src/shared imports neither the server nor the web app (both sides run it)', () => {
    expect(findCrossings('shared', ['server', 'web'])).toEqual([]);
  });

  it('the web app never imports server code, and the server never imports the web app', () => {
    expect(findCrossings('web', ['server'])).toEqual([]);
    expect(findCrossings('server', ['web'])).toEqual([]);
  });

  it('notices a crossing (the check reads real imports)', () => {
    expect(importedSides('web/main.tsx')).toContain('web');
    expect(importedSides('server/app.ts')).toContain('shared');
  });
});
