import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

/** Kasi Savings Stokvel: Sipho is its admin, Thandi a member; the seed holds months of contributions. */
const ORGANIZATION = 'Kasi Savings Stokvel';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

/** The table of the share-out, one row a member (the page lists cards instead below 768 px). */
function shareOutTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Share-out by member' });
}

/**
 * The last day of the month before the demo stokvel's rotation began (three months ago), as YYYY-MM-DD: the
 * rounds since then paid the members' savings out already, so a share-out over them would pay out more than
 * the group holds, and is refused.
 */
function endBeforeRotation(): string {
  const now = new Date();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 0));
  return end.toISOString().slice(0, 10);
}

test('year-end share-out: the admin proposes it and a member reviews the table, read-only', async ({
  browser,
  baseURL,
}) => {
  const sipho = await openAs(browser, baseURL, DEMO.sipho);
  await sipho.goto('/dashboard/organization/share-out');
  await expect(sipho.getByRole('heading', { name: 'Share-out', exact: true })).toBeVisible();
  await sipho.getByLabel('Cycle start').fill('2020-01-01');
  await sipho.getByLabel('Cycle end').fill(endBeforeRotation());
  await sipho.getByRole('button', { name: 'Propose share-out' }).click();
  await expect(toastWith(sipho, 'Share-out proposed: every member can now review it')).toBeVisible();
  const table = shareOutTable(sipho);
  await expect(table.getByRole('row').filter({ hasText: 'Thandi' })).toHaveCount(1);
  await expect(sipho.getByTestId('share-out-status')).toHaveText('Proposed');
  await expect(sipho.getByRole('button', { name: /Post share-out/ })).toBeVisible();
  const netTotal = await table.getByTestId('share-out-net-total').textContent();

  const thandi = await openAs(browser, baseURL, DEMO.thandi);
  await thandi.goto('/dashboard/organization/share-out');
  await expect(thandi.getByTestId('share-out-status')).toHaveText('Proposed');
  await expect(shareOutTable(thandi).getByTestId('share-out-net-total')).toHaveText(netTotal ?? '');
  await expect(shareOutTable(thandi).getByRole('row').filter({ hasText: 'Sipho' })).toHaveCount(1);
  await expect(thandi.getByRole('button', { name: 'Propose share-out' })).toHaveCount(0);
  await expect(thandi.getByRole('button', { name: /Post share-out/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(thandi);
  await sipho.context().close();
  await thandi.context().close();
});
