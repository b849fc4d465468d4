import { getTodayIso } from '../src/shared/calendar';
import { switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';
import { createUniqueUser, createVerifiedUser, type TTestUser } from './support/users';

const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function openAs(
  browser: Browser,
  origin: string,
  user: TTestUser,
  organization: string,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/dashboard');
  await switchOrganization(page, organization);
  return page;
}

test('a grocery stokvel records its bulk purchase with the receipt, and a member sees it and opens the receipt', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const treasurer = { ...createUniqueUser(), fullName: 'Zanele Treasurer' };
  const member = { ...createUniqueUser(), fullName: 'Nomvula Member' };
  const { api: treasurerApi } = await createVerifiedUser(playwright, origin, treasurer);
  const { api: memberApi, userId: memberId } = await createVerifiedUser(playwright, origin, member);

  // The treasurer's grocery stokvel; the member joins and pays R3,000.
  const name = `Grocery Stokvel ${Date.now().toString(36)}`;
  const created = await treasurerApi.post('/api/v1/organizations', {
    data: { name, organizationType: 'stokvel' },
  });
  expect(created.ok()).toBe(true);
  const { id: orgId } = (await created.json()) as { id: string };
  expect((await memberApi.post(`/api/v1/organizations/${orgId}/join-requests`, { data: {} })).ok()).toBe(
    true,
  );
  const requests = (await (await treasurerApi.get(`/api/v1/orgs/${orgId}/join-requests`)).json()) as {
    requests: { id: string }[];
  };
  expect(
    (await treasurerApi.post(`/api/v1/orgs/${orgId}/join-requests/${requests.requests[0]?.id}/approve`)).ok(),
  ).toBe(true);
  const paid = await treasurerApi.post(`/api/v1/orgs/${orgId}/contributions`, {
    headers: { 'Idempotency-Key': `grocery-${memberId}` },
    data: { userId: memberId, contributionDate: getTodayIso(), amountCents: 300_000, paymentMethod: 'cash' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const zanele = await openAs(browser, origin, treasurer, name);
  await zanele.goto('/dashboard/organization/share-out');
  await expect(zanele.getByRole('heading', { name: 'Bulk purchases' })).toBeVisible();
  await expect(zanele.getByText('No bulk purchases recorded yet.')).toBeVisible();
  await zanele.getByRole('button', { name: 'Record bulk purchase' }).click();
  const dialog = zanele.getByRole('dialog', { name: 'Record bulk purchase' });
  await dialog.getByLabel('Supplier').fill('Makro Crown Mines');
  await dialog.getByLabel('Description').fill('Year-end hampers');
  await dialog.getByLabel('Amount (R)').fill('2400');
  // Without the receipt, nothing is sent.
  await dialog.getByRole('button', { name: 'Record purchase' }).click();
  await expect(toastWith(zanele, 'Choose the receipt file')).toBeVisible();
  await dialog
    .getByLabel('Receipt')
    .setInputFiles({ name: 'makro-invoice.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await dialog.getByRole('button', { name: 'Record purchase' }).click();
  await expect(toastWith(zanele, 'Bulk purchase recorded')).toBeVisible();
  const list = zanele.getByTestId('grocery-purchases');
  await expect(list.getByRole('row').filter({ hasText: 'Makro Crown Mines' })).toHaveCount(1);
  await expect(zanele.getByTestId('grocery-purchases-total')).toHaveText(
    'R 2 400,00'.replaceAll(' ', '\u00a0'),
  );

  const nomvula = await openAs(browser, origin, member, name);
  await nomvula.goto('/dashboard/organization/share-out');
  const seen = nomvula
    .getByTestId('grocery-purchases')
    .getByRole('row')
    .filter({ hasText: 'Makro Crown Mines' });
  await expect(seen).toContainText('Year-end hampers');
  await expect(nomvula.getByRole('button', { name: 'Record bulk purchase' })).toHaveCount(0);
  const receiptLink = seen.getByRole('link', { name: /Receipt/ });
  const href = await receiptLink.getAttribute('href');
  const receipt = await nomvula.request.get(href ?? '');
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await receipt.body()).equals(RECEIPT_PDF)).toBe(true);
  await expectNoSeriousA11yViolations(nomvula);

  await zanele.context().close();
  await nomvula.context().close();
  await treasurerApi.dispose();
  await memberApi.dispose();
});
