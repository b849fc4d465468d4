import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Ports and build folder can be moved so that two runs on one machine do not collide.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const MAIL_HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2580);
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** A fresh embedded database for every run (two shards started at once get one each). */
const DATA_DIR = join(tmpdir(), `masakhane-e2e-${Date.now()}-${process.pid}`);
/** Where failures' traces and the HTML report go: one folder each per shard when shards run side by side. */
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const REPORT_DIR = process.env.E2E_REPORT_DIR ?? 'playwright-report';

export default defineConfig({
  testDir: 'e2e',
  outputDir: OUTPUT_DIR,
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: REPORT_DIR }]] : 'list',
  // Limits that catch a hang, not a busy machine: CI shares two cores with two shards at once.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    // A trace records a screencast of every test to keep the failures' (a fifth of the browser's CPU, ADR 58).
    // `npm test` turns it off (E2E_TRACE=off): CI keeps only its log, and a failing spec run alone keeps one.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium; never `playwright install` (no network for browser downloads here).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${DIST_DIR}/server/main.js`,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(APP_PORT),
        DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        BASE_URL,
        RATE_LIMIT: 'off',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
