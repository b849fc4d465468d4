import { randomBytes, randomUUID } from 'node:crypto';
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

/** 'R 1 234,56' as cents. */
function readCents(text: string): number {
  const match = /R\s*([\d\s\u00a0]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(`${match[1]}${match[2]}`.replace(/[\s\u00a0]/g, ''));
}

async function reverseWithReason(page: Page, title: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog.getByText('Reason must be at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin reverses a wrong payout and a mistyped repayment, then records a recovery on the defaulted loan', async ({
  browser,
  baseURL,
}) => {
  // A long journey through two browsers; the machine may be shared.
  test.setTimeout(180_000);
  const purpose = `Stove ${randomBytes(3).toString('hex')}`;
  const admin = await openAs(browser, baseURL, DEMO.thandi);
  const member = await openAs(browser, baseURL, DEMO.nomsa);

  await member.goto('/dashboard/loans');
  await member.getByRole('button', { name: 'Request Loan' }).click();
  const request = member.getByRole('dialog', { name: 'Request Loan' });
  await request.getByLabel('Amount (R)').fill('500');
  await request.getByLabel('Term (months)').fill('2');
  await request.getByLabel('Purpose').fill(purpose);
  await request.getByRole('button', { name: 'Request Loan' }).click();
  await expect(toastWith(member, 'Loan requested')).toBeVisible();

  await admin.goto('/dashboard/loans');
  const row = loanRow(admin, purpose);
  await row.getByRole('button', { name: /^Approve: loan/ }).click();
  await admin.getByRole('dialog', { name: 'Approve loan?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');
  const disburse = async () => {
    await row.getByRole('button', { name: /^Disburse: loan/ }).click();
    await admin
      .getByRole('dialog', { name: 'Disburse loan' })
      .getByRole('button', { name: 'Disburse' })
      .click();
    await expect(row).toContainText('Active');
  };
  await disburse();

  // The payout went to the wrong account: reversed from the loan's details, the loan is approved again.
  const viewLink = row.getByRole('link', { name: /^View loan/ });
  const href = (await viewLink.getAttribute('href')) ?? '';
  await viewLink.click();
  const detail = admin.getByRole('dialog', { name: /^Loan to/ });
  await detail.getByRole('button', { name: 'Reverse disbursement' }).click();
  await reverseWithReason(admin, 'Reverse disbursement?', 'Paid to the wrong account');
  await expect(toastWith(admin, 'Disbursement reversed')).toBeVisible();
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();
  await expect(loanRow(member, purpose)).toContainText('Approved');
  await admin.keyboard.press('Escape');

  // Paid out again, then settled in one repayment typed wrongly.
  await disburse();
  const outstanding = row.getByRole('cell').nth(6);
  const total = readCents((await outstanding.textContent()) ?? '');
  await row.getByRole('button', { name: /^Record repayment: loan/ }).click();
  const repayment = admin.getByRole('dialog', { name: 'Record repayment' });
  await repayment
    .getByLabel('Amount (R)')
    .fill(`${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`);
  await repayment.getByRole('button', { name: 'Record repayment' }).click();
  await expect(row).toContainText('Paid');

  // On a phone: the repayment is reversed from the details and the loan is active, owing it all again.
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto(`/dashboard/loans${href.slice(href.indexOf('?'))}`);
  const phoneDetail = admin.getByRole('dialog', { name: /^Loan to/ });
  await phoneDetail.getByRole('button', { name: /^Reverse repayment/ }).click();
  await reverseWithReason(admin, 'Reverse repayment?', 'Typed the whole loan instead of R50');
  await expect(toastWith(admin, 'Repayment reversed')).toBeVisible();
  const repayments = phoneDetail.getByRole('region', { name: 'Repayments' }).first();
  await expect(repayments).toContainText('reversed');
  await expect(phoneDetail.getByText('Active', { exact: true })).toBeVisible();
  await expect(phoneDetail.getByRole('button', { name: /^Reverse repayment/ })).toHaveCount(0);
  const width = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(admin);

  // The member stops paying; once defaulted the loan still takes a recovery, shown as such.
  const loanId = new URLSearchParams(href.slice(href.indexOf('?'))).get('loan') ?? '';
  const orgId = await admin.evaluate(() => localStorage.getItem('selectedOrganizationId'));
  const defaulted = await admin.request.post(`/api/v1/orgs/${orgId}/loans/${loanId}/default`, {
    data: { reason: 'No payment since it was paid out' },
    headers: { 'Idempotency-Key': randomUUID(), Origin: new URL(baseURL ?? '').origin },
  });
  expect(defaulted.status()).toBe(200);
  // The open details follow the change live.
  await expect(phoneDetail.getByText('Defaulted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(phoneDetail.getByRole('button', { name: 'Reverse disbursement' })).toHaveCount(0);
  await phoneDetail.getByRole('button', { name: 'Record repayment' }).click();
  const recovery = admin.getByRole('dialog', { name: 'Record repayment' });
  await recovery.getByLabel('Amount (R)').fill('100');
  await recovery.getByRole('button', { name: 'Record repayment' }).click();
  await expect(recovery).toBeHidden();
  const afterDefault = phoneDetail;
  await expect(afterDefault.getByRole('region', { name: 'Repayments' }).first()).toContainText('Recovery');
  await expect(afterDefault.getByText('Recovered since default')).toBeVisible();
  await expect(afterDefault).toContainText(formatCents(10_000));
});
