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
    expect(findCrossings('shared', ['shared'])).not.toEqual([]);
    expect(importedSides('web/main.tsx')).toContain('web');
    expect(importedSides('server/app.ts')).toContain('shared');
  });
});

/**
 * What a feature may import from another: its public modules (`*.queries` / `*.mutations` on the web, what
 * others read and write through, and `*.testing`, its test fixtures; on the server `*.service`, `*.contract`,
 * `index` (the folder itself) and `*-moves`, a feature's held moves, which another feature's write may gate
 * through). The server's test fixtures live in server/testing/fixtures, above the app they build.
 */
const PUBLIC_MODULE = /(\.queries|\.mutations|\.contract|\.service|\.testing|\/index|-moves)$/;

/**
 * Modules that other features still import although they are not public, each with why. New code must not
 * add to this list: put a piece several features use in web/components, web/lib or server/platform, or go
 * through the owning feature's public module. An entry no longer imported across features fails the test, so
 * the list only shrinks.
 */
const AGREED_CROSS_FEATURE_IMPORTS: Record<string, string> = {
  // Server pieces another feature reads, each with who reads it.
  'server/features/ledger/entry-descriptions': 'the journal descriptions of each kind of posting',
  'server/features/site/rate-limit': 'public forms of other features share the limiter',
  'server/features/organizations/payment-references': 'bank matching reads members by payment reference',
  'server/features/figures/reserve': "the burial reserve figure, read by the society's routes (ADR 16)",
  'server/features/burial/society-cover':
    'the register report, the arrears report and the reserve read one cover list',
  'server/features/payment-slips/slip-file': 'death documents pass the same file checks as payment slips',
  'server/features/meetings/meeting-rules':
    'the loan limit of a share-based group is a multiple of its shares',
  'server/features/meetings/meetings.repository':
    'the loan limit reads the shares a member bought this cycle',
  'server/features/rotation/rotation-status': 'member statements show what a rotation defaulter owes',
  'server/features/approvals/approvals.repository':
    'a new share-out proposal cancels the approval the old one awaited',
  // Figures: every figure comes from features/figures (DESIGN), read directly by the pages' services.
  'server/features/figures/figures': 'the one source of figures',
  'server/features/figures/figures.repository': 'the one source of figures',
  'server/features/figures/expected-contributions': 'the one source of figures',
  'server/features/figures/share-out-figures': 'the one source of figures',
  'server/features/figures/burial-levies': 'the one source of figures',
  // Web pages composed from other features' panels; pieces several features use go in web/components or web/lib.
  'web/features/approvals/two-to-sign-form': 'organization settings show the two-to-sign tab',
  'web/features/burial/plans-tab': 'organization settings show the burial plans tab',
  'web/features/burial/reserve-card': "a burial society's dashboard shows its reserve",
  'web/features/group-rules/rules-tab': 'organization settings show the rules tab',
  'web/features/group-rules/standing-card': "the dashboard shows the member's standing",
  'web/features/reports/annual-statement-download': 'the transactions page offers the annual statement',
  'web/features/rotation/this-round': 'the dashboard shows the payout round',
  'web/features/organizations/danger-zone': "the admin pages show an organization's danger zone",
  'web/features/organizations/feature-list': "the admin pages show an organization's features",
  'web/features/organizations/general-settings-form': "the admin pages edit an organization's details",
};

/** Every import of another feature's module, as `importer -> target` (paths under src/, no extension). */
function listCrossFeatureImports(): { importer: string; target: string }[] {
  const found: { importer: string; target: string }[] = [];
  for (const side of ['server', 'web']) {
    const featuresFolder = `${side}/features`;
    for (const file of listSources(featuresFolder)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const feature = relative(featuresFolder, file).split('/')[0];
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(SRC, join(SRC, file, '..', match[1] ?? ''));
        if (!target.startsWith(`${featuresFolder}/`)) continue;
        const inside = relative(featuresFolder, target).split('/');
        if (inside[0] === feature) continue;
        // A folder imported by its name is its index.
        found.push({ importer: file, target: inside.length === 1 ? `${target}/index` : target });
      }
    }
  }
  return found;
}

describe('features use each other only through their public modules', () => {
  const crossings = listCrossFeatureImports();

  it("imports no other feature's internals beyond the agreed list", () => {
    const internal = crossings.filter(
      ({ target }) => !PUBLIC_MODULE.test(target) && !(target in AGREED_CROSS_FEATURE_IMPORTS),
    );
    expect(internal.map(({ importer, target }) => `${importer} imports ${target}`)).toEqual([]);
  });

  it('keeps no agreed exception that nothing needs any more', () => {
    const used = new Set(crossings.map(({ target }) => target));
    expect(Object.keys(AGREED_CROSS_FEATURE_IMPORTS).filter((target) => !used.has(target))).toEqual([]);
  });

  it('notices a crossing (the check reads real imports)', () => {
    expect(crossings.some(({ target }) => target === 'web/features/auth/auth.queries')).toBe(true);
  });
});

/** The server folders below the features, which import none of them: the features stand on them. */
const FLOORS_BELOW_FEATURES = ['server/platform', 'server/http', 'server/auth', 'server/db'];

/** The money kernel: posting and reading the books, held moves, every figure. Features register with it. */
const KERNEL = ['ledger', 'approvals', 'figures'];

/** The relative imports of a source file (static, side-effect and re-exports), as paths under src/. */
function listImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/(?:from|import) '(\.[^']+)'/g)].map((match) =>
    relative(SRC, join(SRC, file, '..', match[1] ?? '')),
  );
}

/**
 * Which server feature folder imports which, from the code that runs: test files and the `*.testing.ts`
 * fixtures, which tests compose across features (a repayment fixture takes a loan fixture), are left out.
 */
function readFeatureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folder = 'server/features';
  for (const file of listSources(folder)) {
    if (/\.test(ing)?\.ts$/.test(file)) continue;
    const from = relative(folder, file).split('/')[0] ?? '';
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of listImports(file)) {
      if (!target.startsWith(`${folder}/`)) continue;
      const to = relative(folder, target).split('/')[0] ?? '';
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The cycles of a graph: its strongly connected parts of two folders or more, each sorted and joined. */
function findCycles(graph: Map<string, Set<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) part.push(member);
    } while (member && member !== node);
    if (part.length > 1) cycles.push(part.sort().join(','));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort();
}

describe('imports point down: the kernel and the floors below it import no feature', () => {
  const graph = readFeatureGraph();

  it('ledger, approvals and figures import no feature folder (features register with them)', () => {
    const wrong = KERNEL.flatMap((kernel) =>
      [...(graph.get(kernel) ?? [])]
        .filter((target) => !KERNEL.includes(target))
        .map((target) => `${kernel} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('platform, http, auth and db import no feature and not the demo seed', () => {
    const wrong = FLOORS_BELOW_FEATURES.flatMap((floor) =>
      listSources(floor)
        .filter((file) => !/\.test\.ts$/.test(file))
        .flatMap((file) =>
          listImports(file)
            .filter((target) => target.startsWith('server/features/') || target.startsWith('server/demo/'))
            .map((target) => `${file} imports ${target}`),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('no folder-level cycle among server features: a feature imports only features below it', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('notices an import and a cycle (the checks read real imports)', () => {
    expect(graph.get('contributions')?.has('ledger')).toBe(true);
    expect(listImports('server/app.ts')).toContain('server/wiring');
    const loop = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycles(loop)).toEqual(['a,b,c']);
  });
});

/** A role name compared as a string: who may do what is decided by `can()` and the helpers of shared/access. */
const ROLE_COMPARISON =
  /[!=]==\s*'(admin|member|user|organization_admin|site_admin|developer|owner)'|'(admin|member|user|organization_admin|site_admin|developer|owner)'\s*[!=]==/g;

/**
 * Role comparisons outside shared/access that remain, per file, with why. A file comparing more roles than
 * listed fails; the count may only go down.
 */
const AGREED_ROLE_COMPARISONS: Record<string, { count: number; reason: string }> = {
  'server/auth/guards.ts': { count: 1, reason: 'requireOrgAdmin reads the effective role it computed' },
  'server/platform/realtime/events.ts': { count: 1, reason: "admins hear of a member's own-record change" },
  'server/demo/seed.ts': { count: 1, reason: 'demo data: gives staff roles to the demo staff' },
  'server/features/admin/admin-users.repository.ts': { count: 3, reason: 'the users list filters by role' },
  'server/features/organizations/memberships.service.ts': {
    count: 4,
    reason: 'promotes and demotes: the role is the data changed',
  },
  'web/features/admin/users/edit-user-dialog.tsx': { count: 1, reason: 'only a developer grants developer' },
  'web/features/loans/loans-page.tsx': { count: 1, reason: 'the page title reads differently for members' },
  'web/features/contributions/contributions-page.tsx': { count: 1, reason: 'the page title, as above' },
  'web/features/receipts/receipts-page.tsx': { count: 1, reason: 'the page title, as above' },
  'web/features/shell/organization-switcher.tsx': { count: 1, reason: 'shows an Admin badge' },
  'web/features/organizations/manage-members-page.tsx': { count: 3, reason: 'changes the role' },
  'web/features/organizations/organization-hub-page.tsx': { count: 1, reason: 'shows an Admin badge' },
  'web/features/dashboard/organization-card.tsx': { count: 1, reason: 'shows an Admin badge' },
  'web/features/dashboard/dashboard-page.tsx': { count: 2, reason: 'lists the staff roles held' },
};

function countRoleComparisons(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const side of ['server', 'web', 'shared']) {
    for (const file of listSources(side)) {
      if (/\.test\.tsx?$/.test(file) || file.startsWith('shared/access/')) continue;
      const found = readFileSync(join(SRC, file), 'utf8').match(ROLE_COMPARISON)?.length ?? 0;
      if (found > 0) counts[file] = found;
    }
  }
  return counts;
}

describe('roles are compared only in shared/access', () => {
  it('compares no role string elsewhere beyond the agreed files and counts', () => {
    const extra = Object.entries(countRoleComparisons())
      .filter(([file, found]) => found > (AGREED_ROLE_COMPARISONS[file]?.count ?? 0))
      .map(([file, found]) => `${file} compares ${found} role string(s)`);
    expect(extra).toEqual([]);
  });

  it('notices a comparison (the check reads real code)', () => {
    expect("if (role === 'admin') return;".match(ROLE_COMPARISON)).toHaveLength(1);
    expect(countRoleComparisons()['server/auth/guards.ts']).toBeGreaterThan(0);
  });
});

describe('the web app imports downwards: app, then features, then components and lib', () => {
  /** Every relative import (static or lazy) of the web files below `folders`, as paths under src/, no extension. */
  function listWebImports(folders: string[]): { importer: string; target: string }[] {
    return folders.flatMap((folder) =>
      listSources(folder)
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          [...readFileSync(join(SRC, file), 'utf8').matchAll(/(?:from |import\()'(\.[^']+)'/g)].map(
            (match) => ({
              importer: file,
              target: relative(SRC, join(SRC, file, '..', match[1] ?? '')),
            }),
          ),
        ),
    );
  }

  const isAppImport = ({ target }: { target: string }) => target.startsWith('web/app/');
  const isFeatureImport = ({ target }: { target: string }) => target.startsWith('web/features/');

  it('features, components and lib import nothing from web/app (what they need of it moves down)', () => {
    const crossings = listWebImports(['web/features', 'web/components', 'web/lib']).filter(isAppImport);
    expect(crossings.map(({ importer, target }) => `${importer} imports ${target}`)).toEqual([]);
  });

  it('components and lib import no feature', () => {
    const crossings = listWebImports(['web/components', 'web/lib']).filter(isFeatureImport);
    expect(crossings.map(({ importer, target }) => `${importer} imports ${target}`)).toEqual([]);
  });

  it('notices a crossing (the check reads real imports)', () => {
    const fromLayouts = listWebImports(['web/layouts']);
    expect(fromLayouts.some(isAppImport)).toBe(true);
    expect(fromLayouts.some(isFeatureImport)).toBe(true);
    expect(
      listWebImports(['web/app']).some(({ target }) => target === 'web/features/shell/route-guard'),
    ).toBe(true);
  });
});
