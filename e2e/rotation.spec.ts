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
const debtRow = (page: Page, name: string) => page.getByTestId('debt-row').filter({ hasText: name });
const SHOTS = process.env.SHOTS_DIR;

// The seeded cycle is looked at first; the journey after it starts a cycle of its own, which replaces it.
test.describe.configure({ mode: 'serial' });

test("rotation: the demo stokvel's drawn cycle, and a debt after a payout paid back in part and reported", async ({
  browser,
  baseURL,
}) => {
  // The seed's draw: Bongani, Thandi, Ayanda, Sipho; three rounds paid out, the fourth running; Bongani
  // missed round 3 after being paid in round 1 and owes R500.
  const sipho = await openRotation(browser, baseURL, DEMO.sipho);
  await expect(sipho.getByTestId('draw-seed')).toContainText('Drawn with seed kasi-savings-stokvel-2026');
  await expect(orderRow(sipho, 'Bongani Mthembu')).toContainText('1. Bongani Mthembu');
  await expect(orderRow(sipho, 'Bongani Mthembu')).toContainText('paid out');
  await expect(sipho.getByTestId('this-round')).toContainText('Sipho Nkosi');
  const bonganiDebt = debtRow(sipho, 'Bongani Mthembu');
  await expect(bonganiDebt).toContainText(/Owes R\s500,00 \(missed round 3\)/);
  await expect(bonganiDebt.getByRole('textbox')).toHaveValue(
    'A two-plate gas stove, held by the treasurer until the debt is paid',
  );
  if (SHOTS) {
    await sipho.screenshot({ path: `${SHOTS}/rotation-seeded-1280.png`, fullPage: true });
    await sipho.setViewportSize({ width: 375, height: 800 });
    await sipho.screenshot({ path: `${SHOTS}/rotation-seeded-375.png`, fullPage: true });
    await sipho.setViewportSize({ width: 1280, height: 800 });
  }

  // Sipho records R200 of it; the rest is still owed.
  await bonganiDebt.getByRole('button', { name: 'Record payment' }).click();
  const record = sipho.getByRole('dialog', { name: "Record Bongani Mthembu's debt payment" });
  await expect(record).toContainText(/owes the group R\s500,00 for round 3/);
  await record.getByLabel('Amount (R)').fill('600');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(sipho, 'That is more than is still owed')).toBeVisible();
  await record.getByLabel('Amount (R)').fill('200');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(sipho, 'Debt payment recorded')).toBeVisible();
  await expect(bonganiDebt).toContainText(/Owes R\s300,00/);
  await expect(bonganiDebt).toContainText(/Paid back R\s200,00/);

  // Bongani sees what he still owes and reports paying the rest; it waits for an admin.
  const bongani = await openRotation(browser, baseURL, DEMO.bongani);
  const own = debtRow(bongani, 'Bongani Mthembu');
  await expect(own).toContainText(/Owes R\s300,00/);
  await own.getByRole('button', { name: 'Report a payment' }).click();
  const report = bongani.getByRole('dialog', { name: 'Report a debt payment' });
  await report.getByLabel('Amount (R)').fill('300');
  await report.getByRole('button', { name: 'Report payment' }).click();
  await expect(toastWith(bongani, 'Payment reported: an admin will confirm it')).toBeVisible();
  await expect(own).toContainText(/R\s300,00 reported, waiting for an admin to confirm it/);
  await expect(own.getByRole('button', { name: 'Report a payment' })).toHaveCount(0);
  if (SHOTS) {
    await sipho.reload();
    await expect(debtRow(sipho, 'Bongani Mthembu')).toContainText('waiting for an admin');
    await sipho.screenshot({ path: `${SHOTS}/rotation-debt-paid-1280.png`, fullPage: true });
  }

  // The dashboard's card: round 4 pays Sipho.
  await sipho.goto('/dashboard');
  const card = sipho.getByRole('region', { name: 'This round' });
  await expect(card).toContainText('Round 4 recipient');
  await expect(card).toContainText('Sipho Nkosi');
  if (SHOTS) await sipho.screenshot({ path: `${SHOTS}/dashboard-rotation-card-1280.png`, fullPage: true });
  await sipho.context().close();
  await bongani.context().close();
});

test('rotation: a recorded draw, a swap both members accept, and a round paid out', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const admin = await openRotation(browser, baseURL, DEMO.sipho);
  // Weekly rounds from eight days ago: round 1 has ended, round 2 is running. The seeded cycle is running,
  // so the new one is started through the API (the page offers the form only to a group without a cycle).
  const startsOn = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  const me = (await (await admin.request.get('/api/v1/me')).json()) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const orgId = me.memberships.find((item) => item.organization.name === ORGANIZATION)?.organizationId;
  const seeded = (await (await admin.request.get(`/api/v1/orgs/${orgId}/rotation`)).json()) as {
    cycle: { members: { userId: string }[] };
  };
  const started = await admin.request.post(`/api/v1/orgs/${orgId}/rotation/cycles`, {
    data: {
      amountCents: 50_000,
      frequency: 'weekly',
      startsOn,
      recipientPays: false,
      memberUserIds: seeded.cycle.members.map((member) => member.userId),
    },
    headers: { Origin: origin },
  });
  expect(started.status(), await started.text()).toBe(201);
  await admin.reload();
  await expect(admin.getByTestId('draw-seed')).toContainText(/Drawn with seed [0-9a-f]{32}/);

  // The order as drawn is visible to every member; the admin then fixes it by hand for this test.
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
