import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getTodayIso } from '../src/shared/calendar';
import { REPORT_TYPE_LABELS, type TReportType } from '../src/shared/contracts/reports';
import { centsToRandString } from '../src/shared/money';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type Locator, type Page, test } from './support/test';

const ORGANIZATION = 'Ubuntu Burial Society';

/** The last full month, as the page offers it by default. */
function getLastMonth(): { startDate: string; endDate: string } {
  const today = getTodayIso();
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

/** 'R 1 234,56' (or '-R 5,00') as cents. */
function readCents(text: string): number {
  const match = /(-?)R\s*([\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = Number(`${match[2]}${match[3]}`.replace(/[\s\u00a0\u202f]/g, ''));
  return match[1] ? -cents : cents;
}

function reportRow(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Recent Reports' }).getByRole('row').filter({ hasText: title });
}

async function generate(page: Page, reportType: TReportType): Promise<Locator> {
  const label = REPORT_TYPE_LABELS[reportType];
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await expect(page.getByRole('heading', { name: `Generate ${label}` })).toBeVisible();
  await page.getByRole('button', { name: 'Last month' }).click();
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(toastWith(page, `${label} requested`)).toBeVisible();
  const range = getLastMonth();
  const row = reportRow(page, `${label}: ${range.startDate} to ${range.endDate}`).first();
  // Built in the background; the list follows it live until it is ready.
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  return row;
}

async function download(page: Page, link: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  expect(path).toBeTruthy();
  return path ?? '';
}

test('an admin generates each report, reads it on screen and gets the same figures in its PDF and CSV', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Recent Reports' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const rows = new Map<TReportType, Locator>();
  for (const reportType of ['financial_summary', 'member_activity', 'loan_portfolio', 'audit'] as const) {
    rows.set(reportType, await generate(page, reportType));
  }

  // The Monthly Financial Report on screen, then its closing balance in the CSV and in the PDF.
  const financial = rows.get('financial_summary') as Locator;
  await financial.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog', { name: 'Monthly Financial Report' });
  const closingFigure = dialog.locator('[data-figure="closing_cash"] dd');
  await expect(closingFigure).toContainText('R');
  const closing = readCents((await closingFigure.textContent()) ?? '');
  await expect(dialog.getByRole('region', { name: 'Chart of money in and out per month' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const csv = readFileSync(await download(page, dialog.getByRole('link', { name: 'Download CSV' })), 'utf8');
  expect(csv).toContain(`Closing cash and bank,${centsToRandString(closing)}`);
  const pdfPath = await download(page, dialog.getByRole('link', { name: 'Download PDF' }));
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('Closing cash and bank');
  expect(readCents(pdfText.slice(pdfText.indexOf('Closing cash and bank')))).toBe(closing);
  await page.keyboard.press('Escape');

  // Every other report downloads as PDF and CSV from the list.
  for (const reportType of ['member_activity', 'loan_portfolio', 'audit'] as const) {
    const row = rows.get(reportType) as Locator;
    const pdf = readFileSync(await download(page, row.getByRole('link', { name: /as PDF$/ })));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const rowsCsv = readFileSync(await download(page, row.getByRole('link', { name: /as CSV$/ })), 'utf8');
    expect(rowsCsv).toContain(`Report,${REPORT_TYPE_LABELS[reportType]}`);
  }
});

test('a plain member is refused the reports and analytics pages, and downloads their own annual statement', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.nomsa);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  for (const path of ['/dashboard/reports', '/dashboard/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  await page.goto('/dashboard/transactions');
  await page.getByRole('tab', { name: 'My Statement' }).click();
  const year = Number(getTodayIso().slice(0, 4)) - 1;
  await page.getByLabel('Statement year').selectOption(String(year));
  const path = await download(page, page.getByRole('link', { name: 'Download annual statement (PDF)' }));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Annual statement ${year}: Nomsa Zulu`);
});
