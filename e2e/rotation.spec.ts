import { randomUUID } from 'node:crypto';
import { DEMO, signInAs, switchOrganization, toastWith } from './shell-support';
import { type Browser, expect, type Page, test } from './support/test';

/** Kasi Savings Stokvel: Sipho is its only admin; Thandi, Bongani and Ayanda are members. */
const ORGANIZATION = 'Kasi Savings Stokvel';

async function openRotation(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, baseURL, email);
  await page.goto('/dashboard');
  await switchOrganization(page, ORGANIZATION);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Rotation' }).click();
  await expect(page.getByRole('heading', { name: 'Rotation', exact: true })).toBeVisible();
  return page;
}

const orderRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test('rotation: a recorded draw, a swap both members accept, and a round paid out', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const admin = await openRotation(browser, baseURL, DEMO.sipho);
  // Weekly rounds from eight days ago: round 1 has ended, round 2 is running.
  const startsOn = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  await admin.getByLabel('Amount per member (R)').fill('500');
  await admin.getByLabel('How often').selectOption('weekly');
  await admin.getByLabel('First day of round 1').fill(startsOn);
  await admin.getByRole('button', { name: 'Start cycle and draw the order' }).click();
  await expect(toastWith(admin, 'Cycle started and the order drawn')).toBeVisible();
  await expect(admin.getByTestId('draw-seed')).toContainText(/Drawn with seed [0-9a-f]{32}/);

  // The order as drawn is visible to every member; the admin then fixes it by hand for this test.
  const me = (await (await admin.request.get('/api/v1/me')).json()) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const orgId = me.memberships.find((item) => item.organization.name === ORGANIZATION)?.organizationId;
  const view = (await (await admin.request.get(`/api/v1/orgs/${orgId}/rotation`)).json()) as {
    cycle: { id: string; members: { userId: string; name: string }[] };
  };
  const idOf = (first: string) => view.cycle.members.find((m) => m.name.startsWith(first))?.userId ?? '';
  const order = ['Thandi', 'Sipho', 'Bongani', 'Ayanda'].map(idOf);
  const put = await admin.request.put(`/api/v1/orgs/${orgId}/rotation/cycles/${view.cycle.id}/order`, {
    data: { memberUserIds: order },
    headers: { Origin: origin },
  });
  expect(put.status()).toBe(200);

  // Thandi asks Bongani to swap; nothing changes until Bongani accepts.
  const thandi = await openRotation(browser, baseURL, DEMO.thandi);
  await expect(orderRow(thandi, 'Thandi Mokoena')).toContainText('1. Thandi Mokoena');
  await orderRow(thandi, 'Bongani Mthembu').getByRole('button', { name: 'Ask to swap' }).click();
  await expect(toastWith(thandi, 'Swap asked')).toBeVisible();
  await expect(orderRow(thandi, 'Thandi Mokoena')).toContainText('1. Thandi Mokoena');
  const bongani = await openRotation(browser, baseURL, DEMO.bongani);
  const request = bongani.getByTestId('swap-request');
  await expect(request).toContainText('Thandi Mokoena asks to swap with Bongani Mthembu');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(bongani, 'Swap accepted')).toBeVisible();
  await expect(orderRow(bongani, 'Bongani Mthembu')).toContainText('1. Bongani Mthembu');
  // Thandi's page follows live.
  await expect(orderRow(thandi, 'Thandi Mokoena')).toContainText('3. Thandi Mokoena', { timeout: 15_000 });

  // Round 1 (Bongani's) was paid by Thandi and Ayanda; Sipho missed it. It has ended, so it can be paid out.
  for (const first of ['Thandi', 'Ayanda']) {
    const paid = await admin.request.post(`/api/v1/orgs/${orgId}/contributions`, {
      data: { userId: idOf(first), contributionDate: startsOn, amountCents: 50_000, paymentMethod: 'cash' },
      headers: { 'Idempotency-Key': randomUUID(), Origin: origin },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  await admin.reload();
  await admin.getByRole('button', { name: 'Pay out round 1' }).click();
  await expect(toastWith(admin, 'Payout posted')).toBeVisible();
  await expect(orderRow(admin, 'Bongani Mthembu')).toContainText('paid out');
  await expect(orderRow(bongani, 'Bongani Mthembu')).toContainText('paid out', { timeout: 15_000 });

  // Round 2 is running with Sipho as its recipient, on the page and on the organization's dashboard.
  await expect(admin.getByTestId('this-round')).toContainText('Sipho Nkosi');
  await thandi.goto('/dashboard');
  const card = thandi.getByRole('region', { name: 'This round' });
  await expect(card).toContainText('Round 2 recipient');
  await expect(card).toContainText('Sipho Nkosi');
  await expect(card).toContainText('Next recipient');
  // The page fits a 375 px phone.
  await thandi.goto('/dashboard/rotation');
  await thandi.setViewportSize({ width: 375, height: 800 });
  await expect(orderRow(thandi, 'Thandi Mokoena')).toBeVisible();
  expect(await thandi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
