// How the signed-in app is cut into chunks (docs/decisions/0025-fast-signed-in-pages.md). Rolldown would give
// every module shared by two lazy pages its own chunk (one icon, one button: about a hundred requests for the
// dashboard); here the code only the signed-in app uses is grouped instead:
//  - `dashboard`: the route table, providers, layout, route guard and what the /dashboard home shares with other pages
//    (packages and lucide icons included, see scripts/build/direct-imports.ts): all a first visit to
//    /dashboard loads besides the home page's own chunk;
//  - `dashboard-lists`: what the contributions, loans and transactions lists share besides (tables, filters),
//    before any of their dialogs is opened (docs/decisions/0042-dashboard-first-visit-under-180-kb.md);
//  - `dashboard-pages`: every other module two or more dashboard pages share (forms, dialogs, tables), loaded
//    with the first page that needs it (docs/decisions/0038-dashboard-first-visit-bytes.md);
//  - `public-ui`: what the dashboard shares with the plain pre-rendered public pages (buttons, cards);
//  - `ui` and `forms`: what it shares with the sign-in page besides, `ui` the part a first visit to /dashboard
//    runs, `forms` the rest (form fields, react-hook-form, the toaster);
//  - `common`, `common-lists` and `common-later`: what the dashboard shares with public code loaded later
//    (schemas, the auth client, the pages that are not pre-rendered), split the same way.
// A module only one page uses stays in that page's chunk (charts in analytics, admin tables in admin pages),
// and the home page's own code is left out, so its first load (budgeted) carries no dashboard code.
import { PRERENDERED_PAGES } from '../../src/web/features/public/prerendered-pages';

type TModuleInfo = {
  id: string;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
};
type TChunkingContext = { getModuleInfo(moduleId: string): TModuleInfo | null };

const SEP = '[\\\\/]';
/** Modules that declare dashboard pages: what they import lazily is a dashboard page. */
const DASHBOARD_ROUTE_TABLES = new RegExp(
  `src${SEP}web${SEP}(app${SEP}dashboard-routes|features${SEP}[^\\\\/]+${SEP}[^\\\\/]+\\.routes)\\.tsx$`,
);
/** The dashboard's own lazily loaded core: its route table, query client, layout, route guard. */
const DASHBOARD_CORE = new RegExp(
  `src${SEP}web${SEP}(app${SEP}(dashboard-routes|providers)|layouts${SEP}dashboard-layout|features${SEP}shell${SEP}route-guard)\\.tsx$`,
);
/** The page a signed-in visit usually opens first, /dashboard (its first visit has a budget of its own). */
const DASHBOARD_HOME = new RegExp(`src${SEP}web${SEP}features${SEP}dashboard${SEP}dashboard-page\\.tsx$`);
/** The record lists a member opens next (their first visits are budgeted as well, docs/benchmarks.md). */
const LIST_PAGES = new RegExp(
  `src${SEP}web${SEP}features${SEP}(contributions|loans|transactions)${SEP}\\1-page\\.tsx$`,
);

type TRoots = {
  dashboard: Set<string>;
  /** Loaded by public code on use (forms' schemas, toaster, auth client, account menu). */
  public: boolean;
  /** Part of a pre-rendered public page's own code. */
  publicPage: boolean;
  /** Part of the code of a pre-rendered public page other than /auth (which alone has forms to fill). */
  plainPublicPage: boolean;
  /** Part of the home page's own code, which has a budget of its own (docs/benchmarks.md). */
  homePage: boolean;
  core: boolean;
  /** Loaded by the core or the /dashboard home: on the first visit's path. */
  firstVisit: boolean;
  /** Loaded by the contributions, loans or transactions list before anything is opened. */
  listPage: boolean;
};

const AUTH_PAGE = new RegExp(`src${SEP}web${SEP}features${SEP}auth${SEP}auth-page\\.tsx$`);
const HOME_PAGE = new RegExp(`src${SEP}web${SEP}features${SEP}home${SEP}home-page\\.tsx$`);

/** The pre-rendered public pages' modules (their code is what a first visit to the public site loads). */
const PRERENDERED_MODULES = new Set(PRERENDERED_PAGES.map((page) => page.module as string));
const isPrerenderedModule = (id: string) =>
  [...PRERENDERED_MODULES].some((module) => id.replaceAll('\\', '/').endsWith(`/${module}`));

/** The entry (src/web/main.tsx): what it imports itself runs before the app's code has arrived. */
const ENTRY = new RegExp(`src${SEP}web${SEP}main\\.tsx$`);
/** The app the entry starts once the page has painted. */
const APP_START = new RegExp(`src${SEP}web${SEP}app${SEP}start-app\\.tsx$`);

/** Whether a module is imported, directly or through others, statically by a module `root` matches. */
function createReachedFrom(root: RegExp) {
  const known = new Map<string, boolean>();
  const isReached = (id: string, ctx: TChunkingContext): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = root.test(id) || importers.some((importer) => isReached(importer, ctx));
    known.set(id, result);
    return result;
  };
  return isReached;
}

/**
 * The `shell` group: what the app the entry starts once the page has painted (src/web/app/start-app.tsx)
 * imports statically, that is the router, the layouts and the public shell, in one chunk. One instance per
 * build.
 */
export function createShellNamer() {
  const isEntryCode = createReachedFrom(ENTRY);
  // Vite's helper for dynamic imports, which the entry uses to start the app, stays in the entry.
  const isPreloadHelper = (id: string) => id.includes('vite/preload-helper');
  const isAppCode = createReachedFrom(APP_START);
  return (id: string, ctx: TChunkingContext) =>
    isAppCode(id, ctx) && !isEntryCode(id, ctx) && !isPreloadHelper(id) ? 'shell' : null;
}

/**
 * Classifies modules by the lazy chunks ("roots": the entry and every dynamically imported module) that load
 * them, and names the group each belongs to. One instance per build.
 */
export function createChunkNamer() {
  const isEntryCode = createReachedFrom(ENTRY);
  const rootsOf = new Map<string, TRoots>();
  const rootKind = new Map<string, 'dashboard' | 'public' | 'pending'>();

  function isDashboardRoot(id: string, ctx: TChunkingContext): boolean {
    const known = rootKind.get(id);
    if (known) return known === 'dashboard';
    rootKind.set(id, 'pending');
    const info = ctx.getModuleInfo(id);
    let isDashboard = DASHBOARD_CORE.test(id);
    if (!isDashboard && info && !info.isEntry && info.dynamicImporters.length > 0) {
      isDashboard = info.dynamicImporters.every((importer) => {
        if (DASHBOARD_ROUTE_TABLES.test(importer) || DASHBOARD_CORE.test(importer)) return true;
        const roots = collectRoots(importer, ctx);
        return !roots.public && roots.dashboard.size > 0;
      });
    }
    rootKind.set(id, isDashboard ? 'dashboard' : 'public');
    return isDashboard;
  }

  function collectRoots(id: string, ctx: TChunkingContext, seen = new Set<string>()): TRoots {
    const cached = rootsOf.get(id);
    if (cached) return cached;
    const roots: TRoots = {
      dashboard: new Set(),
      public: false,
      publicPage: false,
      plainPublicPage: false,
      homePage: false,
      core: false,
      firstVisit: false,
      listPage: false,
    };
    if (seen.has(id)) return roots;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return roots;
    const isRoot = info.isEntry || info.dynamicImporters.length > 0;
    if (isRoot) {
      if (!info.isEntry && isDashboardRoot(id, ctx)) {
        roots.dashboard.add(id);
        if (DASHBOARD_CORE.test(id)) roots.core = true;
        if (DASHBOARD_CORE.test(id) || DASHBOARD_HOME.test(id)) roots.firstVisit = true;
        if (LIST_PAGES.test(id)) roots.listPage = true;
      } else {
        roots.public = true;
        roots.publicPage ||= isPrerenderedModule(id);
        roots.plainPublicPage ||= isPrerenderedModule(id) && !AUTH_PAGE.test(id);
        roots.homePage ||= HOME_PAGE.test(id);
      }
    }
    for (const importer of info.importers) {
      const above = collectRoots(importer, ctx, seen);
      for (const root of above.dashboard) roots.dashboard.add(root);
      roots.public ||= above.public;
      roots.publicPage ||= above.publicPage;
      roots.plainPublicPage ||= above.plainPublicPage;
      roots.homePage ||= above.homePage;
      roots.core ||= above.core;
      roots.firstVisit ||= above.firstVisit;
      roots.listPage ||= above.listPage;
    }
    rootsOf.set(id, roots);
    return roots;
  }

  /** The group of a module, or null to leave it where Rolldown puts it. */
  return function nameChunk(id: string, ctx: TChunkingContext): TGroupName | null {
    // What the entry imports itself (the early requests) is one small chunk of its own, so it never waits for
    // a larger one; the app's chunks import it from there rather than from the entry, which would make them
    // fetch the entry's stylesheet (inlined into the pre-rendered pages) again.
    if (isEntryCode(id, ctx)) return ENTRY.test(id) || id.endsWith('.css') ? null : 'entry-shared';
    const roots = collectRoots(id, ctx);
    if (roots.dashboard.size === 0) return null;
    // The home page's own modules that a first visit to /dashboard runs too (icons, the API client): one
    // chunk rather than one request each; the home page loads every one of them anyway.
    if (roots.homePage) return roots.firstVisit ? 'home-shared' : null;
    // Buttons, cards and the like that the pre-rendered public pages are built of too: what the plain pages
    // use apart from what only the sign-in forms add, so a page like /pricing loads no form code.
    if (roots.plainPublicPage) return 'public-ui';
    if (roots.publicPage) return roots.firstVisit ? 'ui' : 'forms';
    // Loaded on use by the public pages too (the toaster, forms' schemas, the auth client, the account menu).
    if (roots.public) return roots.firstVisit ? 'common' : roots.listPage ? 'common-lists' : 'common-later';
    const isShared = roots.core || roots.dashboard.size > 1;
    if (!isShared) return null;
    // The icons and packages every dashboard page loads anyway go with the shared code: one request less each.
    // What the first visit to /dashboard does not run waits for the first page that does; what the record
    // lists run is apart from the rest (forms, dialogs, other pages' tables), which waits for its first use.
    if (roots.firstVisit) return 'dashboard';
    return roots.listPage ? 'dashboard-lists' : 'dashboard-pages';
  };
}

type TGroupName =
  | 'entry-shared'
  | 'home-shared'
  | 'dashboard'
  | 'dashboard-pages'
  | 'dashboard-lists'
  | 'common'
  | 'common-lists'
  | 'common-later'
  | 'ui'
  | 'forms'
  | 'public-ui';

/** The groups, each taking only the modules the namer gives it. */
export function createChunkGroups(basePriority: number) {
  const nameChunk = createChunkNamer();
  const group = (name: TGroupName, priority: number) => ({
    name: (id: string, ctx: TChunkingContext) => (nameChunk(id, ctx) === name ? name : null),
    debugName: name,
    priority,
    // Only the modules named here: a shared module a public page also loads must not be pulled in with them.
    includeDependenciesRecursively: false,
  });
  return [
    group('entry-shared', basePriority + 6),
    group('home-shared', basePriority + 5),
    group('public-ui', basePriority + 5),
    group('ui', basePriority + 4),
    group('forms', basePriority + 4),
    group('common', basePriority + 3),
    group('common-lists', basePriority + 3),
    group('common-later', basePriority + 3),
    group('dashboard-lists', basePriority + 1),
    group('dashboard-pages', basePriority + 1),
    group('dashboard', basePriority),
  ];
}
