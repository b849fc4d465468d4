import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMemberList } from '../../../shared/contracts/members';
import { mailOutbox, organizations, profiles, userOrganizations } from '../../db/schema';
import {
  callApi,
  collectEvents,
  expectRefused,
  readAuditActions,
  readErrorMessage,
} from '../../testing/fixtures/organizations';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let outsiderAdmin: TActor;

beforeAll(async () => {
  app = await createTestApp();
  outsiderAdmin = await createSignedInUser(app);
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });
});

afterAll(async () => {
  await app.close();
});

/** A fresh organization with one admin and the given number of plain members. */
async function setUpOrganization(memberCount = 1) {
  const admin = await createSignedInUser(app, { name: 'Thandi Mokoena' });
  const members: TActor[] = [];
  for (let index = 0; index < memberCount; index++) members.push(await createSignedInUser(app));
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: members.map((member) => member.userId),
  });
  return { admin, members, orgId };
}

async function readMemberships(orgId: string) {
  const rows = await app.database.db
    .select({ id: userOrganizations.id, userId: userOrganizations.userId, role: userOrganizations.role })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, orgId));
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

async function membershipIdOf(orgId: string, userId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, userId)));
  if (!row) throw new Error('membership not found');
  return row.id;
}

async function listMembers(actor: TActor, orgId: string, query = '') {
  const result = await callApi(app, actor.cookie, 'GET', `/api/v1/orgs/${orgId}/members${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ZMemberList.parse(result.body);
}

describe('member list', () => {
  it('shows admins the list with counts and e-mail addresses; a plain member is refused it', async () => {
    const { admin, members, orgId } = await setUpOrganization(2);
    const [first] = members;
    if (!first) throw new Error('no member');
    await app.database.db
      .update(profiles)
      .set({ fullName: 'Nomsa Zulu', companyName: 'Zulu Catering' })
      .where(eq(profiles.userId, first.userId));

    const asAdmin = await listMembers(admin, orgId);
    expect(asAdmin).toMatchObject({ total: 3, memberCount: 3, adminCount: 1 });
    expect(asAdmin.members.every((row) => row.email !== null)).toBe(true);

    await expectRefused(callApi(app, first.cookie, 'GET', `/api/v1/orgs/${orgId}/members`), 403);

    const searched = await listMembers(admin, orgId, '?search=catering');
    expect(searched).toMatchObject({ total: 1, memberCount: 3 });
    expect(searched.members[0]).toMatchObject({ fullName: 'Nomsa Zulu', companyName: 'Zulu Catering' });

    await expectRefused(callApi(app, outsiderAdmin.cookie, 'GET', `/api/v1/orgs/${orgId}/members`), 404);
    await expectRefused(callApi(app, undefined, 'GET', `/api/v1/orgs/${orgId}/members`), 401);
  });
});

describe('roles and removal', () => {
  it('promotes and demotes with an audit row and a live update', async () => {
    const { admin, members, orgId } = await setUpOrganization(1);
    const membershipId = await membershipIdOf(orgId, members[0]?.userId ?? '');
    const events = await collectEvents(app, async () => {
      const result = await callApi(
        app,
        admin.cookie,
        'PATCH',
        `/api/v1/orgs/${orgId}/members/${membershipId}`,
        {
          role: 'admin',
        },
      );
      expect(result.body).toEqual({ id: membershipId, role: 'admin' });
    });
    expect(events).toContainEqual({ topic: 'memberships', organizationId: orgId });
    expect((await listMembers(admin, orgId)).adminCount).toBe(2);

    const demoted = await callApi(
      app,
      admin.cookie,
      'PATCH',
      `/api/v1/orgs/${orgId}/members/${membershipId}`,
      {
        role: 'member',
      },
    );
    expect(demoted.body).toEqual({ id: membershipId, role: 'member' });
    const actions = (await readAuditActions(app, orgId)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['membership.promoted', 'membership.demoted']));
  });

  it('tells the member by e-mail when they are promoted and demoted', async () => {
    const admin = await createSignedInUser(app);
    const member = await createSignedInUser(app);
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const [organization] = await app.database.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    // Member Updates mail is off until the member turns it on.
    await callApi(app, member.cookie, 'PATCH', '/api/v1/me/settings', { memberUpdates: true });
    const membershipId = await membershipIdOf(orgId, member.userId);
    for (const role of ['admin', 'member']) {
      await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${membershipId}`, { role });
    }
    const mails = await app.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.subject, 'You are now %')))
      .orderBy(asc(mailOutbox.createdAt));
    const name = organization?.name;
    expect(mails).toEqual([
      {
        subject: `You are now an admin of ${name}`,
        text: expect.stringContaining(
          `Hello,\n\nAn admin of ${name} made you an admin: you can now record money and manage members there.\n\nMasakhane\n`,
        ),
      },
      {
        subject: `You are now a member of ${name}`,
        text: expect.stringContaining(
          `Hello,\n\nAn admin of ${name} changed your role to member.\n\nMasakhane\n`,
        ),
      },
    ]);
  });

  it('never demotes or removes the last admin', async () => {
    const { admin, orgId } = await setUpOrganization(1);
    const adminMembership = await membershipIdOf(orgId, admin.userId);
    const before = await readMemberships(orgId);
    const demote = await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${adminMembership}`, {
        role: 'member',
      }),
      409,
    );
    expect(readErrorMessage(demote)).toBe('The last admin cannot be demoted');
    const remove = await expectRefused(
      callApi(app, admin.cookie, 'DELETE', `/api/v1/orgs/${orgId}/members/${adminMembership}`),
      409,
    );
    expect(readErrorMessage(remove)).toBe('The last admin cannot be removed');
    expect(await readMemberships(orgId)).toEqual(before);
  });

  it('removes a member, and lets an admin step down while another admin remains', async () => {
    const { admin, members, orgId } = await setUpOrganization(2);
    const [first, second] = members;
    if (!first || !second) throw new Error('no members');
    const firstMembership = await membershipIdOf(orgId, first.userId);
    const removed = await app.request(`/api/v1/orgs/${orgId}/members/${firstMembership}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await readMemberships(orgId)).map((row) => row.userId)).not.toContain(first.userId);
    const [audit] = await readAuditActions(app, orgId, 'membership.removed');
    expect(audit?.summary).toMatchObject({ userId: first.userId, role: 'member' });
    // The removed user no longer reaches the organization.
    await expectRefused(callApi(app, first.cookie, 'GET', `/api/v1/orgs/${orgId}/members`), 404);

    const secondMembership = await membershipIdOf(orgId, second.userId);
    await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${secondMembership}`, {
      role: 'admin',
    });
    const selfRemoval = await app.request(
      `/api/v1/orgs/${orgId}/members/${await membershipIdOf(orgId, admin.userId)}`,
      { method: 'DELETE', cookie: admin.cookie },
    );
    expect(selfRemoval.status).toBe(204);
    expect(await readMemberships(orgId)).toEqual([
      expect.objectContaining({ userId: second.userId, role: 'admin' }),
    ]);
  });

  it('refuses a member, an admin of another organization and anonymous, changing nothing', async () => {
    const { members, orgId } = await setUpOrganization(2);
    const [first, second] = members;
    if (!first || !second) throw new Error('no members');
    const target = await membershipIdOf(orgId, second.userId);
    const before = await readMemberships(orgId);
    for (const [cookie, status] of [
      [first.cookie, 403],
      [outsiderAdmin.cookie, 404],
      [undefined, 401],
    ] as const) {
      await expectRefused(
        callApi(app, cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${target}`, { role: 'admin' }),
        status,
      );
      await expectRefused(callApi(app, cookie, 'DELETE', `/api/v1/orgs/${orgId}/members/${target}`), status);
    }
    expect(await readMemberships(orgId)).toEqual(before);
    expect(await readAuditActions(app, orgId)).toHaveLength(0);
  });

  it("cannot reach another organization's member through its own organization id", async () => {
    const own = await setUpOrganization(0);
    const other = await setUpOrganization(1);
    const foreignMembership = await membershipIdOf(other.orgId, other.members[0]?.userId ?? '');
    const before = await readMemberships(other.orgId);
    await expectRefused(
      callApi(app, own.admin.cookie, 'PATCH', `/api/v1/orgs/${own.orgId}/members/${foreignMembership}`, {
        role: 'admin',
      }),
      404,
    );
    await expectRefused(
      callApi(app, own.admin.cookie, 'DELETE', `/api/v1/orgs/${own.orgId}/members/${foreignMembership}`),
      404,
    );
    expect(await readMemberships(other.orgId)).toEqual(before);
  });

  it('rejects a bad role or member id with a 400', async () => {
    const { admin, orgId } = await setUpOrganization(0);
    const adminMembership = await membershipIdOf(orgId, admin.userId);
    await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${adminMembership}`, {
        role: 'owner',
      }),
      400,
    );
    await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/not-a-uuid`, { role: 'admin' }),
      400,
    );
  });
});

describe('the last-admin rule under concurrency', () => {
  it('two admins demoting each other at the same time still leave one admin', async () => {
    for (let round = 0; round < 3; round++) {
      const { admin, members, orgId } = await setUpOrganization(1);
      const other = members[0];
      if (!other) throw new Error('no member');
      const adminMembership = await membershipIdOf(orgId, admin.userId);
      const otherMembership = await membershipIdOf(orgId, other.userId);
      await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${otherMembership}`, {
        role: 'admin',
      });

      const results = await Promise.all([
        callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${otherMembership}`, {
          role: 'member',
        }),
        callApi(app, other.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${adminMembership}`, {
          role: 'member',
        }),
      ]);
      const statuses = results.map((result) => result.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await readMemberships(orgId)).filter((row) => row.role === 'admin');
      expect(admins).toHaveLength(1);
    }
  });

  it('two admins removing each other at the same time still leave one admin', async () => {
    const { admin, members, orgId } = await setUpOrganization(1);
    const other = members[0];
    if (!other) throw new Error('no member');
    const adminMembership = await membershipIdOf(orgId, admin.userId);
    const otherMembership = await membershipIdOf(orgId, other.userId);
    await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/${otherMembership}`, {
      role: 'admin',
    });
    await Promise.all([
      callApi(app, admin.cookie, 'DELETE', `/api/v1/orgs/${orgId}/members/${otherMembership}`),
      callApi(app, other.cookie, 'DELETE', `/api/v1/orgs/${orgId}/members/${adminMembership}`),
    ]);
    const remaining = await readMemberships(orgId);
    expect(remaining.filter((row) => row.role === 'admin')).toHaveLength(1);
  });
});
