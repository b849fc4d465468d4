import { randomBytes } from 'node:crypto';
import { getPeriodBounds } from '../src/shared/analytics';
import { getTodayIso } from '../src/shared/calendar';
import { formatDate } from '../src/shared/format';
import { formatCents } from '../src/shared/money';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
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

function loanRow(page: Page, purpose: string): Locator {
  return page.getByRole('region', { name: 'Loan History' }).getByRole('row').filter({ hasText: purpose });
}

/** 'R 1 234,56' (or '-R 5,00') as cents. */
function readCents(text: string): number {
  const match = /(-?)R\s*([\d\s\u00a0]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const cents = Number(`${match[2]}${match[3]}`.replace(/[\s\u00a0]/g, ''));
  return match[1] ? -cents : cents;
}

async function readStat(page: Page, label: string): Promise<number> {
  return readCents((await page.getByRole('group', { name: label }).textContent()) ?? '');
}

async function readAnalytics(page: Page) {
  await page.goto('/dashboard/analytics');
  // Last Month is the whole calendar month before this one, and its dates are printed beside the selector.
  await page.getByLabel('Period').selectOption({ label: 'Last Month' });
  const lastMonth = getPeriodBounds('1m', getTodayIso());
  await expect(page.getByTestId('analytics-range')).toHaveText(
    `${formatDate(lastMonth.from ?? '')} to ${formatDate(lastMonth.to)}`,
  );
  await page.getByLabel('Period').selectOption({ label: 'All Time' });
  // While All Time loads, the previous period's figures stay on screen, marked busy: wait for the new ones.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Total Loans' })).toContainText('R');
  // Net Balance is the period's net cash flow (ADR 59), never called a margin.
  await expect(page.getByRole('group', { name: 'Net Balance' })).toContainText('Net cash flow');
  await expect(page.getByRole('group', { name: 'Net Balance' })).not.toContainText('margin');
  return { loans: await readStat(page, 'Total Loans'), net: await readStat(page, 'Net Balance') };
}

test('a member requests a loan, the admin approves, disburses and records two repayments, analytics follows', async ({
  browser,
  baseURL,
}) => {
  const purpose = `Roof repairs ${randomBytes(3).toString('hex')}`;
  const admin = await openAs(browser, baseURL, DEMO.thandi);
  const member = await openAs(browser, baseURL, DEMO.nomsa);
  const before = await readAnalytics(admin);

  // The member sees the terms and the repayable total before asking.
  await member.goto('/dashboard/loans');
  await expect(member.getByText('Privacy notice:')).toBeVisible();
  await member.getByRole('button', { name: 'Request Loan' }).click();
  const request = member.getByRole('dialog', { name: 'Request Loan' });
  await request.getByLabel('Amount (R)').fill('0');
  await request.getByLabel('Term (months)').fill('2');
  await request.getByLabel('Purpose').fill(purpose);
  await request.getByRole('button', { name: 'Request Loan' }).click();
  await expect(request.getByText('Amount must be greater than zero')).toBeVisible();
  await request.getByLabel('Amount (R)').fill('1 000');
  const preview = request.getByRole('region', { name: 'Repayment preview' });
  await expect(preview).toContainText(/R\s1\s\d{3},\d{2}/);
  await request.getByRole('button', { name: 'Request Loan' }).click();
  await expect(toastWith(member, 'Loan requested')).toBeVisible();
  await expect(loanRow(member, purpose)).toContainText('Pending');

  // The admin approves and pays it out; the member sees each step without reloading.
  await admin.goto('/dashboard/loans');
  const row = loanRow(admin, purpose);
  await row.getByRole('button', { name: /^Approve: loan/ }).click();
  await admin.getByRole('dialog', { name: 'Approve loan?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(admin, 'Loan approved')).toBeVisible();
  await expect(loanRow(member, purpose)).toContainText('Approved');
  await row.getByRole('button', { name: /^Disburse: loan/ }).click();
  await admin
    .getByRole('dialog', { name: 'Disburse loan' })
    .getByRole('button', { name: 'Disburse' })
    .click();
  await expect(toastWith(admin, 'Loan disbursed')).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(loanRow(member, purpose)).toContainText('Active');
  const outstanding = row.getByRole('cell').nth(6);
  await expect(outstanding).toContainText('R');
  const total = readCents((await outstanding.textContent()) ?? '');
  expect(total).toBeGreaterThanOrEqual(100_000);

  // Two repayments; an overpayment is refused with what is still owed.
  await row.getByRole('button', { name: /^Record repayment: loan/ }).click();
  let repayment = admin.getByRole('dialog', { name: 'Record repayment' });
  await repayment.getByLabel('Amount (R)').fill('600');
  await repayment.getByRole('button', { name: 'Record repayment' }).click();
  await expect(toastWith(admin, 'Repayment recorded')).toBeVisible();
  await expect(repayment).toBeHidden();
  const owed = total - 60_000;
  await expect(outstanding).toHaveText(formatCents(owed));

  await row.getByRole('button', { name: /^Record repayment: loan/ }).click();
  repayment = admin.getByRole('dialog', { name: 'Record repayment' });
  await repayment.getByLabel('Amount (R)').fill('5 000');
  await repayment.getByRole('button', { name: 'Record repayment' }).click();
  await expect(repayment.getByText(/Repayment is more than the R\s[\d\s]+,\d{2} still owed/)).toBeVisible();
  await repayment
    .getByLabel('Amount (R)')
    .fill(`${Math.floor(owed / 100)},${String(owed % 100).padStart(2, '0')}`);
  await repayment.getByRole('button', { name: 'Record repayment' }).click();
  await expect(toastWith(admin, 'Repayment recorded').last()).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(loanRow(member, purpose)).toContainText('Paid');

  // The loan's detail shows both repayments, split into principal and interest.
  await loanRow(member, purpose)
    .getByRole('link', { name: /^View loan/ })
    .click();
  const detail = member.getByRole('dialog');
  await expect(detail.getByText('Outstanding')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Repayments' }).getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(member);

  // Analytics: the loan counts once in Total Loans and comes off the net balance.
  const after = await readAnalytics(admin);
  expect(after.loans - before.loans).toBe(100_000);
  // Net Balance is the cash the period moved: the loan went out and came back with its interest.
  expect(after.net - before.net).toBe(total - 100_000);
  await expectNoSeriousA11yViolations(admin);
});
