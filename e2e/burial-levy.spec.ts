import { randomUUID } from 'node:crypto';
import { getTodayIso } from '../src/shared/calendar';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';
import { createUniqueUser, createVerifiedUser, type TTestUser } from './support/users';

/** Ubuntu Burial Society: Thandi is its admin. Its Family Cover plan is left as the other journeys know it. */
const ORGANIZATION = 'Ubuntu Burial Society';

async function openPage(browser: Browser, width: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('burial levy: the admin sets a levy on a plan, a claim on it is paid, another member owes the levy and an admin records its payment', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const thandi = await openPage(browser, 1280);
  await signInAs(thandi, baseURL, DEMO.thandi);
  await thandi.goto('/dashboard');
  await switchOrganization(thandi, ORGANIZATION);
  const send = async (method: 'POST' | 'PATCH', path: string, data: unknown) =>
    ok(
      await thandi.request.fetch(path, {
        method,
        data,
        headers: { origin, 'idempotency-key': randomUUID() },
      }),
    );
  const me = (await ok(await thandi.request.get('/api/v1/me'))) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const orgId = me.memberships.find((entry) => entry.organization.name === ORGANIZATION)?.organizationId;
  if (!orgId) throw new Error('Thandi is not in the burial society');

  // Thandi adds a plan with a R 50 levy after each payout, double cover for accidents, dependants paid up.
  const suffix = randomUUID().slice(0, 4);
  const planName = `Levy Cover ${suffix}`;
  await thandi.goto('/dashboard/organization/settings');
  await thandi.getByRole('tab', { name: 'Plans' }).click();
  const form = thandi.getByRole('form', { name: 'New plan' });
  await form.getByLabel('Plan name').fill(planName);
  await form.getByLabel('Monthly premium (R)').fill('100');
  for (const label of ['Main member cover (R)', 'Spouse cover (R)', 'Child cover (R)', 'Parent cover (R)']) {
    await form.getByLabel(label).fill('500');
  }
  await form.getByLabel('Extended family cover (R)').fill('250');
  await form.getByLabel('Levy after each payout (R)').fill('50');
  await form
    .getByLabel('When the main member dies')
    .selectOption({ label: 'Dependants stay covered, paid up' });
  await form.getByLabel('Accidental death pays double').check();
  await expectNoSeriousA11yViolations(thandi);
  await form.getByRole('button', { name: 'Add plan' }).click();
  await expect(toastWith(thandi, `${planName} added`)).toBeVisible();
  const plan = thandi.getByTestId('burial-plan').filter({ hasText: planName });
  await expect(plan).toContainText(/levy of R\s?50,00 after each payout/);
  await expect(plan).toContainText('accidental death pays double');
  await expect(plan).toContainText('when the main member dies: dependants stay covered, paid up');
  const plans = (await ok(await thandi.request.get(`/api/v1/orgs/${orgId}/burial/plans`))) as {
    plans: { id: string; name: string }[];
  };
  const planId = plans.plans.find((entry) => entry.name === planName)?.id;
  if (!planId) throw new Error('plan missing');

  // Three newcomers join: Zodwa (whose death is claimed), Mpho (who will owe the levy), Sizwe (a second admin).
  const join = async (fullName: string) => {
    const user: TTestUser = { ...createUniqueUser(), fullName };
    const joiner = await createVerifiedUser(playwright, origin, user);
    await ok(
      await joiner.api.post(`/api/v1/organizations/${orgId}/join-requests`, {
        data: { message: 'Cover please' },
      }),
    );
    const requests = (await ok(
      await thandi.request.get(`/api/v1/orgs/${orgId}/join-requests?limit=100`),
    )) as { requests: { id: string; userId: string }[] };
    const request = requests.requests.find((entry) => entry.userId === joiner.userId);
    if (!request) throw new Error('join request missing');
    await send('POST', `/api/v1/orgs/${orgId}/join-requests/${request.id}/approve`, {});
    return { ...joiner, user };
  };
  const zodwa = await join(`Zodwa Levy ${suffix}`);
  const mpho = await join(`Mpho Levy ${suffix}`);
  const sizwe = await join(`Sizwe Levy ${suffix}`);
  for (const member of [zodwa, mpho]) {
    await send('POST', `/api/v1/orgs/${orgId}/burial/policies`, { planId, userId: member.userId });
  }
  const members = (await ok(await thandi.request.get(`/api/v1/orgs/${orgId}/members?limit=200`))) as {
    members: { id: string; userId: string }[];
  };
  const sizweMembership = members.members.find((entry) => entry.userId === sizwe.userId);
  if (!sizweMembership) throw new Error('Sizwe is not a member');
  await send('PATCH', `/api/v1/orgs/${orgId}/members/${sizweMembership.id}`, { role: 'admin' });
  try {
    // Zodwa pays R 1 000 of premiums ahead, then dies in an accident today (no wait): R 500 doubled.
    await send('POST', `/api/v1/orgs/${orgId}/contributions`, {
      userId: zodwa.userId,
      contributionDate: getTodayIso(),
      amountCents: 100_000,
      paymentMethod: 'eft',
      referenceNumber: `PREM-${suffix}`,
    });
    const cover = (await ok(await zodwa.api.get(`/api/v1/orgs/${orgId}/burial/cover/me`))) as {
      people: { personId: string; relationship: string }[];
    };
    const personId = cover.people.find((person) => person.relationship === 'main_member')?.personId;
    const claim = (await send('POST', `/api/v1/orgs/${orgId}/burial/claims`, {
      personId,
      diedOn: getTodayIso(),
      cause: 'accidental',
      deathNoticeNumber: `BI1663-${suffix}`,
      claimantName: 'Thabo Levy',
      claimantRelationship: 'Brother',
      claimantPhone: '082 555 0101',
      payeeKind: 'family',
      payeeName: 'Thabo Levy',
      payeeAccount: 'Capitec 1234567890',
    })) as { id: string; amountCents: number };
    expect(claim.amountCents).toBe(100_000);
    await send('POST', `/api/v1/orgs/${orgId}/burial/claims/${claim.id}/approve`, {});
    await ok(
      await sizwe.api.post(`/api/v1/orgs/${orgId}/burial/claims/${claim.id}/pay`, {
        headers: { 'idempotency-key': randomUUID() },
      }),
    );

    // Mpho sees the levy owed on My Cover, on a phone.
    const mphoPage = await openPage(browser, 375);
    const signIn = await mphoPage.request.post('/api/auth/sign-in/email', {
      data: { email: mpho.user.email, password: mpho.user.password },
      headers: { origin },
    });
    expect(signIn.ok()).toBe(true);
    await mphoPage.goto('/dashboard/cover');
    const own = mphoPage.getByTestId('levies');
    await expect(own.getByText('Your levies')).toBeVisible();
    await expect(own).toContainText(/R\s?50,00 owed in 1 levy/);
    await expect(own.getByTestId('levy-status')).toHaveText('Owed');
    await expectNoSeriousA11yViolations(mphoPage);

    // Thandi records Mpho's payment on the Cover Register.
    await thandi.goto('/dashboard/organization/cover-register');
    const owed = thandi.getByTestId('levies');
    const row = owed.getByTestId('levy').filter({ hasText: mpho.user.fullName });
    await expect(row).toContainText(/R\s?50,00 after a funeral paid on/);
    await row.getByRole('button', { name: 'Record payment' }).click();
    const dialog = thandi.getByRole('dialog', { name: 'Record levy payment' });
    await dialog.getByLabel('Paid by').selectOption({ label: 'Cash' });
    await expectNoSeriousA11yViolations(thandi);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toastWith(thandi, 'Levy payment recorded')).toBeVisible();
    await expect(owed.getByTestId('levy').filter({ hasText: mpho.user.fullName })).toHaveCount(0);
    await expect(mphoPage.getByTestId('levy-status')).toHaveText(/^Paid on /);

    await mphoPage.context().close();
  } finally {
    await ok(
      await thandi.request.fetch(`/api/v1/orgs/${orgId}/members/${sizweMembership.id}`, {
        method: 'PATCH',
        data: { role: 'member' },
        headers: { origin },
      }),
    );
    for (const member of [zodwa, mpho, sizwe]) await member.api.dispose();
  }
  await thandi.context().close();
});
