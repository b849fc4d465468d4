// The web part of `npm run bench`: the initial JavaScript of the home page and Lighthouse (mobile preset) scores
// of public pages, measured against the running server. Budgets are reported, never enforced.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const WEB_BUDGETS = { initialJsGzipKb: 120, performance: 95, accessibility: 95 } as const;

/** Pages Lighthouse scores; the first is also where the initial JavaScript is measured. */
const LIGHTHOUSE_PATHS = ['/', '/pricing', '/auth'] as const;

/**
 * Lighthouse runs per page; the run with the median performance score is reported (scores move a few points
 * from run to run, more on a busy machine).
 */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The build folder the benchmark serves: built afresh, so the figures describe the code as it is. */
const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist-bench';

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

export type TInitialJs = { path: string; files: number; gzipKb: number; budgetKb: number };
export type TLighthouseScore = {
  path: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
};
export type TWebResults = {
  lighthouseVersion: string;
  initialJs: TInitialJs;
  lighthouse: TLighthouseScore[];
  budgets: typeof WEB_BUDGETS;
};

/** Builds the web app (with its pre-rendered pages) into dist-bench/web and returns that folder. */
export function buildWebForBench(): string {
  execFileSync('npm', ['run', 'build:web'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DIST_DIR: BENCH_DIST_DIR },
  });
  return `${BENCH_DIST_DIR}/web`;
}

/** Sum of the gzip sizes of the scripts and module preloads the served HTML of `path` references. */
async function measureInitialJs(baseUrl: string, path: string): Promise<TInitialJs> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const sources = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const unique = [...new Set(sources.filter(Boolean))];
  let bytes = 0;
  for (const source of unique) {
    const response = await fetch(new URL(source, baseUrl), { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return {
    path,
    files: unique.length,
    gzipKb: Math.round(bytes / 100) / 10,
    budgetKb: WEB_BUDGETS.initialJsGzipKb,
  };
}

function readNumeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
}

/** One Lighthouse run with its default (mobile) settings. */
async function scorePage(port: number, baseUrl: string, path: string) {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const score: TLighthouseScore = {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(readNumeric(lhr.audits, 'first-contentful-paint')),
    largestContentfulPaintMs: Math.round(readNumeric(lhr.audits, 'largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(readNumeric(lhr.audits, 'total-blocking-time')),
    cumulativeLayoutShift: readNumeric(lhr.audits, 'cumulative-layout-shift'),
  };
  return { version: lhr.lighthouseVersion, score };
}

/** Each page LIGHTHOUSE_RUNS times in one headless Chromium; the median run (by performance) per page. */
async function runLighthouse(baseUrl: string): Promise<{ version: string; scores: TLighthouseScore[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const scores: TLighthouseScore[] = [];
    let version = '';
    for (const path of LIGHTHOUSE_PATHS) {
      const runs: TLighthouseScore[] = [];
      for (let run = 0; run < Math.max(1, LIGHTHOUSE_RUNS); run++) {
        const result = await scorePage(chrome.port, baseUrl, path);
        version = result.version;
        runs.push(result.score);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) scores.push(median);
    }
    return { version, scores };
  } finally {
    chrome.kill();
  }
}

/** Measures the web budgets against a server that serves the build from buildWebForBench(). */
export async function measureWeb(baseUrl: string): Promise<TWebResults> {
  const initialJs = await measureInitialJs(baseUrl, LIGHTHOUSE_PATHS[0]);
  const { version, scores } = await runLighthouse(baseUrl);
  return { lighthouseVersion: version, initialJs, lighthouse: scores, budgets: WEB_BUDGETS };
}

/** The budgets a result misses, for the "Over budget" line. */
export function listWebOverBudget(results: TWebResults): string[] {
  const over: string[] = [];
  if (results.initialJs.gzipKb > results.initialJs.budgetKb) {
    over.push(`initial JS of ${results.initialJs.path} (${results.initialJs.gzipKb} kB)`);
  }
  for (const score of results.lighthouse) {
    if (score.performance < WEB_BUDGETS.performance) {
      over.push(`Lighthouse performance of ${score.path} (${score.performance})`);
    }
    if (score.accessibility < WEB_BUDGETS.accessibility) {
      over.push(`Lighthouse accessibility of ${score.path} (${score.accessibility})`);
    }
  }
  return over;
}
