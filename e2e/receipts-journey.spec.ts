import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extractPdfText } from '../src/server/testing/pdf-text';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readMessages } from './support/mail';
import { expect, type Page, test } from './support/test';

const ORGANIZATION = 'Ubuntu Burial Society';

function receiptRows(page: Page) {
  return page.getByRole('list', { name: 'Receipt History' }).getByRole('listitem');
}

async function readCount(page: Page, label: string): Promise<number> {
  const group = page.getByRole('group', { name: label });
  await expect(group).toContainText(/\d/);
  return Number(((await group.textContent()) ?? '').replace(/\D/g, ''));
}

test('an admin issues a receipt, downloads the PDF, e-mails it, loads more, and anyone can check it', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const description = `Funeral cover top-up ${suffix}`;
  const recipient = `receipts.${suffix}@example.test`;

  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.goto('/dashboard/receipts');
  await expect(page.getByText(`Receipts issued by ${ORGANIZATION}`)).toBeVisible();
  await expect(receiptRows(page)).toHaveCount(10);
  const totalBefore = await readCount(page, 'Total Receipts');
  await expectNoSeriousA11yViolations(page);

  // New Receipt: the spec's message first, then the money is recorded and the receipt approved.
  await page.getByRole('button', { name: 'New Receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Receipt' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(toastWith(page, 'Amount is required')).toBeVisible();
  await dialog.getByLabel('Member').selectOption({ label: 'Nomsa Zulu' });
  await dialog.getByLabel('Category').selectOption('contribution');
  await dialog.getByLabel('Amount (R)').fill('1234.56');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(toastWith(page, 'Receipt created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => readCount(page, 'Total Receipts')).toBe(totalBefore + 1);

  // Search finds it by its description; it is approved.
  await page.getByLabel('Search receipts').fill(suffix);
  await expect(receiptRows(page)).toHaveCount(1);
  const row = receiptRows(page).first();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('R 1 234,56');

  // Download: a real PDF whose text holds the amount and the verify link of its QR code.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download receipt/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^RCP-\d{13}-[0-9A-Z]{6}\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = extractPdfText(pdf);
  expect(text).toContain('R 1 234,56');
  expect(text).toContain(description);
  await expect(toastWith(page, /Receipt RCP-.* downloaded/)).toBeVisible();
  const verifyUrl = /https?:\/\/\S+\/verify\/RCP-\S+\?code=[A-Z2-9]+/.exec(text)?.[0];
  expect(verifyUrl).toBeTruthy();

  // E-mail: defaults to the member's address, Send is disabled while empty, the message reaches the catcher.
  await row.getByRole('button', { name: /^Email receipt/ }).click();
  const email = page.getByRole('dialog', { name: 'Email Receipt' });
  await expect(email.getByLabel('Recipient Email')).toHaveValue('nomsa@masakhane.demo');
  await email.getByLabel('Recipient Email').fill('');
  await expect(email.getByRole('button', { name: 'Send' })).toBeDisabled();
  await email.getByLabel('Recipient Email').fill(recipient);
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, `Receipt emailed to ${recipient}`)).toBeVisible();
  await expect
    .poll(async () => (await readMessages(recipient)).at(-1)?.subject ?? '', { timeout: 15_000 })
    .toMatch(/^Receipt RCP-\d{13}-[0-9A-Z]{6} from Ubuntu Burial Society$/);
  expect((await readMessages(recipient)).at(-1)?.text).toContain('The receipt is attached as a PDF.');

  // Load More appends 15 to the first 10.
  await page.getByLabel('Search receipts').fill('');
  await expect(receiptRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(receiptRows(page)).toHaveCount(25);

  // This month's receipts as one ZIP of PDFs.
  await page.getByRole('button', { name: 'Download ZIP' }).click();
  const batch = page.getByRole('dialog', { name: 'Download Receipts' });
  const zipping = page.waitForEvent('download');
  await batch.getByRole('button', { name: 'Download ZIP' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toMatch(/^receipts-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.zip$/);
  expect((await readFile((await zip.path()) ?? '')).subarray(0, 2).toString()).toBe('PK');
  await expect(toastWith(page, /\d+ receipts downloaded/)).toBeVisible();

  // Anyone with the QR code's link sees the organization, amount, date and status, and nothing personal.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(verifyUrl ?? '');
  await expect(stranger.getByText('This receipt is genuine')).toBeVisible();
  const check = stranger.getByRole('region', { name: 'Receipt check' });
  await expect(check).toContainText(ORGANIZATION);
  await expect(check).toContainText('R 1 234,56');
  await expect(check).toContainText('Approved');
  await expect(check).not.toContainText('Nomsa');
  await expectNoSeriousA11yViolations(stranger);
  await stranger.goto((verifyUrl ?? '').replace(/code=\w+/, 'code=WRONGCODE234'));
  await expect(stranger.getByText('No receipt matches this number and code')).toBeVisible();
  await strangerContext.close();
});
