import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberStatement } from '../../../shared/contracts/ledger';
import type {
  TAddedMemberRecords,
  TClaimedMemberRecord,
  TInvitation,
} from '../../../shared/contracts/member-records';
import type { TMemberList } from '../../../shared/contracts/members';
import { contributionSummaries, mailOutbox, memberInvitations, users } from '../../db/schema';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  TEST_PASSWORD,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';
import { listMemberColumns } from './reattribute-member';

let app: TTestApp;
let admin: TSignedInUser;
let member: TSignedInUser;
let orgId: string;
let otherAdmin: TSignedInUser;

const call = (path: string, actor: { cookie: string }, json?: unknown, method = 'POST') =>
  app.request(path, { method, cookie: actor.cookie, ...(json === undefined ? {} : { json }) });

async function addMembers(members: object[], actor = admin) {
  return readJson<TAddedMemberRecords>(
    await call(`/api/v1/orgs/${orgId}/members/without-account`, actor, { members }),
    201,
  );
}

async function invite(membershipId: string, email?: string) {
  return readJson<TInvitation>(
    await call(`/api/v1/orgs/${orgId}/members/${membershipId}/invitations`, admin, email ? { email } : {}),
    201,
  );
}

async function pay(userId: string, contributionDate: string, amountCents: number) {
  const response = await call(`/api/v1/orgs/${orgId}/contributions`, admin, {
    userId,
    contributionDate,
    amountCents,
    paymentMethod: 'cash',
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function statementOf(userId: string, actor: { cookie: string }) {
  return readJson<TMemberStatement>(
    await call(
      `/api/v1/orgs/${orgId}/ledger/statement?memberId=${userId}&from=2024-01-01&to=2026-12-31`,
      actor,
      undefined,
      'GET',
    ),
  );
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Treasurer' });
  member = await createSignedInUser(app);
  otherAdmin = await createSignedInUser(app);
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
  await createOrganization(app, { adminUserId: otherAdmin.userId });
});

afterAll(async () => {
  await app.close();
});

describe('members without an account', () => {
  it('an admin adds several at once, with a phone, an e-mail or neither; they appear in the member list', async () => {
    const { members } = await addMembers([
      { fullName: 'Thandeka Mokoena', phone: '082 123 4567' },
      { fullName: 'Sipho Ndlovu', email: 'sipho.ndlovu@example.test' },
      { fullName: 'Gogo Mahlangu' },
    ]);
    expect(members.map((row) => [row.fullName, row.hasSignIn, row.role])).toEqual([
      ['Thandeka Mokoena', false, 'member'],
      ['Sipho Ndlovu', false, 'member'],
      ['Gogo Mahlangu', false, 'member'],
    ]);
    for (const row of members) expect(row.paymentReference).toMatch(/^[A-Z0-9]+-\d{4}$/);
    const list = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members?search=Sipho`, admin, undefined, 'GET'),
    );
    expect(list.members).toHaveLength(1);
    expect(list.members[0]).toMatchObject({
      fullName: 'Sipho Ndlovu',
      email: 'sipho.ndlovu@example.test',
      hasSignIn: false,
    });
    const gogo = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members?search=Gogo`, admin, undefined, 'GET'),
    );
    expect(gogo.members[0]?.email).toBeNull();
  });

  it('refuses a name typed twice, names the rows, and adds none of the batch', async () => {
    const before = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members`, admin, undefined, 'GET'),
    );
    const error = await readError(
      await call(`/api/v1/orgs/${orgId}/members/without-account`, admin, {
        members: [{ fullName: 'Lerato Dube' }, { fullName: 'Nomsa Khumalo' }, { fullName: 'lerato  dube' }],
      }),
      400,
    );
    expect(error.message).toBe('Row 3: lerato  dube appears twice (also row 1)');
    const after = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members`, admin, undefined, 'GET'),
    );
    expect(after.memberCount).toBe(before.memberCount);
  });

  it('a plain member cannot add, and an admin of another group cannot see the group', async () => {
    const body = { members: [{ fullName: 'Someone Else' }] };
    await readError(await call(`/api/v1/orgs/${orgId}/members/without-account`, member, body), 403);
    await readError(await call(`/api/v1/orgs/${orgId}/members/without-account`, otherAdmin, body), 404);
  });

  it('nobody can sign in as one: not with its address, and a password reset sends nothing', async () => {
    const { members } = await addMembers([{ fullName: 'Bheki Zulu' }]);
    const [record] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.id, members[0]?.userId ?? ''));
    expect(record?.email).toMatch(/\.invalid$/);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: record?.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: record?.email, redirectTo: '/reset-password' },
    });
    const mail = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, record?.email ?? ''));
    expect(mail).toEqual([]);
    // Platform staff see a person without an account, not an address.
    const staff = await createSignedInUser(app, { platformRole: 'site_admin' });
    const listed = await readJson<{ users: { userId: string; email: string; status: string }[] }>(
      await call('/api/v1/admin/users?search=Bheki', staff, undefined, 'GET'),
    );
    expect(listed.users).toEqual([
      expect.objectContaining({ userId: record?.id, email: '', status: 'no_account' }),
    ]);
  });
});

describe('invitations and claims', () => {
  it('a member is invited by e-mail, claims the record with a new account and finds their history', async () => {
    const { members } = await addMembers([{ fullName: 'Nandi Sithole', email: 'nandi@example.test' }]);
    const record = members[0];
    if (!record) throw new Error('no record');
    await pay(record.userId, '2025-03-01', 50_000);
    await pay(record.userId, '2025-04-01', 50_000);
    const balancesBefore = await readBalances(app, orgId);
    const invitation = await invite(record.id, 'nandi@example.test');
    expect(invitation.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(invitation.link).toContain(`/dashboard/claim?code=${invitation.code}`);
    const [sent] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'nandi@example.test'), sql`${mailOutbox.subject} like '%invites you%'`),
      );
    expect(sent?.subject).toMatch(/invites you to Masakhane$/);
    expect(sent?.textBody).toContain(invitation.code);
    const [stored] = await app.database.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.id, invitation.id));
    expect(JSON.stringify(stored)).not.toContain(invitation.code.replaceAll('-', ''));

    const nandi = await createSignedInUser(app, { name: 'Nandi' });
    const claimed = await readJson<TClaimedMemberRecord>(
      await call('/api/v1/member-claims', nandi, { code: invitation.code.toLowerCase() }),
    );
    expect(claimed).toMatchObject({
      organizationId: orgId,
      membershipId: record.id,
      fullName: 'Nandi Sithole',
    });

    // Her history, payment reference and standing are hers now, under her own sign-in.
    const statement = await statementOf(nandi.userId, nandi);
    expect(statement.closingBalanceCents).toBe(100_000);
    expect(statement.movements.map((line) => line.amountCents)).toEqual([50_000, 50_000]);
    const list = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members?search=Nandi`, admin, undefined, 'GET'),
    );
    expect(list.members).toHaveLength(1);
    expect(list.members[0]).toMatchObject({
      id: record.id,
      userId: nandi.userId,
      paymentReference: record.paymentReference,
      hasSignIn: true,
    });
    // The books did not change in total, and nothing names the record any more.
    expect(await readBalances(app, orgId)).toEqual(balancesBefore);
    await expectLedgerBalanced(app, orgId);
    const [summary] = await app.database.db
      .select()
      .from(contributionSummaries)
      .where(
        and(
          eq(contributionSummaries.organizationId, orgId),
          eq(contributionSummaries.userId, nandi.userId),
          eq(contributionSummaries.month, '0001-01-01'),
        ),
      );
    expect(summary).toMatchObject({ completedCount: 2, completedCents: 100_000 });
    const leftovers = await app.database.db.execute(sql`
      select count(*)::int as n from contribution_summaries where user_id = ${record.userId}`);
    expect((leftovers as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const [gone] = await app.database.db.select().from(users).where(eq(users.id, record.userId));
    expect(gone).toBeUndefined();

    // The code works once.
    const again = await createSignedInUser(app);
    const used = await readError(await call('/api/v1/member-claims', again, { code: invitation.code }), 409);
    expect(used.message).toBe('This invitation was already used.');
  });

  it('a person who already belongs to another group claims by code, and keeps both', async () => {
    const { members } = await addMembers([{ fullName: 'Zanele Nkosi' }]);
    const record = members[0];
    if (!record) throw new Error('no record');
    await pay(record.userId, '2025-05-01', 20_000);
    const invitation = await invite(record.id);
    expect(invitation.sentTo).toBeNull();
    const zanele = await createSignedInUser(app);
    const elsewhere = await createOrganization(app, {
      adminUserId: otherAdmin.userId,
      memberUserIds: [zanele.userId],
    });
    await readJson(await call('/api/v1/member-claims', zanele, { code: invitation.code }));
    const me = await readJson<{ memberships: { organizationId: string }[] }>(
      await call('/api/v1/me', zanele, undefined, 'GET'),
    );
    expect(me.memberships.map((row) => row.organizationId).sort()).toEqual([orgId, elsewhere].sort());
    expect((await statementOf(zanele.userId, zanele)).closingBalanceCents).toBe(20_000);
  });

  it('refuses a wrong code, a replaced one, an expired one, and a claimant already in the group', async () => {
    const { members } = await addMembers([{ fullName: 'Musa Dlamini' }]);
    const record = members[0];
    if (!record) throw new Error('no record');
    const someone = await createSignedInUser(app);
    const wrong = await readError(
      await call('/api/v1/member-claims', someone, { code: 'AAAA-BBBB-CCCC' }),
      404,
    );
    expect(wrong.message).toBe(
      'This invitation code is not valid. Check it, or ask your treasurer for a new one.',
    );
    await readError(await call('/api/v1/member-claims', someone, { code: 'not a code' }), 404);

    const first = await invite(record.id);
    const second = await invite(record.id);
    await readError(await call('/api/v1/member-claims', someone, { code: first.code }), 404);

    await app.database.db
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.id, second.id));
    const expired = await readError(await call('/api/v1/member-claims', someone, { code: second.code }), 409);
    expect(expired.message).toBe('This invitation has expired. Ask your treasurer for a new one.');

    const third = await invite(record.id);
    const inGroup = await readError(await call('/api/v1/member-claims', member, { code: third.code }), 409);
    expect(inGroup.message).toMatch(/^You are already a member of /);
    // The record is still there to be claimed by the right person.
    await readJson(await call('/api/v1/member-claims', someone, { code: third.code }));
  });

  it('only the group admins invite, and only members without an account', async () => {
    const { members } = await addMembers([{ fullName: 'Ayanda Mthembu' }]);
    const path = `/api/v1/orgs/${orgId}/members/${members[0]?.id}/invitations`;
    await readError(await call(path, member, {}), 403);
    await readError(await call(path, otherAdmin, {}), 404);
    const list = await readJson<TMemberList>(
      await call(`/api/v1/orgs/${orgId}/members`, admin, undefined, 'GET'),
    );
    const withAccount = list.members.find((row) => row.userId === member.userId);
    const refused = await readError(
      await call(`/api/v1/orgs/${orgId}/members/${withAccount?.id}/invitations`, admin, {}),
      409,
    );
    expect(refused.message).toMatch(/already has an account$/);
    await readError(await call('/api/v1/member-claims', { cookie: '' }, { code: 'AAAA-BBBB-CCCC' }), 401);
  });

  it('an admin asks for a loan for a member without an account, and it is theirs once claimed', async () => {
    const { members } = await addMembers([{ fullName: 'Lindiwe Mkhize' }]);
    const record = members[0];
    if (!record) throw new Error('no record');
    await pay(record.userId, '2025-06-01', 60_000);
    const ask = (actor: { cookie: string }, borrowerUserId: string) =>
      call(`/api/v1/orgs/${orgId}/loans`, actor, {
        amountCents: 40_000,
        termMonths: 3,
        purpose: 'School uniforms',
        borrowerUserId,
      });
    const loan = await readJson<{ id: string; userId: string; status: string }>(
      await ask(admin, record.userId),
      201,
    );
    expect(loan).toMatchObject({ userId: record.userId, status: 'pending' });
    const tooMuch = await readError(
      await call(`/api/v1/orgs/${orgId}/loans`, admin, {
        amountCents: 90_000_000,
        termMonths: 3,
        purpose: 'A house',
        borrowerUserId: record.userId,
      }),
      400,
    );
    expect(tooMuch.message).toMatch(/^Amount is above the largest loan Lindiwe Mkhize can take: /);
    expect((await readError(await ask(member, record.userId), 403)).message).toBe(
      'Only admins can ask for a loan for another member',
    );
    const ownAccount = await readError(await ask(admin, member.userId), 409);
    expect(ownAccount.message).toMatch(/has an account: they ask for their own loan$/);

    const invitation = await invite(record.id);
    const lindiwe = await createSignedInUser(app);
    await readJson(await call('/api/v1/member-claims', lindiwe, { code: invitation.code }));
    const detail = await readJson<{ loan: { userId: string } }>(
      await call(`/api/v1/orgs/${orgId}/loans/${loan.id}`, lindiwe, undefined, 'GET'),
    );
    expect(detail.loan.userId).toBe(lindiwe.userId);
  });

  it('every column that names a member is followed by a claim', async () => {
    const columns = await listMemberColumns(app.database.db);
    const names = columns.map((column) => `${column.table}.${column.column}`);
    for (const expected of [
      'user_organizations.user_id',
      'contributions.user_id',
      'journal_lines.member_user_id',
      'loans.user_id',
      'burial_policies.user_id',
      'member_fines.user_id',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.some((name) => name.endsWith('_by'))).toBe(false);
    expect(names.some((name) => name.startsWith('sessions.') || name.startsWith('profiles.'))).toBe(false);
  });
});
