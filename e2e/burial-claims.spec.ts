import { randomUUID } from 'node:crypto';
import { getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readMessages } from './support/mail';
import { type Browser, expect, type Page, test } from './support/test';

/** Ubuntu Burial Society: Thandi is its admin; Sipho and Ayanda are members on its Family Cover plan. */
const ORGANIZATION = 'Ubuntu Burial Society';

async function openAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  return page;
}

/** Thandi's calls to the API, with the Origin header every state-changing request must carry. */
function apiOf(page: Page, baseURL: string | undefined) {
  const headers = { origin: new URL(baseURL ?? '').origin };
  return {
    get: async (path: string) => {
      const response = await page.request.get(path);
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
    send: async (method: 'POST' | 'PATCH', path: string, data: unknown) => {
      const response = await page.request.fetch(path, {
        method,
        data,
        headers: { ...headers, 'idempotency-key': randomUUID() },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
  };
}

type TMember = { id: string; userId: string; fullName: string | null; role: string };

test('burial claims: an admin lodges a claim, a second admin approves and pays it, the payout is in the master book', async ({
  browser,
  baseURL,
}) => {
  const thandi = await openAs(browser, baseURL, DEMO.thandi);
  const api = apiOf(thandi, baseURL);
  const me = (await api.get('/api/v1/me')) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const orgId = me.memberships.find((entry) => entry.organization.name === ORGANIZATION)?.organizationId;
  if (!orgId) throw new Error('Thandi is not in the burial society');
  const members = ((await api.get(`/api/v1/orgs/${orgId}/members?limit=100`)) as { members: TMember[] })
    .members;
  const sipho = members.find((member) => member.fullName === 'Sipho Nkosi');
  const ayanda = members.find((member) => member.fullName === 'Ayanda Ndlovu');
  if (!sipho || !ayanda) throw new Error('demo members missing');

  // Sipho becomes the society's second admin; a relative is added to Ayanda's policy (paid up).
  await api.send('PATCH', `/api/v1/orgs/${orgId}/members/${sipho.id}`, { role: 'admin' });
  try {
    const relative = `Zanele Ndlovu ${randomUUID().slice(0, 4)}`;
    const claimant = `claimant-${randomUUID().slice(0, 8)}@example.test`;
    await api.send('POST', `/api/v1/orgs/${orgId}/burial/dependants`, {
      userId: ayanda.userId,
      fullName: relative,
      relationship: 'extended',
      document: { kind: 'passport', number: `ZM${randomUUID().slice(0, 8)}`, dateOfBirth: '1990-05-05' },
    });

    // Thandi lodges the claim: an accident today, paid to the undertaker.
    await thandi.goto('/dashboard/organization/claims');
    await expect(thandi.getByRole('heading', { name: 'Claims', exact: true })).toBeVisible();
    await thandi.getByRole('button', { name: 'Lodge a claim' }).click();
    const form = thandi.getByRole('form', { name: 'Lodge a claim' });
    await form.getByLabel('Person who died').selectOption({ label: `${relative} (policy of Ayanda Ndlovu)` });
    await form.getByLabel('Date of death').fill(getTodayIso());
    await form.getByLabel('Cause of death').selectOption({ label: 'Accidental death' });
    await form.getByLabel('Notice of death (BI-1663) number').fill('BI1663-55012');
    await form.getByLabel("Claimant's name").fill('Ayanda Ndlovu');
    await form.getByLabel("Claimant's relationship to the person").fill('Cousin');
    await form.getByLabel("Claimant's phone").fill('082 555 1234');
    await form.getByLabel("Claimant's e-mail (optional)").fill(claimant);
    await form.getByLabel('Payee name').fill('Ubuntu Funeral Services');
    await form.getByLabel('Bank account or reference').fill('FNB 62000000001');
    await form.getByRole('button', { name: 'Lodge claim' }).click();
    await expect(toastWith(thandi, 'Claim lodged')).toBeVisible();

    const dialog = thandi.getByRole('dialog', { name: `Claim for ${relative}` });
    await expect(dialog.getByTestId('eligibility').getByRole('listitem')).toHaveCount(6);
    await expect(dialog.getByLabel('Not met')).toHaveCount(0);
    await expect(dialog).toContainText('Accidental death is covered from');
    await expectNoSeriousA11yViolations(thandi);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toastWith(thandi, 'Claim approved: a second admin pays it')).toBeVisible();
    const row = thandi.getByTestId('claim').filter({ hasText: relative });
    await expect(row.getByTestId('claim-status')).toHaveText('Approved, to pay');

    // Sipho, the second admin, pays it.
    const siphoPage = await openAs(browser, baseURL, DEMO.sipho);
    await siphoPage.goto('/dashboard/organization/claims');
    const siphoRow = siphoPage.getByTestId('claim').filter({ hasText: relative });
    await siphoRow.getByRole('button', { name: 'Open' }).click();
    const siphoDialog = siphoPage.getByRole('dialog', { name: `Claim for ${relative}` });
    await expect(siphoDialog).toContainText('Approved by');
    // The society's cash is short of the R 5 000 benefit: the payout is refused and nothing is posted.
    await siphoDialog.getByRole('button', { name: 'Approve and pay' }).click();
    await expect(toastWith(siphoPage, 'Not enough cash: the group holds')).toBeVisible();
    await expect(siphoDialog).toBeVisible();

    // Ayanda pays R 5 000 of premiums ahead; the second try pays the claim.
    await api.send('POST', `/api/v1/orgs/${orgId}/contributions`, {
      userId: ayanda.userId,
      contributionDate: getTodayIso(),
      amountCents: 500_000,
      paymentMethod: 'eft',
      referenceNumber: `PREM-${randomUUID().slice(0, 8)}`,
    });
    await siphoDialog.getByRole('button', { name: 'Approve and pay' }).click();
    await expect(toastWith(siphoPage, 'Claim paid: the payout is in the master book')).toBeVisible();
    await expect(siphoRow.getByTestId('claim-status')).toHaveText('Paid');

    // The payout is in the master book, and the person reads Deceased on the cover register.
    await siphoPage.goto('/dashboard/transactions');
    await expect(
      siphoPage
        .getByText(`Funeral claim paid to the undertaker (Ubuntu Funeral Services): ${relative}`)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await thandi.goto('/dashboard/organization/cover-register');
    await thandi.getByLabel('Status').selectOption({ label: 'Deceased' });
    const person = thandi.getByTestId('covered-person').filter({ hasText: relative });
    await expect(person.getByTestId('cover-status')).toHaveText('Deceased');

    // The claimant heard of each decision once: received, approved, paid (with the amount and the payee).
    await expect
      .poll(async () => (await readMessages(claimant)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual([
        `${ORGANIZATION}: we received the funeral claim for ${relative}`,
        `${ORGANIZATION}: the funeral claim for ${relative} is approved`,
        expect.stringMatching(
          new RegExp(`^${ORGANIZATION}: R.5.000,00 paid for the funeral of ${relative}$`),
        ),
      ]);
    const paidMail = (await readMessages(claimant)).at(-1);
    expect(paidMail?.text).toContain('to the undertaker, Ubuntu Funeral Services');

    // The Claims Register report lists the paid claim, on screen as in the CSV; the Claims page links to it.
    await thandi.goto('/dashboard/organization/claims');
    await thandi.getByRole('link', { name: 'Claims Register report (PDF)' }).click();
    await expect(thandi.getByRole('heading', { name: 'Generate Claims Register' })).toBeVisible();
    const today = getTodayIso();
    await thandi.locator('#report-start').fill(today);
    await thandi.locator('#report-end').fill(today);
    await thandi.getByRole('button', { name: 'Generate report' }).click();
    await expect(toastWith(thandi, 'Claims Register requested')).toBeVisible();
    const report = thandi
      .getByRole('region', { name: 'Recent Reports' })
      .getByRole('row')
      .filter({ hasText: `Claims Register: ${today} to ${today}` })
      .first();
    await expect(report).toContainText('Ready', { timeout: 30_000 });
    await report.getByRole('button', { name: /^View / }).click();
    const registerDialog = thandi.getByRole('dialog', { name: 'Claims Register' });
    const claimRow = registerDialog.getByRole('row').filter({ hasText: relative });
    await expect(claimRow).toContainText('Ayanda Ndlovu');
    await expect(claimRow).toContainText('Undertaker: Ubuntu Funeral Services');
    await expect(claimRow).toContainText('Paid');
    await expectNoSeriousA11yViolations(thandi);
  } finally {
    await api.send('PATCH', `/api/v1/orgs/${orgId}/members/${sipho.id}`, { role: 'member' });
  }
});
