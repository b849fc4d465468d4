import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMe } from '../../../shared/contracts/me';
import { ZMemberList } from '../../../shared/contracts/members';
import { callApi, expectRefused, readErrorMessage } from '../../testing/fixtures/organizations';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

/**
 * Findings 18 of the screen walk: a blank profile name was answered "Profile updated successfully" and the
 * old name kept; the organization phone took "abc" while the profile phone refused it; and a plain member read
 * the organization's member list through the API though the Members pages are for its admins.
 */
let app: TTestApp;
let admin: TActor;
let member: TActor;
let orgId: string;

const PHONE_RULE = 'Phone number may hold only digits, spaces and + ( ) -';

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  member = await createSignedInUser(app, { name: 'Nomsa Member' });
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
});

afterAll(async () => {
  await app.close();
});

describe('profile name', () => {
  it.each(['', '   '])('refuses the blank name %j with the message and keeps the name', async (fullName) => {
    const body = await expectRefused(
      callApi(app, member.cookie, 'PATCH', '/api/v1/me/profile', { fullName, companyName: '' }),
      400,
    );
    expect(readErrorMessage(body)).toBe('Name must be at least 2 characters');
    const me = ZMe.parse((await callApi(app, member.cookie, 'GET', '/api/v1/me')).body);
    expect(me.profile.fullName).toBe('Nomsa Member');
  });
});

describe('one phone rule', () => {
  it('refuses "abc" as the profile phone, a new organization phone and a changed one, with one message', async () => {
    const profile = await expectRefused(
      callApi(app, member.cookie, 'PATCH', '/api/v1/me/profile', {
        fullName: 'Nomsa Member',
        companyName: '',
        phone: 'abc',
      }),
      400,
    );
    expect(readErrorMessage(profile)).toBe(PHONE_RULE);
    const created = await expectRefused(
      callApi(app, member.cookie, 'POST', '/api/v1/organizations', { name: 'Imbizo Savings', phone: 'abc' }),
      400,
    );
    expect(readErrorMessage(created)).toBe(PHONE_RULE);
    const changed = await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}`, { phone: 'abc' }),
      400,
    );
    expect(readErrorMessage(changed)).toBe(PHONE_RULE);
    const saved = await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}`, {
      phone: '+27 21 555 0199',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ phone: '+27 21 555 0199' });
  });
});

describe('member list', () => {
  it("refuses a plain member the organization's member list and gives it to its admin", async () => {
    const refused = await expectRefused(
      callApi(app, member.cookie, 'GET', `/api/v1/orgs/${orgId}/members`),
      403,
    );
    expect(JSON.stringify(refused)).not.toContain('Thandi Admin');
    const listed = ZMemberList.parse(
      (await callApi(app, admin.cookie, 'GET', `/api/v1/orgs/${orgId}/members`)).body,
    );
    expect(listed.members.map((row) => row.fullName).sort()).toEqual(['Nomsa Member', 'Thandi Admin']);
  });
});
