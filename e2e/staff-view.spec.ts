import { DEMO, organizationSwitcher, signInAs } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

const SOCIETY = 'Ubuntu Burial Society';
/** Buttons that record, confirm, decide or send: by their accessible names' first words. */
const MONEY_ACTIONS =
  /^(Record|Submit|Confirm|Mark|Reverse|Request Loan|Edit terms|Approve|Reject|Disburse|Write off|New Transaction|New Receipt|Email)\b/;

async function openAsSiteAdmin(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, baseURL, DEMO.siteAdmin);
  return page;
}

/** Organization Management's row action (a menu on the row, or on the card on a phone). */
async function openFromOrganizationManagement(page: Page, name: string) {
  await page.goto('/dashboard/admin/organizations');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Open Organization' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function readOnlyBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: `You are viewing ${SOCIETY} as platform staff.` });
}

test.describe('platform staff view an organization they are not a member of', () => {
  test('opened from Organization Management: its records, read-only, under a banner', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAsSiteAdmin(browser, baseURL, 1280);
    await page.goto('/dashboard/contributions');
    await expect(page.getByText('Choose an organization to view')).toBeVisible();

    await openFromOrganizationManagement(page, SOCIETY);
    await expect(readOnlyBanner(page)).toContainText('This view is read-only');

    await page.goto('/dashboard/contributions');
    await expect(page.getByText(`Contributions received by ${SOCIETY}`)).toBeVisible();
    const history = page.getByRole('region', { name: 'Contribution History' });
    await expect(history).toContainText('Bongani Mthembu');
    await expect(readOnlyBanner(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: MONEY_ACTIONS })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    for (const path of ['/dashboard/loans', '/dashboard/transactions', '/dashboard/receipts']) {
      await page.goto(path);
      await expect(readOnlyBanner(page)).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: MONEY_ACTIONS })).toHaveCount(0);
    }

    // The server is the protection: a write sent anyway is refused and says why.
    const organizationId = await page.evaluate(() => localStorage.getItem('selectedOrganizationId'));
    const refused = await page.request.post(`/api/v1/orgs/${organizationId}/transactions`, {
      data: { kind: 'fee', description: 'Bank charges', amountCents: 100, transactionDate: '2026-01-05' },
      headers: { origin: new URL(baseURL ?? '').origin, 'idempotency-key': `staff-view-${Date.now()}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Platform staff can view this organization but not change it' },
    });

    // The switcher names the organization as a staff view and leads back to any other.
    await organizationSwitcher(page).click();
    await expect(
      page.getByRole('menuitem', { name: /^Ubuntu Burial Society\s*Viewing as staff/ }),
    ).toBeVisible();
    await page.getByRole('menuitem', { name: 'Open Any Organization' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/organizations$/);
  });

  test('on a 375 px phone: the banner and the records, with no money action', async ({
    browser,
    baseURL,
  }) => {
    const page = await openAsSiteAdmin(browser, baseURL, 375);
    await openFromOrganizationManagement(page, SOCIETY);
    await page.goto('/dashboard/contributions');
    await expect(readOnlyBanner(page)).toBeVisible();
    await expect(page.getByText(`Contributions received by ${SOCIETY}`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Bongani Mthembu');
    await expect(page.getByRole('main').getByRole('button', { name: MONEY_ACTIONS })).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
