import { randomBytes } from 'node:crypto';
import { DEMO, DEMO_PASSWORD, signInAs, switchOrganization } from './shell-support';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * The admin tables at a laptop's 1280 x 800 with the sidebar open: long notes, purposes and e-mail addresses
 * wrap inside their column (the full text on hover and on focus) instead of widening the table, so every
 * column shows and the row's actions are always in reach.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const LONG_TEXT = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');

/** The table is no wider than its box, and the cell is inside the window. */
async function expectInView(table: Locator, cell: Locator) {
  const [clientWidth, scrollWidth] = await table.evaluate((element) => [
    element.clientWidth,
    element.scrollWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const box = await cell.boundingBox();
  expect(box, 'the cell is drawn').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
}

async function readOrganizationId(page: Page, name: string): Promise<string> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as {
    memberships: { organizationId: string; organization: { name: string } }[];
  };
  const membership = me.memberships.find((item) => item.organization.name === name);
  if (!membership) throw new Error(`not a member of ${name}`);
  return membership.organizationId;
}

test('contributions and loans keep Notes, Purpose and Actions in view at 1280 px', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL, DEMO.lerato);
  await page.goto('/dashboard');
  await switchOrganization(page, 'Ikhwezi Cooperative');
  const orgId = await readOrganizationId(page, 'Ikhwezi Cooperative');
  const members = (await (await page.request.get(`/api/v1/orgs/${orgId}/members`)).json()) as {
    members: { userId: string; fullName: string | null }[];
  };
  const nomsa = members.members.find((member) => member.fullName === 'Nomsa Zulu');
  const recorded = await page.request.post(`/api/v1/orgs/${orgId}/contributions`, {
    data: {
      userId: nomsa?.userId,
      contributionDate: new Date().toISOString().slice(0, 10),
      amountCents: 1_000,
      paymentMethod: 'eft',
      notes: LONG_TEXT,
    },
    headers: {
      'idempotency-key': `wide-${randomBytes(6).toString('hex')}`,
      origin: new URL(baseURL ?? '').origin,
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);

  await page.goto('/dashboard/contributions');
  const contributions = page.getByRole('region', { name: 'Contribution History' });
  const notes = contributions.getByTitle(LONG_TEXT);
  await expect(notes).toBeVisible();
  await expectInView(contributions, contributions.getByRole('columnheader', { name: 'Notes' }));
  await expectInView(contributions, contributions.getByRole('columnheader', { name: 'Actions' }));
  // Clamped to two lines; focused, it unfolds to the whole text.
  const folded = (await notes.boundingBox())?.height ?? 0;
  await notes.focus();
  await expect.poll(async () => (await notes.boundingBox())?.height ?? 0).toBeGreaterThan(folded);

  await page.goto('/dashboard/loans');
  const loans = page.getByRole('region', { name: 'Loan History' });
  await expect(loans.getByRole('row').nth(1)).toBeVisible();
  await expectInView(loans, loans.getByRole('columnheader', { name: 'Purpose' }));
  await expectInView(loans, loans.getByRole('columnheader', { name: 'Actions' }));
  for (const button of await loans.getByRole('button').all()) await expectInView(loans, button);
});

test('a 255-character e-mail address does not push Status, Role and Actions off User Management', async ({
  page,
  baseURL,
}) => {
  // The longest address sign-up takes: a 64-character local part and a 190-character domain.
  const tag = randomBytes(4).toString('hex');
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.co.za`;
  const email = `${tag}${'a'.repeat(64 - tag.length)}@${domain}`;
  expect(email).toHaveLength(255);
  const name = `Long Address ${tag}`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: DEMO_PASSWORD, name },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.context().clearCookies();

  await signInAs(page, baseURL, DEMO.siteAdmin);
  await page.goto('/dashboard/admin/users');
  const table = page.locator('[data-slot=table-container]');
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTitle(email)).toBeVisible();
  await expectInView(table, table.getByRole('columnheader', { name: 'Role' }));
  await expectInView(table, row.getByRole('button', { name: `Actions for ${name}` }));
});
