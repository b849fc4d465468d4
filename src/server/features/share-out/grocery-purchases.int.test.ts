import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TGroceryPurchase, TGroceryPurchaseList } from '../../../shared/contracts/grocery-purchases';
import type { TLatestShareOut, TShareOut } from '../../../shared/contracts/share-outs';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import {
  callLoans,
  expectLedgerBalanced,
  readBalances,
  readError,
  readJson,
  type TActor,
} from '../../testing/fixtures/loans';
import { extractPdfText } from '../../testing/pdf-text';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  TEST_BASE_URL,
  type TTestApp,
} from '../../testing/test-app';

/**
 * A grocery stokvel of ten members saved R3,000 each in 2025 (a R30,000 pot), bought R24,000 of groceries
 * in bulk in December with the receipt, and shares out the remaining R6,000 in cash: R2,400 of groceries
 * and R600 each.
 */
let app: TTestApp;
const key = () => `k-${randomUUID()}`;
const CYCLE = { startsOn: '2025-01-01', endsOn: '2025-12-31' };
const PDF_RECEIPT = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

type TWorld = {
  app: TTestApp;
  orgId: string;
  admin: TActor;
  secondAdmin: TActor;
  members: TActor[];
  outsider: TActor;
  staff: TActor;
};

const purchase = (overrides: Record<string, unknown> = {}) => ({
  supplier: 'Makro Crown Mines',
  description: 'Year-end hampers: maize meal, rice, oil, sugar',
  amountCents: 2_400_000,
  purchasedOn: '2025-12-12',
  ...overrides,
});

function postPurchase(
  orgId: string,
  actor: TActor,
  body: unknown,
  file: { bytes: Uint8Array; name: string; type: string } = {
    bytes: PDF_RECEIPT,
    name: 'makro-invoice.pdf',
    type: 'application/pdf',
  },
  idempotencyKey: string | null = key(),
) {
  const form = new FormData();
  form.set('purchase', JSON.stringify(body));
  form.set('receipt', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return app.request(`/api/v1/orgs/${orgId}/grocery-purchases`, {
    method: 'POST',
    body: form,
    cookie: actor.cookie,
    idempotencyKey,
    headers: { origin: TEST_BASE_URL },
  });
}

async function createGroceryWorld(options: { isTwoAdmins: boolean }): Promise<TWorld> {
  const admin = await createSignedInUser(app, { name: 'Zanele Treasurer' });
  const secondAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  const members: TActor[] = [];
  for (let index = 0; index < 8; index += 1) {
    members.push(await createSignedInUser(app, { name: `Member ${index + 1}` }));
  }
  const outsider = await createSignedInUser(app, { name: 'Other Group Admin' });
  const staff = await createSignedInUser(app, { platformRole: 'site_admin' });
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    ...(options.isTwoAdmins
      ? { coAdminUserIds: [secondAdmin.userId], memberUserIds: members.map((m) => m.userId) }
      : { memberUserIds: [secondAdmin.userId, ...members.map((m) => m.userId)] }),
    type: 'stokvel',
  });
  await createOrganization(app, { adminUserId: outsider.userId, type: 'stokvel' });
  const world = { app, orgId };
  // The chair and the members pay R3,000 each in 2025, recorded by the treasurer; with two admins the chair
  // records the treasurer's own R3,000 (nobody records their own money).
  for (const [index, payer] of [secondAdmin, ...members].entries()) {
    await readJson(
      await callLoans(world, 'POST', '/contributions', admin, {
        json: {
          userId: payer.userId,
          contributionDate: `2025-${String(index + 1).padStart(2, '0')}-10`,
          amountCents: 300_000,
          paymentMethod: 'cash',
        },
      }),
      201,
    );
  }
  if (options.isTwoAdmins) {
    await readJson(
      await callLoans(world, 'POST', '/contributions', secondAdmin, {
        json: {
          userId: admin.userId,
          contributionDate: '2025-11-10',
          amountCents: 300_000,
          paymentMethod: 'cash',
        },
      }),
      201,
    );
  }
  return { app, orgId, admin, secondAdmin, members, outsider, staff };
}

const cashOf = async (orgId: string) => (await readBalances(app, orgId)).get('cash') ?? 0;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('a grocery stokvel with two admins', () => {
  let world: TWorld;
  beforeAll(async () => {
    world = await createGroceryWorld({ isTwoAdmins: true });
  });

  it('holds the bulk purchase for the second admin, who posts it as an expense with its receipt', async () => {
    expect(await cashOf(world.orgId)).toBe(3_000_000);
    const held = await readJson<TApproval>(await postPurchase(world.orgId, world.admin, purchase()), 202);
    expect(held.status).toBe('pending');
    expect(held.description).toBe(
      'Bulk purchase from Makro Crown Mines: Year-end hampers: maize meal, rice, oil, sugar',
    );
    expect(await cashOf(world.orgId)).toBe(3_000_000);

    const own = await callLoans(world, 'POST', `/approvals/${held.id}/approve`, world.admin, { key: key() });
    expect(own.status).toBe(403);
    await readJson(
      await callLoans(world, 'POST', `/approvals/${held.id}/approve`, world.secondAdmin, { key: key() }),
      200,
    );
    expect(await cashOf(world.orgId)).toBe(600_000);
    const balances = await expectLedgerBalanced(app, world.orgId);
    expect(balances.get('expenses')).toBe(2_400_000);

    const list = await readJson<TGroceryPurchaseList>(
      await callLoans(world, 'GET', '/grocery-purchases', world.members[0] ?? null),
      200,
    );
    expect(list.totalCents).toBe(2_400_000);
    expect(list.purchases).toMatchObject([
      {
        supplier: 'Makro Crown Mines',
        amountCents: 2_400_000,
        purchasedOn: '2025-12-12',
        receiptContentType: 'application/pdf',
      },
    ]);
  });

  it('lets every member open the receipt, and nobody outside the group', async () => {
    const list = await readJson<TGroceryPurchaseList>(
      await callLoans(world, 'GET', '/grocery-purchases', world.admin),
      200,
    );
    const id = list.purchases[0]?.id ?? '';
    const receipt = await callLoans(
      world,
      'GET',
      `/grocery-purchases/${id}/receipt`,
      world.members[3] ?? null,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await receipt.arrayBuffer())).toEqual(PDF_RECEIPT);

    expect((await callLoans(world, 'GET', `/grocery-purchases/${id}/receipt`, world.outsider)).status).toBe(
      404,
    );
    expect((await callLoans(world, 'GET', '/grocery-purchases', world.outsider)).status).toBe(404);
    expect((await callLoans(world, 'GET', `/grocery-purchases/${id}/receipt`, null)).status).toBe(401);
    const unknown = await callLoans(world, 'GET', `/grocery-purchases/${randomUUID()}/receipt`, world.admin);
    expect((await readError(unknown, 404)).message).toBe('Purchase not found');
  });

  it('refuses members, outsiders, a missing key, a wrong file and more than the cash', async () => {
    const member = world.members[0] as TActor;
    expect((await postPurchase(world.orgId, member, purchase({ amountCents: 100 }))).status).toBe(403);
    expect((await postPurchase(world.orgId, world.outsider, purchase({ amountCents: 100 }))).status).toBe(
      404,
    );
    const noKey = await postPurchase(world.orgId, world.admin, purchase(), undefined, null);
    expect((await readError(noKey, 400)).message).toBe('Idempotency-Key header is required for this request');
    const text = {
      bytes: new TextEncoder().encode('not a receipt'),
      name: 'receipt.txt',
      type: 'text/plain',
    };
    const wrongType = await postPurchase(world.orgId, world.admin, purchase(), text);
    expect((await readError(wrongType, 400)).message).toBe('Receipt must be a JPEG, PNG, WebP or PDF file');
    const noSupplier = await postPurchase(world.orgId, world.admin, purchase({ supplier: '' }));
    expect((await readError(noSupplier, 400)).message).toBe('Supplier must be at least 2 characters');

    // Held, then approved: the cash (R6,000) cannot pay R7,000 of groceries.
    const held = await readJson<TApproval>(
      await postPurchase(world.orgId, world.admin, purchase({ amountCents: 700_000 })),
      202,
    );
    const approved = await callLoans(world, 'POST', `/approvals/${held.id}/approve`, world.secondAdmin, {
      key: key(),
    });
    expect(approved.status).toBe(409);
    expect(await cashOf(world.orgId)).toBe(600_000);
  });

  it('shares out the remaining R6,000: R2,400 of groceries and R600 in cash to each of ten members', async () => {
    const proposed = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    expect(proposed.pot).toMatchObject({ savingsCents: 3_000_000, groceriesCents: 2_400_000 });
    expect(proposed.lines).toHaveLength(10);
    for (const line of proposed.lines) {
      expect(line).toMatchObject({ grossCents: 300_000, groceriesCents: 240_000, netPayoutCents: 60_000 });
    }
    expect(proposed.totals).toEqual({
      grossCents: 3_000_000,
      groceriesCents: 2_400_000,
      loanDeductedCents: 0,
      netPayoutCents: 600_000,
    });

    const held = await readJson<TApproval>(
      await callLoans(world, 'POST', `/share-outs/${proposed.id}/post`, world.admin, { key: key() }),
      202,
    );
    await readJson(
      await callLoans(world, 'POST', `/approvals/${held.id}/approve`, world.secondAdmin, { key: key() }),
      200,
    );
    const latest = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.members[1] ?? null),
      200,
    );
    expect(latest.shareOut?.status).toBe('posted');
    // Every cent accounted for: R24,000 of groceries, R6,000 paid out, nothing left.
    expect(await cashOf(world.orgId)).toBe(0);
    const balances = await expectLedgerBalanced(app, world.orgId);
    expect(balances.get('payouts')).toBe(600_000);
    expect(balances.get('expenses')).toBe(2_400_000);

    const member = world.members[2] as TActor;
    const statement = await callLoans(
      world,
      'GET',
      `/share-outs/${proposed.id}/statements/${member.userId}`,
      member,
    );
    expect(statement.status).toBe(200);
    const text = extractPdfText(Buffer.from(await statement.arrayBuffer()));
    expect(text).toContain('Your part of the groceries');
    expect(text).toContain(formatPdfMoney(240_000));
    expect(text).toContain(formatPdfMoney(60_000));
  });
});

describe('a grocery stokvel with one admin', () => {
  it('posts the purchase at once, answers a retry the same, keeps an image receipt as WebP and refuses a closed month', async () => {
    const world = await createGroceryWorld({ isTwoAdmins: false });
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .png()
      .toBuffer();
    const file = { bytes: new Uint8Array(png), name: 'till-slip.png', type: 'image/png' };
    const retryKey = key();
    const first = await readJson<TGroceryPurchase>(
      await postPurchase(world.orgId, world.admin, purchase({ amountCents: 1_000_000 }), file, retryKey),
      201,
    );
    const again = await readJson<TGroceryPurchase>(
      await postPurchase(world.orgId, world.admin, purchase({ amountCents: 1_000_000 }), file, retryKey),
      201,
    );
    expect(again.id).toBe(first.id);
    expect(first.receiptContentType).toBe('image/webp');
    // The chair and eight members paid R27,000; R10,000 of groceries leave R17,000.
    expect(await cashOf(world.orgId)).toBe(1_700_000);
    const receipt = await callLoans(
      world,
      'GET',
      `/grocery-purchases/${first.id}/receipt`,
      world.secondAdmin,
    );
    expect(receipt.headers.get('content-type')).toBe('image/webp');

    const closed = await callLoans(world, 'POST', '/books/close', world.admin, {
      json: { month: '2024-06' },
    });
    expect(closed.status).toBe(200);
    const intoClosed = await postPurchase(world.orgId, world.admin, purchase({ purchasedOn: '2024-06-20' }));
    expect((await readError(intoClosed, 409)).message).toMatch(/is closed/);
  });

  it('is for savings groups only: a burial society is told there is none', async () => {
    const admin = await createSignedInUser(app, { name: 'Burial Admin' });
    const orgId = await createOrganization(app, { adminUserId: admin.userId, type: 'burial_society' });
    const list = await callLoans({ app, orgId }, 'GET', '/grocery-purchases', admin);
    expect(list.status).toBe(404);
  });
});
