import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getTodayIso } from '../src/shared/calendar';
import { centsToRandString } from '../src/shared/money';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, type Locator, type Page, test } from './support/test';

/** Ubuntu Burial Society: Thandi is its admin (Mandla and Ayanda are on her policy); Nomsa is a member. */
const ORGANIZATION = 'Ubuntu Burial Society';

/** 'R 1 234,56' as cents. */
function readCents(text: string): number {
  const match = /R\s*([\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(`${match[1]}${match[2]}`.replace(/[\s\u00a0\u202f]/g, ''));
}

async function download(page: Page, link: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  expect(path).toBeTruthy();
  return path ?? '';
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

test('a member downloads their cover certificate listing the people on their policy', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.goto('/dashboard/cover');
  const people = page.getByRole('list', { name: 'People on your policy' });
  await expect(people.getByTestId('covered-person').first()).toBeVisible();
  const names = await people.locator('[data-testid="covered-person"] p.font-semibold').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(3);

  const path = await download(page, page.getByRole('link', { name: 'Download cover certificate' }));
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(path);
  expect(text).toContain('Cover certificate');
  expect(text).toContain('Family Cover');
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain('a wait of N months from a date ends on the same day N months later');
});

test('the admin sees the reserve and gets the same cover register on screen and in the CSV', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);

  // The reserve on the organization's home and on the register, its state in words.
  const homeReserve = page.getByTestId('reserve-card');
  await expect(homeReserve).toBeVisible();
  await expect(homeReserve.getByTestId('reserve-state')).toHaveText(
    /^(Warning: Cash is below the cost of \d+ funerals\.|Cash pays for \d+ funerals\.)$/,
  );
  const cash = readCents((await homeReserve.getByRole('definition').first().textContent()) ?? '');
  await page.goto('/dashboard/organization/cover-register');
  const reserve = page.getByTestId('reserve-card');
  await expect(reserve).toBeVisible();
  expect(readCents((await reserve.getByRole('definition').first().textContent()) ?? '')).toBe(cash);
  const certificate = page.getByRole('link', { name: 'Download the cover certificate of Nomsa Zulu' });
  const certificateText = pdfText(await download(page, certificate));
  expect(certificateText).toContain('Nomsa Zulu');
  await expectNoSeriousA11yViolations(page);

  // The Cover Register report as on today.
  await page.goto('/dashboard/reports');
  await page.getByRole('button', { name: /^Cover Register/ }).click();
  await expect(page.getByRole('heading', { name: 'Generate Cover Register' })).toBeVisible();
  const today = getTodayIso();
  await page.locator('#report-start').fill(`${today.slice(0, 7)}-01`);
  await page.locator('#report-end').fill(today);
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(toastWith(page, 'Cover Register requested')).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Recent Reports' })
    .getByRole('row')
    .filter({ hasText: `Cover Register: ${today.slice(0, 7)}-01 to ${today}` })
    .first();
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  await row.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover Register' });
  const mandla = dialog.getByRole('row').filter({ hasText: 'Mandla Mokoena' });
  await expect(mandla).toContainText('Thandi Mokoena');
  await expect(mandla).toContainText('Spouse');
  const cover = readCents((await mandla.textContent()) ?? '');
  await expectNoSeriousA11yViolations(page);

  const csv = readFileSync(await download(page, dialog.getByRole('link', { name: 'Download CSV' })), 'utf8');
  expect(csv).toContain(`Mandla Mokoena,Thandi Mokoena,Spouse,Family Cover v1,${centsToRandString(cover)},`);
  const pdf = pdfText(await download(page, dialog.getByRole('link', { name: 'Download PDF' })));
  expect(pdf).toContain('Mandla Mokoena');
});
