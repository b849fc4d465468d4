import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getTodayIso } from '../src/shared/calendar';
import { shiftIsoDate } from '../src/shared/group-rules/periods';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

const ORGANIZATION = 'Ubuntu Burial Society';
const MEMBER_NAME = 'Nomsa Zulu';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

/** Marks the document so a later check can tell that the page was never reloaded. */
async function markNoReload(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));
}

async function expectNotReloaded(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-no-reload', 'yes');
}

function historyRow(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: 'Contribution History' })
    .getByRole('row')
    .filter({ hasText: text });
}

/** The CSV as rows of cells (quoted cells, commas and a byte-order mark handled). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (isQuoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('an admin records, a member sees it live and submits, the admin confirms, the export matches', async ({
  browser,
  baseURL,
}) => {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const recordedReference = `BANK-${suffix}`;
  const submittedReference = `EFT-${suffix}`;

  const admin = await openAs(browser, baseURL, DEMO.thandi);
  const member = await openAs(browser, baseURL, DEMO.nomsa);
  const memberDashboard = await member.context().newPage();

  await member.goto('/dashboard/contributions');
  await expect(member.getByText('Your contributions to Ubuntu Burial Society')).toBeVisible();
  await expect(member.getByText('Privacy notice:')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Record Contribution' })).toHaveCount(0);
  await markNoReload(member);
  await memberDashboard.goto('/dashboard');
  await expect(memberDashboard.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await markNoReload(memberDashboard);

  // The admin records a contribution for Nomsa.
  await admin.goto('/dashboard/contributions');
  await expect(admin.getByText('Contributions received by Ubuntu Burial Society')).toBeVisible();
  await admin.getByRole('button', { name: 'Record Contribution' }).click();
  const recordDialog = admin.getByRole('dialog', { name: 'Record Contribution' });
  await recordDialog.getByLabel('Member').selectOption({ label: MEMBER_NAME });
  await recordDialog.getByLabel('Amount (R)').fill('R 9,999');
  await recordDialog.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toastWith(admin, 'Amount can have at most two decimals (cents)')).toBeVisible();
  await recordDialog.getByLabel('Amount (R)').fill('1 234,56');
  await recordDialog.getByLabel('Date').fill(shiftIsoDate(getTodayIso(), 1));
  await recordDialog.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toastWith(admin, 'Date cannot be in the future')).toBeVisible();
  await recordDialog.getByLabel('Date').fill(getTodayIso());
  await recordDialog.getByLabel('Payment Method').selectOption({ label: 'EFT' });
  await recordDialog.getByLabel('Reference').fill(recordedReference);
  await recordDialog.getByLabel('Notes').fill('Paid at the branch');
  await recordDialog.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toastWith(admin, 'Contribution recorded')).toBeVisible();
  await expect(recordDialog).toBeHidden();
  await expect(historyRow(admin, recordedReference)).toContainText('Completed', { ignoreCase: true });

  // Nomsa sees it on her contributions page and her dashboard without reloading.
  const memberRow = historyRow(member, recordedReference);
  await expect(memberRow).toBeVisible();
  await expect(memberRow).toContainText(/R\s1\s234,56/);
  await expect(memberRow).toContainText('completed');
  await expectNotReloaded(member);
  const recent = memberDashboard.getByRole('list', { name: 'Recent Transactions' });
  await expect(
    recent
      .getByRole('listitem')
      .filter({ hasText: `Contribution from ${MEMBER_NAME} for` })
      .filter({ hasText: `(ref ${recordedReference})` }),
  ).toContainText(/R\s1\s234,56/);
  await expectNotReloaded(memberDashboard);

  // Nomsa submits her own payment: pending until the admin confirms it.
  await member.getByRole('button', { name: 'Submit Contribution' }).click();
  const submitDialog = member.getByRole('dialog', { name: 'Submit Contribution' });
  await submitDialog.getByLabel('Amount (R)').fill('150');
  await submitDialog.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(toastWith(member, 'Payment reference is required')).toBeVisible();
  await submitDialog.getByLabel('Payment Reference').fill(submittedReference);
  await submitDialog.getByRole('button', { name: 'Submit Contribution' }).click();
  await expect(toastWith(member, 'Contribution submitted')).toBeVisible();
  await expect(historyRow(member, submittedReference)).toContainText('pending');

  // The admin sees it arrive live and confirms it; Nomsa sees it completed.
  const pendingRow = historyRow(admin, submittedReference);
  await expect(pendingRow).toContainText('pending');
  await pendingRow.getByRole('button', { name: /^Confirm contribution/ }).click();
  // It asks first, showing what will be posted.
  const confirmDialog = admin.getByRole('alertdialog', { name: 'Confirm this contribution?' });
  await expect(confirmDialog).toContainText('Nomsa Zulu');
  await confirmDialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toastWith(admin, 'Contribution confirmed')).toBeVisible();
  await expect(pendingRow).toContainText('completed');
  await expect(historyRow(member, submittedReference)).toContainText('completed');
  await expectNotReloaded(member);
  await expect(
    recent
      .getByRole('listitem')
      .filter({ hasText: `Contribution from ${MEMBER_NAME} for` })
      .filter({ hasText: `(ref ${submittedReference})` }),
  ).toContainText(/R\s150,00/);

  // Export of what the filter shows: the CSV rows are the rows on screen.
  await admin.getByLabel('Member', { exact: true }).selectOption({ label: MEMBER_NAME });
  await admin.getByLabel('Status').selectOption('completed');
  const today = getTodayIso();
  await admin.getByLabel('From').fill(today);
  await expect(historyRow(admin, recordedReference)).toBeVisible();
  const downloadPromise = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^contributions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(csv[0]).toEqual([
    'Date',
    'Member',
    'Amount (ZAR)',
    'Amount',
    'Payment Method',
    'Reference',
    'Status',
    'Notes',
  ]);
  const csvRows = csv.slice(1);
  // The table (Member, Date, Amount, Payment Method, Reference, Status, Notes, Actions) shows the same rows.
  const expectedScreen = csvRows.map((cells) => [
    cells[1],
    cells[0]?.replaceAll('-', '/'),
    cells[2],
    cells[4]?.toLowerCase(),
    cells[5] || '—',
    cells[6]?.toLowerCase(),
    cells[7] || '—',
  ]);
  const readScreenRows = () =>
    admin
      .getByRole('region', { name: 'Contribution History' })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
          return [...cells.slice(0, 3), cells[3]?.toLowerCase(), cells[4], cells[5]?.toLowerCase(), cells[6]];
        }),
      );
  await expect.poll(readScreenRows).toEqual(expectedScreen);
  expect(csvRows.map((cells) => cells[5])).toEqual(
    expect.arrayContaining([recordedReference, submittedReference]),
  );

  await expectNoSeriousA11yViolations(admin);
  await admin.context().close();
  await member.context().close();
});

test('an admin records a fee on the transactions page and reads the master book', async ({
  page,
  baseURL,
}) => {
  const description = `Bank charges ${randomBytes(3).toString('hex')}`;
  await signInAs(page, baseURL, DEMO.thandi);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await expect(page.getByText('Total Balance')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/dashboard/transactions');
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Type').selectOption({ label: 'Bank or service fee' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Amount (R)').fill('45,50');
  await dialog.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(toastWith(page, 'Transaction recorded')).toBeVisible();

  const row = page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: description });
  await expect(row).toContainText(/-R\s45,50/);
  await expect(row.getByText(/-R\s45,50/)).toHaveClass(/text-red-600/);

  await page.getByLabel('Search').fill('no such transaction anywhere');
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await page.getByLabel('Search').fill(description);
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A mistake is corrected by a reversing entry dated today: both rows stay, the first marked reversed.
  await row.getByRole('button', { name: `Reverse ${description}` }).click();
  const reverseDialog = page.getByRole('dialog', { name: 'Reverse transaction?' });
  await expect(reverseDialog).toContainText('R 45,50');
  await reverseDialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(toastWith(page, 'Reason must be at least 3 characters')).toBeVisible();
  await reverseDialog.getByLabel('Reason').fill('The bank charged it twice');
  await reverseDialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(toastWith(page, 'Transaction reversed')).toBeVisible();
  await expect(reverseDialog).toBeHidden();
  const reversal = row.filter({ hasText: 'Reversal of' });
  const original = row.filter({ hasNotText: 'Reversal of' });
  await expect(reversal).toContainText('The bank charged it twice');
  await expect(reversal).toContainText(/R\s45,50/);
  await expect(reversal.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expect(original).toContainText('Reversed');
  await expect(original.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Master Book' }).click();
  const journal = page.getByRole('region', { name: 'Journal' });
  // The fee and its reversal, both in the master book.
  await expect(journal.getByRole('row').filter({ hasText: description })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Trial Balance' }).click();
  await expect(page.getByText('Balanced', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Member Statement' }).click();
  await page.getByLabel('Member', { exact: true }).selectOption({ label: MEMBER_NAME });
  const statement = page.getByRole('region', { name: 'Member Statement' });
  await expect(statement.getByText('Opening balance')).toBeVisible();
  await expect(statement.getByText('Closing balance')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await downloadPromise).path(), 'utf8');
  expect(csv).toContain('Closing');
  await expectNoSeriousA11yViolations(page);
});

test('a member reads and downloads their own statement, without a member picker', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, DEMO.nomsa);
  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('tab', { name: 'Master Book' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Statement' }).click();
  await expect(page.getByLabel('Member', { exact: true })).toHaveCount(0);
  const statement = page.getByRole('region', { name: 'Member Statement' });
  await expect(statement.getByText('Opening balance')).toBeVisible();
  await expect(statement.getByText('Closing balance')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await downloadPromise).path(), 'utf8');
  expect(csv).toContain(MEMBER_NAME);
  await expectNoSeriousA11yViolations(page);
});
