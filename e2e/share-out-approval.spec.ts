import { formatLongDate } from '../src/shared/book-months';
import { getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Vuka Investment Club: Lerato and Kagiso are its two admins, Ayanda a member. */
const ORGANIZATION = 'Vuka Investment Club';
const AYANDA = 'ayanda@masakhane.demo';

async function openShareOut(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.goto('/dashboard/organization/share-out');
  await expect(page.getByRole('heading', { name: 'Share-out', exact: true })).toBeVisible();
  return page;
}

/** Last month, first to last day, in the app's own calendar: a short cycle keeps the club's other money. */
function lastMonth(): { startsOn: string; endsOn: string } {
  const [year, month] = getTodayIso().split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1, 0));
  const endsOn = end.toISOString().slice(0, 10);
  return { startsOn: `${endsOn.slice(0, 8)}01`, endsOn };
}

test('a share-out proposed by one admin is approved and posted by the other; a member sees it and downloads their statement', async ({
  browser,
  baseURL,
}) => {
  const cycle = lastMonth();
  const lerato = await openShareOut(browser, baseURL, DEMO.lerato);
  await expect(lerato.getByTestId('share-out-signers')).toContainText(
    'A second admin approves every share-out before it is paid out',
  );
  await lerato.getByLabel('Cycle start').fill(cycle.startsOn);
  await lerato.getByLabel('Cycle end').fill(cycle.endsOn);
  await lerato.getByRole('button', { name: 'Propose share-out' }).click();
  await expect(toastWith(lerato, 'Share-out proposed: every member can now review it')).toBeVisible();
  await expect(lerato.getByTestId('share-out-status')).toHaveText('Proposed');

  // Ayanda reviews the proposal; the page refreshes by itself as the admins act.
  const ayanda = await openShareOut(browser, baseURL, AYANDA);
  await expect(ayanda.getByTestId('share-out-status')).toHaveText('Proposed');
  await expect(ayanda.getByText('Proposed by Lerato')).toBeVisible();

  await lerato.getByRole('button', { name: /Ask a second admin to approve/ }).click();
  await expect(toastWith(lerato, "Waiting for a second admin's approval")).toBeVisible();
  await expect(lerato.getByTestId('share-out-status')).toHaveText('Waiting for approval');
  await expect(lerato.getByRole('button', { name: 'Approve and post' })).toHaveCount(0);
  await expect(ayanda.getByTestId('share-out-status')).toHaveText('Waiting for approval');
  await expect(ayanda.getByTestId('share-out-next-step')).toHaveText(
    'Waiting for a second admin’s approval before it is paid out.',
  );

  const kagiso = await openShareOut(browser, baseURL, DEMO.kagiso);
  await expect(kagiso.getByTestId('share-out-status')).toHaveText('Waiting for approval');
  await expectNoSeriousA11yViolations(kagiso);
  await kagiso.getByRole('button', { name: 'Approve and post' }).click();
  await expect(toastWith(kagiso, 'Share-out approved and posted as payouts')).toBeVisible();
  const posted = `Posted ${formatLongDate(getTodayIso())}`;
  await expect(kagiso.getByTestId('share-out-status')).toHaveText(posted);

  // Live: Ayanda's and Lerato's pages show it posted without a reload.
  await expect(ayanda.getByTestId('share-out-status')).toHaveText(posted);
  await expect(lerato.getByTestId('share-out-status')).toHaveText(posted);

  // Ayanda downloads her own statement; there is no link to anyone else's.
  const row = ayanda
    .getByRole('region', { name: 'Share-out by member' })
    .getByRole('row')
    .filter({ hasText: 'Ayanda' });
  await expect(ayanda.getByRole('link', { name: /Statement/ })).toHaveCount(1);
  const [download] = await Promise.all([
    ayanda.waitForEvent('download'),
    row.getByRole('link', { name: /Statement/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`share-out-${cycle.startsOn}-to-${cycle.endsOn}.pdf`);
  await expectNoSeriousA11yViolations(ayanda);
  for (const page of [lerato, ayanda, kagiso]) await page.context().close();
});
