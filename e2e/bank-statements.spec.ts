import { randomBytes, randomInt } from 'node:crypto';
import { getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

// Sipho runs Kasi Savings Stokvel; Bongani is a member of it.
const ORGANIZATION = 'Kasi Savings Stokvel';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

test('an admin imports the bank statement, confirms the match, and the member sees the payment confirmed', async ({
  browser,
  baseURL,
}) => {
  const reference = `BNK-${randomBytes(3).toString('hex').toUpperCase()}`;
  const rand = randomInt(100, 999);
  const cents = randomInt(10, 99);
  const member = await openAs(browser, baseURL, DEMO.bongani);
  const admin = await openAs(browser, baseURL, DEMO.sipho);

  // Bongani reports his EFT: it waits as pending.
  await member.goto('/dashboard/contributions');
  await member.getByRole('button', { name: 'Submit Contribution' }).click();
  const submitDialog = member.getByRole('dialog', { name: 'Submit Contribution' });
  await submitDialog.getByLabel('Amount (R)').fill(`${rand},${cents}`);
  await submitDialog.getByLabel('Payment Reference').fill(reference);
  await submitDialog.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(toastWith(member, 'Contribution submitted')).toBeVisible();
  const historyRow = member.getByRole('region', { name: 'Contribution History' }).getByRole('row').filter({
    hasText: reference,
  });
  await expect(historyRow).toContainText('pending');

  // Sipho imports the FNB export of the group's account, where the deposit names Bongani.
  const statement = [
    '2,Account Number,62000000001,Kasi Savings Stokvel',
    '3,Date,Amount,Balance,Description',
    `5,${getTodayIso().replaceAll('-', '/')},${rand}.${cents},,"FNB APP PAYMENT FROM BONGANI MTHEMBU ${reference}"`,
  ].join('\n');
  await admin.goto('/dashboard/organization/bank');
  await expect(admin.getByRole('heading', { name: 'Bank', exact: true })).toBeVisible();
  await admin.getByLabel('Statement file').setInputFiles({
    name: 'fnb-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toastWith(admin, 'FNB statement imported: 1 new lines')).toBeVisible();

  // The deposit is proposed as Bongani's payment; Sipho selects it and confirms.
  const line = admin.getByTestId('bank-line').filter({ hasText: reference });
  await expect(line).toContainText('Proposed match');
  // The reconciliation counts the lines it pages through: the new line is on the statement, not in the book.
  await expect(admin.getByText(/^1 on the statement, not in the book · /)).toBeVisible();
  await expect(line).toContainText('Contribution from Bongani Mthembu');
  await expectNoSeriousA11yViolations(admin);
  await line.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Confirm selected (1)' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirm payments' }).click();
  await expect(toastWith(admin, '1 payments confirmed')).toBeVisible();
  await expect(line).toHaveCount(0);

  // Bongani's open page shows it confirmed without a reload.
  await expect(historyRow).toContainText('completed');

  // Importing the same statement again adds nothing.
  await admin.getByLabel('Statement file').setInputFiles({
    name: 'fnb-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement),
  });
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toastWith(admin, 'FNB statement imported: 0 new lines, 1 already imported')).toBeVisible();
});

test('a statement of more lines than one import takes is refused with the count, and nothing is imported', async ({
  browser,
  baseURL,
}) => {
  const admin = await openAs(browser, baseURL, DEMO.sipho);
  const rows = Array.from(
    { length: 20_001 },
    (_, i) => `2026/10/${String(1 + (i % 28)).padStart(2, '0')},${(1 + i / 100).toFixed(2)},,DEPOSIT ${i}`,
  );
  await admin.goto('/dashboard/organization/bank');
  await admin.getByLabel('Statement file').setInputFiles({
    name: 'whole-history.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Date,Amount,Balance,Description', ...rows].join('\n')),
  });
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    toastWith(admin, /This statement has 20\s001 lines and one import takes at most 20\s000/),
  ).toBeVisible();
  await expect(admin.getByText('whole-history.csv')).toHaveCount(0);
});
