import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankLine } from '../../../shared/contracts/bank-statements';
import type { TContribution } from '../../../shared/contracts/contributions';
import { callLoans, readJson, type TActor } from '../../testing/fixtures/loans';
import { importStatement } from '../../testing/fixtures/statement-imports';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let orgId: string;
let admin: TActor;
let zodwa: TActor;
let lerato: TActor;
const world = () => ({ app, orgId });

const submit = async (actor: TActor, amountCents: number) =>
  readJson<TContribution>(
    await callLoans(world(), 'POST', '/contributions/submit', actor, {
      json: { contributionDate: '2026-10-03', amountCents, paymentMethod: 'eft', referenceNumber: 'October' },
    }),
    201,
  );

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  zodwa = await createSignedInUser(app, { name: 'Zodwa Khumalo' });
  lerato = await createSignedInUser(app, { name: 'Lerato Mahlangu' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [zodwa.userId, lerato.userId],
  });
});

afterAll(async () => {
  await app.close();
});

describe('matching a deposit by the phone number on the member profile', () => {
  it('proposes the member whose phone the bank printed, where the amount alone is ambiguous', async () => {
    const saved = await app.request('/api/v1/me/profile', {
      method: 'PATCH',
      cookie: zodwa.cookie,
      json: { fullName: 'Zodwa Khumalo', companyName: '', phone: '082 555 0142' },
    });
    expect(saved.status).toBe(200);
    const fromZodwa = await submit(zodwa, 30_000);
    await submit(lerato, 30_000);

    const statement = [
      'Date,Amount,Balance,Description',
      '2026/10/05,300.00,300.00,CELLPHONE BANKING 0825550142',
    ];
    await importStatement(world(), admin, 'fnb.csv', statement.join('\n'));
    const { items } = await readJson<{ items: TBankLine[] }>(
      await callLoans(world(), 'GET', '/bank/lines', admin),
      200,
    );
    expect(items[0]?.proposal).toMatchObject({
      kind: 'exact',
      candidates: [{ kind: 'contribution', contributionId: fromZodwa.id, isReferenceMatch: true }],
    });
  });
});
