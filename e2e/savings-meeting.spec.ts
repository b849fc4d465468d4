import { getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Browser, expect, type Page, test } from './support/test';

/** Vuka Investment Club: Lerato and Kagiso are its admins, Ayanda a member. */
const ORGANIZATION = 'Vuka Investment Club';
const AYANDA = 'ayanda@masakhane.demo';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

/** The group rules from the 1st of this month: R20 shares, 1 to 5 a meeting, R10 social fund, loans 3x. */
async function chooseSavingInShares(page: Page) {
  const status = await page.evaluate(
    async ({ name, effectiveFrom }) => {
      const me = await (await fetch('/api/v1/me', { credentials: 'include' })).json();
      const orgId = me.memberships.find(
        (membership: { organization: { name: string } }) => membership.organization.name === name,
      ).organizationId;
      const rules = await (await fetch(`/api/v1/orgs/${orgId}/rules`, { credentials: 'include' })).json();
      const response = await fetch(`/api/v1/orgs/${orgId}/rules`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          effectiveFrom,
          rules: {
            ...rules.current.rules,
            shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
            savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
          },
        }),
      });
      return response.status;
    },
    { name: ORGANIZATION, effectiveFrom: `${getTodayIso().slice(0, 7)}-01` },
  );
  expect(status).toBe(201);
}

test('a share-based meeting: the admin runs it step by step and a member sees their shares', async ({
  browser,
  baseURL,
}) => {
  const lerato = await openAs(browser, baseURL, DEMO.lerato);
  await chooseSavingInShares(lerato);
  await lerato.goto('/dashboard/meetings');
  await expect(lerato.getByRole('heading', { name: 'Meetings', exact: true }).first()).toBeVisible();
  await lerato.getByRole('button', { name: 'Open the meeting' }).click();
  await expect(toastWith(lerato, 'Meeting opened')).toBeVisible();

  await expect(lerato.getByRole('heading', { name: '1. Attendance' })).toBeVisible();
  await lerato.getByRole('button', { name: 'Save attendance' }).click();
  await expect(toastWith(lerato, 'Attendance saved')).toBeVisible();

  await lerato.locator('#shares-member').selectOption({ label: 'Ayanda Ndlovu' });
  await lerato.getByLabel('Shares', { exact: true }).fill('4');
  await lerato.getByRole('button', { name: 'Record shares' }).click();
  await expect(toastWith(lerato, 'Shares recorded')).toBeVisible();
  await expect(lerato.getByRole('list', { name: 'Shares bought at this meeting' })).toContainText(
    'Ayanda Ndlovu',
  );
  await expect(lerato.getByText('4 shares, R', { exact: false })).toBeVisible();

  await lerato.locator('#social_fund-member').selectOption({ label: 'Ayanda Ndlovu' });
  await lerato.getByRole('button', { name: 'Record social fund' }).click();
  // Its own toast, not the "Shares recorded" one that may still be showing.
  await expect(toastWith(lerato, /^Recorded/)).toBeVisible();
  await expect(lerato.getByRole('button', { name: 'Record social fund' })).toBeEnabled();
  // Colours are judged at rest: the button enabled again and not under the pointer.
  await lerato.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(lerato);

  await lerato.getByLabel('Cash counted (R)').fill('0');
  await lerato.getByRole('button', { name: 'Close the meeting' }).click();
  await expect(toastWith(lerato, 'Meeting closed')).toBeVisible();
  await expect(lerato.getByText(/Meeting 1, .* \(closed\)/)).toBeVisible();
  await expect(lerato.getByRole('button', { name: 'Reopen to correct' })).toBeVisible();

  const ayanda = await openAs(browser, baseURL, AYANDA);
  await ayanda.goto('/dashboard/meetings');
  const mine = ayanda.getByTestId('my-shares');
  await expect(mine).toContainText('4');
  await expect(mine).toContainText('R 80,00'.replace(' ', '\u00a0'));
  await expect(mine).toContainText('R 240,00'.replace(' ', '\u00a0'));
  await expect(ayanda.getByRole('button', { name: 'Open the meeting' })).toHaveCount(0);
  // Every member downloads the printable record of the closed meeting.
  const recordLink = ayanda.getByRole('link', { name: /Record \(PDF\) of meeting 1/ });
  const record = await ayanda.request.get((await recordLink.getAttribute('href')) ?? '');
  expect(record.status()).toBe(200);
  expect(record.headers()['content-type']).toBe('application/pdf');
  expect(record.headers()['content-disposition']).toContain('attachment; filename="meeting-');
  await expectNoSeriousA11yViolations(ayanda);
  await lerato.context().close();
  await ayanda.context().close();
});
