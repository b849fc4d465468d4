import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

const ORGANIZATION = 'Ubuntu Burial Society';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

function historyRow(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: 'Contribution History' })
    .getByRole('row')
    .filter({ hasText: text });
}

test('a member submits a contribution with its slip; the admin sees the slip and confirms', async ({
  browser,
  baseURL,
}) => {
  const reference = `SLIP-${randomBytes(3).toString('hex').toUpperCase()}`;
  // A phone photo of a deposit slip, camera details and all.
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#f3efe0' } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Make: 'E2E phone camera' } })
    .toBuffer();

  const member = await openAs(browser, baseURL, DEMO.nomsa);
  const admin = await openAs(browser, baseURL, DEMO.thandi);

  // Nomsa is told how to pay, with her own reference.
  await member.goto('/dashboard/contributions');
  await expect(member.getByTestId('payment-reference')).toContainText(
    /Pay into the group's account using reference UBS-\d{4}/,
  );

  await member.getByRole('button', { name: 'Submit Contribution' }).click();
  const dialog = member.getByRole('dialog', { name: 'Submit Contribution' });
  await dialog.getByLabel('Amount (R)').fill('350');
  await dialog.getByLabel('Payment Reference').fill(reference);
  await dialog.getByLabel('Proof of payment (optional)').setInputFiles({
    name: 'deposit-slip.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await dialog.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(toastWith(member, 'Contribution submitted')).toBeVisible();
  const memberRow = historyRow(member, reference);
  await expect(memberRow).toContainText('pending');
  await expect(memberRow.getByRole('link', { name: /View slip/ })).toBeVisible();

  // Thandi sees the pending payment with its slip.
  await admin.goto('/dashboard/contributions');
  const pendingRow = historyRow(admin, reference);
  await expect(pendingRow).toContainText('pending');
  const slipLink = pendingRow.getByRole('link', { name: /View slip/ });
  await expect(slipLink).toHaveAttribute('target', '_blank');
  const slipUrl = (await slipLink.getAttribute('href')) ?? '';
  const slip = await admin.request.get(slipUrl);
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('image/webp');
  expect(slip.headers()['cache-control']).toContain('no-store');
  expect((await slip.body()).includes('E2E phone camera')).toBe(false);

  // Confirming shows the slip beside what will be posted.
  await pendingRow.getByRole('button', { name: /^Confirm contribution/ }).click();
  const confirmDialog = admin.getByRole('alertdialog', { name: 'Confirm this contribution?' });
  await expect(confirmDialog).toContainText('Nomsa Zulu');
  const image = confirmDialog.getByRole('img', { name: 'Payment slip' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await confirmDialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toastWith(admin, 'Contribution confirmed')).toBeVisible();
  await expect(pendingRow).toContainText('completed');
  await expect(historyRow(member, reference)).toContainText('completed');
});
