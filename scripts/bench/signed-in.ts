// The signed-in part of the web benchmark: Lighthouse (mobile preset) on the dashboard pages as an organization
// admin, the script requests each page makes, and the bytes a first and a repeat visit transfer.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export const SIGNED_IN_BUDGETS = {
  performance: 90,
  accessibility: 100,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  firstVisitKb: 180,
  repeatVisitKb: 20,
  scriptRequests: 15,
  /** The entry, then what it loads: no script waits on more than two before it. */
  scriptChainDepth: 3,
} as const;

/** The signed-in pages Lighthouse scores (issue goals); the first is also where bytes are measured. */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/dashboard/contributions',
  '/dashboard/loans',
  '/dashboard/transactions',
] as const;

/**
 * The yardstick of the machine, scored in the same browser beside the signed-in pages: the pre-rendered public
 * home page, signed out, which scores 97-99 with a total blocking time of 11 ms on a quiet machine
 * (docs/benchmarks.md, "Web"). The same code scoring far lower means the machine sets the figures of that
 * run, not the pages (as hello-world is for the summary's requests per second).
 */
export const CONTROL_PATH = '/';
/**
 * Below this, or over the signed-in pages' blocking-time budget, the control says the machine set the run's
 * figures.
 */
const CONTROL_MIN_PERFORMANCE = 90;

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** How Lighthouse reached the server: plain HTTP/1.1 on loopback, or HTTPS with HTTP/2 as a phone would. */
export type TTransport = 'HTTP/1.1' | 'HTTPS, HTTP/2';

export type TSignedInScore = {
  path: string;
  transport: TTransport;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /**
   * All the main thread's work during the load at the simulated phone's speed, short tasks included: Lighthouse's
   * simulated paint times leave out tasks under 10 ms, so a page that renders in many slices can look fast
   * while the phone is busy all along (ADR 50).
   */
  mainThreadWorkMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's own reading of the machine's speed (higher is faster; it does not see slow memory, ADR 53). */
  benchmarkIndex: number;
  /** Every script the page loaded during the Lighthouse run. */
  scriptRequests: number;
  transferredKb: number;
  /** Why Lighthouse could not score the run (its runtime error's code, as NO_FCP), else null. */
  runtimeError: string | null;
};

export type TVisitBytes = {
  path: string;
  firstVisitKb: number;
  repeatVisitKb: number;
  requests: number;
  /** Scripts the first visit loaded. */
  scriptRequests: number;
  /**
   * The longest chain of scripts each requested by the one before (the entry is 1; a chunk the entry imports
   * or preloads, 2; a chunk that one imports, 3), from the initiator Chromium records for each request.
   */
  scriptChainDepth: number;
};

function readNumeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return Math.round(audits[id]?.numericValue ?? Number.NaN);
}

async function scoreSignedInPage(
  port: number,
  url: string,
  path: string,
  cookie: string | null,
  transport: TTransport,
) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    console.warn(`Lighthouse could not score ${path} over ${transport}: ${lhr.runtimeError.message}`);
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string }[] })
    ?.items;
  const score: TSignedInScore = {
    path,
    transport,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: readNumeric(lhr.audits, 'first-contentful-paint'),
    largestContentfulPaintMs: readNumeric(lhr.audits, 'largest-contentful-paint'),
    totalBlockingTimeMs: readNumeric(lhr.audits, 'total-blocking-time'),
    mainThreadWorkMs: readNumeric(lhr.audits, 'mainthread-work-breakdown'),
    cumulativeLayoutShift:
      Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scriptRequests: (requests ?? []).filter((item) => item.resourceType === 'Script').length,
    transferredKb: Math.round(readNumeric(lhr.audits, 'total-byte-weight') / 100) / 10,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
  return score;
}

export type TSignedInLighthouse = {
  /** The median run of each signed-in page. */
  scores: TSignedInScore[];
  /** The median run of the control page (CONTROL_PATH, signed out), in the same browser. */
  control: TSignedInScore;
};

/**
 * Each signed-in page LIGHTHOUSE_RUNS times at `baseUrl`, then the control page; the median run (by
 * performance) per page. Over HTTPS the bench server's certificate is its own (made for the run), which
 * Chromium is told to accept.
 */
export async function measureSignedInLighthouse(
  baseUrl: string,
  cookie: string,
): Promise<TSignedInLighthouse> {
  const isHttps = baseUrl.startsWith('https://');
  const transport: TTransport = isHttps ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
  const chromeFlags = isHttps ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags });
  const scoreMedian = async (path: string, pageCookie: string | null) => {
    const runs: TSignedInScore[] = [];
    for (let run = 0; run < Math.max(1, LIGHTHOUSE_RUNS); run++) {
      const score = () => scoreSignedInPage(chrome.port, `${baseUrl}${path}`, path, pageCookie, transport);
      const first = await score();
      // A run Lighthouse could not score (its trace lost, NO_NAVSTART) is run once more, not counted as a 0.
      runs.push(first.runtimeError ? await score() : first);
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error(`Lighthouse scored no run of ${path}`);
    return median;
  };
  try {
    const scores: TSignedInScore[] = [];
    for (const path of SIGNED_IN_PATHS) scores.push(await scoreMedian(path, cookie));
    return { scores, control: await scoreMedian(CONTROL_PATH, null) };
  } finally {
    chrome.kill();
  }
}

/**
 * What the control says of the run's machine: a line naming it when it scores below CONTROL_MIN_PERFORMANCE or
 * blocks the main thread longer than the signed-in pages may (it blocks for 11 ms on a quiet machine),
 * else null.
 */
export function describeSlowMachine(control: TSignedInScore): string | null {
  const isSlow =
    control.performance < CONTROL_MIN_PERFORMANCE ||
    control.totalBlockingTimeMs > SIGNED_IN_BUDGETS.totalBlockingTimeMs;
  if (!isSlow) return null;
  return (
    `The control page ${control.path} scored ${control.performance} (TBT ${control.totalBlockingTimeMs} ms) over ` +
    `${control.transport} on this machine, against 97-99 (TBT 11 ms) on a quiet machine: this machine, ` +
    'not the pages, sets the signed-in figures of this run (docs/benchmarks.md).'
  );
}

/**
 * Bytes on the wire for a first visit to `path` (empty cache) and a repeat visit in the same browser (its HTTP
 * cache and service worker kept), as Chromium counts them: responses from the disk cache or a service worker
 * cost nothing.
 */
export async function measureVisitBytes(baseUrl: string, cookie: string, path: string): Promise<TVisitBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const visit = async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const free = new Set<string>();
      const scriptDepth = new Map<string, number>();
      let bytes = 0;
      let requests = 0;
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.type !== 'Script' || scriptDepth.has(event.request.url)) return;
        const frames = event.initiator.stack?.callFrames ?? [];
        let parent = event.initiator.url ?? frames[0]?.url;
        for (let stack = event.initiator.stack; !parent && stack; stack = stack.parent) {
          parent = stack.callFrames[0]?.url;
        }
        scriptDepth.set(event.request.url, (parent ? (scriptDepth.get(parent) ?? 0) : 0) + 1);
      });
      cdp.on('Network.responseReceived', (event) => {
        if (
          event.response.fromDiskCache ||
          event.response.fromServiceWorker ||
          event.response.fromPrefetchCache
        ) {
          free.add(event.requestId);
        }
      });
      cdp.on('Network.loadingFinished', (event) => {
        requests++;
        if (!free.has(event.requestId)) bytes += event.encodedDataLength;
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // The page's data and lazy code arrive after load; the live-update stream never ends, so no networkidle.
      await page.waitForTimeout(4000);
      await page.close();
      return {
        kb: Math.round(bytes / 100) / 10,
        requests,
        scripts: scriptDepth.size,
        depth: Math.max(0, ...scriptDepth.values()),
      };
    };
    const first = await visit();
    const repeat = await visit();
    return {
      path,
      firstVisitKb: first.kb,
      repeatVisitKb: repeat.kb,
      requests: first.requests,
      scriptRequests: first.scripts,
      scriptChainDepth: first.depth,
    };
  } finally {
    await browser.close();
  }
}

/** The signed-in budgets a result misses, for the "Over budget" line. */
export function listSignedInOverBudget(scores: TSignedInScore[], visit: TVisitBytes): string[] {
  const over: string[] = [];
  for (const score of scores) {
    const page = `${score.path} over ${score.transport}`;
    if (score.performance < SIGNED_IN_BUDGETS.performance)
      over.push(
        `Lighthouse performance of ${page} (${score.performance}${score.runtimeError ? `, ${score.runtimeError}` : ''})`,
      );
    if (score.accessibility < SIGNED_IN_BUDGETS.accessibility)
      over.push(`Lighthouse accessibility of ${page} (${score.accessibility})`);
    if (score.largestContentfulPaintMs > SIGNED_IN_BUDGETS.largestContentfulPaintMs)
      over.push(`LCP of ${page} (${score.largestContentfulPaintMs} ms)`);
    if (score.totalBlockingTimeMs > SIGNED_IN_BUDGETS.totalBlockingTimeMs)
      over.push(`TBT of ${page} (${score.totalBlockingTimeMs} ms)`);
    if (score.scriptRequests > SIGNED_IN_BUDGETS.scriptRequests)
      over.push(`script requests of ${page} (${score.scriptRequests})`);
  }
  if (visit.firstVisitKb > SIGNED_IN_BUDGETS.firstVisitKb)
    over.push(`first visit to ${visit.path} (${visit.firstVisitKb} kB)`);
  if (visit.scriptChainDepth > SIGNED_IN_BUDGETS.scriptChainDepth)
    over.push(`script chain depth of ${visit.path} (${visit.scriptChainDepth})`);
  if (visit.repeatVisitKb > SIGNED_IN_BUDGETS.repeatVisitKb)
    over.push(`repeat visit to ${visit.path} (${visit.repeatVisitKb} kB)`);
  return over;
}
