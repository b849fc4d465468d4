import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TMemberStatement } from '../../../shared/contracts/ledger';
import type { TAddedMemberRecords } from '../../../shared/contracts/member-records';
import type { TMember, TMemberList } from '../../../shared/contracts/members';
import { users } from '../../db/schema';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TSignedInUser;
let secondAdmin: TSignedInUser;
let member: TSignedInUser;

const call = (orgId: string, path: string, actor: { cookie: string }, json?: unknown, method = 'POST') =>
  app.request(`/api/v1/orgs/${orgId}${path}`, { method, cookie: actor.cookie, ...(json ? { json } : {}) });

async function addRecord(orgId: string, fullName: string) {
  const { members } = await readJson<TAddedMemberRecords>(
    await call(orgId, '/members/without-account', admin, { members: [{ fullName }] }),
    201,
  );
  const record = members[0];
  if (!record) throw new Error('no record');
  return record;
}

async function pay(orgId: string, userId: string, contributionDate: string, amountCents: number) {
  const response = await call(orgId, '/contributions', admin, {
    userId,
    contributionDate,
    amountCents,
    paymentMethod: 'cash',
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function membershipOf(orgId: string, userId: string): Promise<TMember> {
  const list = await readJson<TMemberList>(await call(orgId, '/members', admin, undefined, 'GET'));
  const found = list.members.find((row) => row.userId === userId);
  if (!found) throw new Error('not a member');
  return found;
}

const statementOf = (orgId: string, userId: string) =>
  call(orgId, `/ledger/statement?memberId=${userId}&from=2024-01-01&to=2026-12-31`, admin, undefined, 'GET');

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  secondAdmin = await createSignedInUser(app);
  member = await createSignedInUser(app, { name: 'Thandeka Mokoena' });
});

afterAll(async () => {
  await app.close();
});

describe('merging two records of one person', () => {
  it('moves the record’s history onto the member, who keeps their membership; the books do not change', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const record = await addRecord(orgId, 'Thandeka Mokoena (exercise book)');
    await pay(orgId, record.userId, '2025-03-01', 20_000);
    await pay(orgId, record.userId, '2025-04-01', 20_000);
    await pay(orgId, member.userId, '2025-05-01', 30_000);
    const balances = await readBalances(app, orgId);
    const into = await membershipOf(orgId, member.userId);

    const merged = await readJson<{ id: string }>(
      await call(orgId, `/members/${record.id}/merge`, admin, { intoMembershipId: into.id }),
    );
    expect(merged.id).toBe(into.id);
    const statement = await readJson<TMemberStatement>(await statementOf(orgId, member.userId));
    expect(statement.movements.map((line) => line.amountCents)).toEqual([20_000, 20_000, 30_000]);
    expect(statement.closingBalanceCents).toBe(70_000);
    expect(await readBalances(app, orgId)).toEqual(balances);
    await expectLedgerBalanced(app, orgId);
    const list = await readJson<TMemberList>(await call(orgId, '/members', admin, undefined, 'GET'));
    expect(list.members.map((row) => row.id)).not.toContain(record.id);
    expect((await membershipOf(orgId, member.userId)).paymentReference).toBe(into.paymentReference);
    expect(await app.database.db.select().from(users).where(eq(users.id, record.userId))).toEqual([]);
  });

  it('refuses a record with an account, the same record twice, and anyone but the group’s admins', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const record = await addRecord(orgId, 'Gogo Mahlangu');
    const into = await membershipOf(orgId, member.userId);
    const withAccount = await readError(
      await call(orgId, `/members/${into.id}/merge`, admin, { intoMembershipId: record.id }),
      409,
    );
    expect(withAccount.message).toBe(
      'Thandeka Mokoena has an account: only a record without one can be merged into another',
    );
    await readError(
      await call(orgId, `/members/${record.id}/merge`, admin, { intoMembershipId: record.id }),
      400,
    );
    await readError(
      await call(orgId, `/members/${record.id}/merge`, member, { intoMembershipId: into.id }),
      403,
    );
    // Nobody merges a history into their own record: another admin does.
    const own = await membershipOf(orgId, admin.userId);
    const self = await readError(
      await call(orgId, `/members/${record.id}/merge`, admin, { intoMembershipId: own.id }),
      403,
    );
    expect(self.message).toBe(
      'Another admin must merge a record into yours: appoint a second admin in Manage Members',
    );
    const list = await readJson<TMemberList>(await call(orgId, '/members', admin, undefined, 'GET'));
    expect(list.members.map((row) => row.id)).toContain(record.id);
  });

  it('waits for the second admin where the group has two', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [secondAdmin.userId],
      memberUserIds: [member.userId],
    });
    const record = await addRecord(orgId, 'Zanele Nkosi');
    const into = await membershipOf(orgId, member.userId);
    const held = await readJson<TApproval>(
      await call(orgId, `/members/${record.id}/merge`, admin, { intoMembershipId: into.id }),
      202,
    );
    expect(held.description).toBe('Merge the record of Zanele Nkosi into Thandeka Mokoena');
    await readJson(await call(orgId, `/approvals/${held.id}/approve`, secondAdmin, {}));
    const list = await readJson<TMemberList>(await call(orgId, '/members', admin, undefined, 'GET'));
    expect(list.members.map((row) => row.id)).not.toContain(record.id);
  });
});
