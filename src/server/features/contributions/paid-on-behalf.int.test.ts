import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TContribution, TContributionList } from '../../../shared/contracts/contributions';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { readRulePayments } from '../fines/rule-inputs.repository';

// Paying for someone else: a member pays a contribution on another member's behalf. It counts for the
// member it is for, names the payer, and neither of them may confirm it.

type TUser = Awaited<ReturnType<typeof createSignedInUser>>;

let app: TTestApp;
let orgId: string;
let admin: TUser;
let coAdmin: TUser;
let payer: TUser;
let beneficiary: TUser;
let outsider: TUser;

const today = getTodayIso();
const payment = {
  contributionDate: today,
  amountCents: 30_000,
  paymentMethod: 'eft',
  referenceNumber: 'EFT-77',
};

const call = (user: TUser, method: string, path: string, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, { method, cookie: user.cookie, ...(json ? { json } : {}) });

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  payer = await createSignedInUser(app, { name: 'Thabo Son' });
  beneficiary = await createSignedInUser(app, { name: 'Gogo Mother' });
  outsider = await createSignedInUser(app, { name: 'Not A Member' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [payer.userId, beneficiary.userId],
  });
});

afterAll(async () => {
  await app.close();
});

describe('paying for someone else', () => {
  it('lets a member submit a payment for another member: it counts for them and names the payer', async () => {
    const response = await call(payer, 'POST', '/contributions/submit', {
      ...payment,
      beneficiaryUserId: beneficiary.userId,
    });
    expect(response.status).toBe(201);
    const submitted = (await response.json()) as TContribution;
    expect(submitted).toMatchObject({
      userId: beneficiary.userId,
      memberName: 'Gogo Mother',
      paidByUserId: payer.userId,
      paidByName: 'Thabo Son',
      status: 'pending',
    });
    // Both see it in their own lists; the admin confirms it and it counts for the beneficiary.
    for (const user of [payer, beneficiary]) {
      const list = (await (await call(user, 'GET', '/contributions')).json()) as TContributionList;
      expect(list.items.map((item) => item.id)).toContain(submitted.id);
    }
    expect((await call(admin, 'POST', `/contributions/${submitted.id}/confirm`)).status).toBe(200);
    const payments = await readRulePayments(app.database.db, orgId);
    expect(payments.get(beneficiary.userId)?.map((item) => item.id)).toContain(submitted.id);
    expect(payments.get(payer.userId) ?? []).toHaveLength(0);
  });

  it('refuses a payment for someone outside the organization', async () => {
    await expectError(
      await call(payer, 'POST', '/contributions/submit', { ...payment, beneficiaryUserId: outsider.userId }),
      400,
      'This member does not belong to the organization',
    );
  });

  it('never lets the payer confirm or record money they paid, even for another member', async () => {
    const response = await call(admin, 'POST', '/contributions/submit', {
      ...payment,
      beneficiaryUserId: beneficiary.userId,
    });
    expect(response.status).toBe(201);
    const paidByAdmin = (await response.json()) as TContribution;
    await expectError(
      await call(admin, 'POST', `/contributions/${paidByAdmin.id}/confirm`),
      403,
      'Another admin must confirm this',
    );
    expect((await call(coAdmin, 'POST', `/contributions/${paidByAdmin.id}/confirm`)).status).toBe(200);
    await expectError(
      await call(admin, 'POST', '/contributions', {
        ...payment,
        userId: beneficiary.userId,
        paidByUserId: admin.userId,
      }),
      403,
      'Another admin must record this',
    );
  });

  it('lets an admin record a payment one member made for another', async () => {
    const response = await call(admin, 'POST', '/contributions', {
      ...payment,
      userId: beneficiary.userId,
      paidByUserId: payer.userId,
    });
    expect(response.status).toBe(201);
    const recorded = (await response.json()) as TContribution;
    expect(recorded).toMatchObject({
      status: 'completed',
      paidByName: 'Thabo Son',
      userId: beneficiary.userId,
    });
    await expectError(
      await call(admin, 'POST', '/contributions', {
        ...payment,
        userId: beneficiary.userId,
        paidByUserId: outsider.userId,
      }),
      400,
      'The member who paid does not belong to the organization',
    );
  });
});
