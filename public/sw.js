// The service worker (docs/decisions/0025-fast-signed-in-pages.md). Registered by the dashboard only.
//  - The dashboard's frames and the code they preload are cached when it installs (the list is written in by
//    scripts/prerender.mjs); every other hashed asset is cached the first time it is fetched. Repeat visits
//    load the code from here, not the network.
//  - Dashboard pages: network first; offline, the cached frame of that page (or the generic one).
//  - GET /api/v1 data the dashboard pages read: network first, the answer kept; offline, the kept answer, marked
//    with the time it was fetched (x-offline-cache), which the app shows in its offline banner.
//  - Never kept: /api/auth (sessions), the live-update stream, administration, files. Writes (POST, PATCH,
//    PUT, DELETE) go to the network only; offline they fail and the app says nothing was saved.
//  - Signing in or out empties the kept data, so one person's figures never reach the next.
const BUILD = { version: 'development', precache: [] };

const SHELL_CACHE = `masakhane-shell-${BUILD.version}`;
const DATA_CACHE = 'masakhane-data';
const FETCHED_AT = 'x-fetched-at';
const OFFLINE_HEADER = 'x-offline-cache';

/** API reads kept for offline use: the dashboard, contributions, loans, transactions and statement pages. */
const KEPT_API = [
  /^\/api\/v1\/(me|feature-flags|bootstrap)$/,
  /^\/api\/v1\/orgs\/[^/]+\/(context|dashboard\/summary)$/,
  /^\/api\/v1\/orgs\/[^/]+\/(contributions|loans|transactions|ledger|figures|members)(\/[^/]+)*$/,
];
const NEVER_KEPT = /\/(export|download|pdf|photo|events)(\/|$|\?)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('masakhane-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'clear-data') event.waitUntil(caches.delete(DATA_CACHE));
});

function isDashboardPage(url) {
  return url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/');
}

/** The pre-rendered frame for a dashboard path: its own file if it has one, else the generic one. */
async function readCachedFrame(url) {
  const cache = await caches.open(SHELL_CACHE);
  const path = url.pathname.replace(/\/+$/, '');
  return (await cache.match(`${path}/index.html`)) ?? (await cache.match('/dashboard-shell.html'));
}

async function answerPage(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const frame = await readCachedFrame(url);
    if (frame) return frame;
    throw error;
  }
}

async function answerAsset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Keeps a copy of an API answer with the time it was fetched. */
async function keepAnswer(request, response) {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT, new Date().toISOString());
  const body = await response.clone().arrayBuffer();
  const cache = await caches.open(DATA_CACHE);
  await cache.put(request, new Response(body, { status: response.status, headers }));
}

async function answerApi(request) {
  try {
    const response = await fetch(request);
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (response.ok && isJson) await keepAnswer(request, response);
    // Signed out (or the session ended elsewhere): what was kept belonged to that session.
    if (response.status === 401) await caches.delete(DATA_CACHE);
    return response;
  } catch (error) {
    const cached = await (await caches.open(DATA_CACHE)).match(request);
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_HEADER, cached.headers.get(FETCHED_AT) ?? '');
    return new Response(await cached.arrayBuffer(), { status: cached.status, headers });
  }
}

async function passAuth(request) {
  // A new session, or none: whatever was kept belonged to the one before.
  const response = await fetch(request);
  await caches.delete(DATA_CACHE);
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (/^\/api\/auth\/(sign-in|sign-out|sign-up)/.test(url.pathname)) event.respondWith(passAuth(request));
    return;
  }
  if (request.mode === 'navigate') {
    if (isDashboardPage(url)) event.respondWith(answerPage(request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(answerAsset(request));
    return;
  }
  if (BUILD.precache.includes(url.pathname)) {
    event.respondWith(answerAsset(request));
    return;
  }
  if (NEVER_KEPT.test(url.pathname)) return;
  if (KEPT_API.some((pattern) => pattern.test(url.pathname))) event.respondWith(answerApi(request));
});
