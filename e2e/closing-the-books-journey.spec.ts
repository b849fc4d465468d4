import { formatMonthName } from '../src/shared/book-months';
import { getMonthStart, getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

// An organization no other journey posts into, so closing its last month changes nothing elsewhere.
const ORGANIZATION = 'Vuka Investment Club';

/** The last day of last month ('YYYY-MM-DD'). */
function lastMonthEnd(): string {
  const date = new Date(`${getMonthStart(getTodayIso())}T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

test('an admin closes last month on a phone and a backdated entry into it is refused', async ({
  page,
  baseURL,
}) => {
  const closedDay = lastMonthEnd();
  const month = formatMonthName(closedDay);

  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  // The switcher sits in the sidebar; the rest happens on a phone.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard/transactions');
  await page.getByRole('tab', { name: 'Master Book' }).click();

  const card = page.getByRole('region', { name: 'Closed months' });
  await expect(card).toContainText('No month is closed yet');
  await card.getByLabel('Close through').selectOption({ label: month });
  await card.getByRole('button', { name: 'Close the books' }).click();
  const confirm = page.getByRole('dialog', { name: /^Close the books for/ });
  await expect(confirm).toContainText('Closed months cannot be reopened');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Close the books' }).click();
  await expect(toastWith(page, `The books are closed through ${month}`)).toBeVisible();
  await expect(card).toContainText(`The books are closed through ${month}`);
  await expect(card).toContainText(`Closed through ${month} by Lerato Khumalo`);
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(hasHorizontalScroll).toBe(false);

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Type').selectOption({ value: 'other_income' });
  await dialog.getByLabel('Description').fill('Interest the bank forgot');
  await dialog.getByLabel('Amount (R)').fill('100,00');
  await dialog.getByLabel('Date').fill(closedDay);
  await dialog.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(toastWith(page, `${month} is closed: date this correction in an open month`)).toBeVisible();
});
