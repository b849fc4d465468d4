// Pre-renders the public pages into the web build folder, after `vite build` (docs/decisions/0009):
//  1. builds src/web/app/render-public-page.tsx for Node (a Vite SSR build, same components);
//  2. renders each public URL with react-dom/server and writes it into the built index.html template, with the
//     page's <title>/<meta> in <head>, the stylesheet inlined (no request stands between the HTML and the first
//     paint; the CSP allows inline styles) and modulepreload links for the page's own chunks. The page's text
//     is already in the HTML, so its scripts are fetched at low priority, after anything the first paint needs;
//  3. keeps the bare template as app-shell.html (the server's answer for every other path);
//  4. writes the dashboard's frame (src/web/layouts/dashboard-skeleton.tsx: no user data, the same for everyone)
//     into dashboard-shell.html, answered for /dashboard paths, and into a file for each of the most visited
//     dashboard pages, each with modulepreload links for the code that page needs (docs/decisions/0025);
//  5. draws the installed app's icons and writes into sw.js what its service worker caches when it installs:
//     the dashboard frames and the code they preload, the stylesheet and the small files every page needs;
//  6. writes .br and .gz beside each text asset, which the server sends to browsers that accept them.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { writeAppIcons } from './build/app-icons.mjs';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const webDir = join(distDir, 'web');
// Inside the repository, so the Node build resolves react and the rest from node_modules.
const ssrDir = join(distDir, 'prerender');
const ENTRY = 'src/web/app/render-public-page.tsx';
/** The module the browser entry imports to start the app. */
const APP_START = 'src/web/app/start-app.tsx';
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** React puts hoistable tags (<title>, <meta>, <link>) first when rendering a fragment of a page. */
function splitHoisted(html) {
  const hoistable = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let head = '';
  let body = html;
  for (let match = hoistable.exec(body); match; match = hoistable.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * The chunk files a module needs before it runs: its own and, recursively, its static imports. A module placed
 * in a group chunk has no manifest entry of its own; module-chunks.json (scripts/build/module-chunks.ts) names
 * its chunk.
 */
function collectChunks(manifest, key, into = new Set(), moduleChunks = {}) {
  const grouped = manifest[key] ? undefined : moduleChunks[key];
  const chunk = grouped
    ? Object.values(manifest).find((candidate) => candidate.file === grouped)
    : manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the client build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, into, moduleChunks);
  return into;
}

/** A pre-rendered public page fetches its scripts at low priority: its text is already in the HTML. */
function atLowPriority(html) {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

try {
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: {
      ssr: ENTRY,
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const {
    renderPublicPage,
    PRERENDERED_PAGES,
    getPrerenderedFile,
    renderDashboardShell,
    DASHBOARD_SHELL_CORE,
    DASHBOARD_SHELL_PAGES,
    DASHBOARD_OFFLINE_EXTRAS,
  } = await import(pathToFileURL(join(ssrDir, 'render-public-page.js')).href);

  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const moduleChunks = JSON.parse(readFileSync(join(webDir, '.vite', 'module-chunks.json'), 'utf8'));
  const builtTemplate = readFileSync(join(webDir, 'index.html'), 'utf8');
  if (!builtTemplate.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty #root');
  // The entry starts the app by a dynamic import once the page has painted (src/web/main.tsx): every page
  // fetches the app's code at once all the same, preloaded like the entry's own imports.
  const appPreloads = [...collectChunks(manifest, APP_START, new Set(), moduleChunks)]
    .filter((file) => !builtTemplate.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const template = builtTemplate.replace('</head>', `${appPreloads}</head>`);
  writeFileSync(join(webDir, 'app-shell.html'), template);

  const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
  const stylesheet = stylesheetLink.exec(template);
  if (!stylesheet?.[1]) throw new Error('prerender: index.html links no stylesheet');
  const inlineStyle = `<style>${readFileSync(join(webDir, stylesheet[1]), 'utf8')}</style>`;

  // The entry and its imports are already in the template; each page adds its own chunk and imports.
  const inTemplate = new Set(
    [...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );

  for (const { url, module } of PRERENDERED_PAGES) {
    const { html } = await renderPublicPage(url);
    const { head, body } = splitHoisted(html);
    const preloads = [...collectChunks(manifest, module)]
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
    let page = atLowPriority(template.replace(stylesheetLink, () => inlineStyle));
    if (head.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
    if (head.includes('name="description"')) page = page.replace(/<meta\s+name="description"[^>]*>/, '');
    page = page
      .replace('</head>', `${head}${preloads}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered-url="${escapeAttribute(url)}">${body}</div>`,
      );
    const file = join(webDir, getPrerenderedFile(url));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  // The dashboard: its frame paints at once; the scripts it needs are fetched at once too, at normal priority
  // (at low priority Lighthouse measured more blocking time: the page's code arrives later and runs in longer tasks).
  const dashboardTemplate = template
    .replace(stylesheetLink, () => inlineStyle)
    .replace('<div id="root"></div>', `<div id="root" data-dashboard-shell>${renderDashboardShell()}</div>`);
  const dashboardFiles = new Set();
  const writeDashboardShell = (file, modules) => {
    const files = new Set(
      modules.flatMap((module) => [...collectChunks(manifest, module, new Set(), moduleChunks)]),
    );
    dashboardFiles.add(`/${file}`);
    for (const chunk of files) dashboardFiles.add(`/${chunk}`);
    const preloads = [...files]
      .filter((chunk) => !inTemplate.has(chunk))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
    const path = join(webDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, dashboardTemplate.replace('</head>', `${preloads}</head>`));
  };
  writeDashboardShell('dashboard-shell.html', [...DASHBOARD_SHELL_CORE]);
  for (const { file, module } of DASHBOARD_SHELL_PAGES)
    writeDashboardShell(file, [...DASHBOARD_SHELL_CORE, module]);
  for (const module of DASHBOARD_OFFLINE_EXTRAS) {
    for (const chunk of collectChunks(manifest, module, new Set(), moduleChunks))
      dashboardFiles.add(`/${chunk}`);
  }
  // The service worker's install list; its version changes whenever any of those files does.
  const icons = await writeAppIcons(webDir);
  const templateFiles = [...template.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg|webmanifest))"/g)].map(
    (match) => match[1],
  );
  const precache = [...new Set([...dashboardFiles, ...templateFiles, ...icons])].sort();
  const version = createHash('sha256');
  for (const file of precache) version.update(file).update(readFileSync(join(webDir, file)));
  const swPath = join(webDir, 'sw.js');
  const swPlaceholder = "const BUILD = { version: 'development', precache: [] };";
  const sw = readFileSync(swPath, 'utf8');
  if (!sw.includes(swPlaceholder)) throw new Error('prerender: sw.js has no BUILD placeholder');
  const swBuild = { version: version.digest('hex').slice(0, 16), precache };
  writeFileSync(swPath, sw.replace(swPlaceholder, `const BUILD = ${JSON.stringify(swBuild)};`));
  // The manifest was only needed here; it is not served.
  rmSync(join(webDir, '.vite'), { recursive: true, force: true });
  compressTree(webDir);
  console.log(
    `prerender: ${PRERENDERED_PAGES.length} public pages and ${DASHBOARD_SHELL_PAGES.length + 1} dashboard frames written to ${webDir}`,
  );
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
