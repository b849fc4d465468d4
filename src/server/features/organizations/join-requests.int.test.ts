import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_JOIN_MESSAGE,
  ZJoinOutcome,
  ZJoinRequestList,
} from '../../../shared/contracts/join-requests';
import { ZBrowseResult } from '../../../shared/contracts/organizations';
import { organizationJoinRequests, organizations, userOrganizations } from '../../db/schema';
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

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function setUpOrganization(
  settings: { require_approval: boolean; allow_public_join: boolean; max_members: number | null } = {
    require_approval: true,
    allow_public_join: false,
    max_members: null,
  },
) {
  const admin = await createSignedInUser(app);
  const member = await createSignedInUser(app);
  const orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
  await app.database.db.update(organizations).set({ settings }).where(eq(organizations.id, orgId));
  return { admin, member, orgId };
}

const requestToJoin = (actor: TActor | undefined, orgId: string, json: unknown = {}) =>
  callApi(app, actor?.cookie, 'POST', `/api/v1/organizations/${orgId}/join-requests`, json);

async function listRequests(actor: TActor, orgId: string) {
  const result = await callApi(app, actor.cookie, 'GET', `/api/v1/orgs/${orgId}/join-requests`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ZJoinRequestList.parse(result.body);
}

async function readRequests(orgId: string) {
  return app.database.db
    .select()
    .from(organizationJoinRequests)
    .where(eq(organizationJoinRequests.organizationId, orgId));
}

async function readMembership(orgId: string, userId: string) {
  const [row] = await app.database.db
    .select()
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, orgId), eq(userOrganizations.userId, userId)));
  return row;
}

async function createPendingRequest(orgId: string, message?: string) {
  const requester = await createSignedInUser(app, { name: 'Naledi Petersen' });
  const result = await requestToJoin(requester, orgId, message === undefined ? {} : { message });
  const outcome = ZJoinOutcome.parse(result.body);
  if (!outcome.joinRequest) throw new Error('no join request');
  return { requester, requestId: outcome.joinRequest.id };
}

describe('asking to join', () => {
  it('records a pending request with the default message, once, and tells the admins live', async () => {
    const { admin, orgId } = await setUpOrganization();
    const requester = await createSignedInUser(app);
    let first: unknown;
    const events = await collectEvents(app, async () => {
      first = (await requestToJoin(requester, orgId)).body;
    });
    expect(ZJoinOutcome.parse(first)).toMatchObject({
      outcome: 'requested',
      organizationId: orgId,
      joinRequest: { status: 'pending' },
    });
    expect(events).toContainEqual({ topic: 'join_requests', organizationId: orgId });

    const second = await expectRefused(requestToJoin(requester, orgId, { message: 'Please!' }), 409);
    expect(readErrorMessage(second)).toBe('You already have a pending join request for this organization');

    const list = await listRequests(admin, orgId);
    expect(list).toMatchObject({ total: 1, pendingCount: 1 });
    expect(list.requests[0]).toMatchObject({
      userId: requester.userId,
      message: DEFAULT_JOIN_MESSAGE,
      status: 'pending',
      email: requester.email,
      fullName: 'Test User',
    });
    expect((await readAuditActions(app, orgId)).map((row) => row.action)).toContain('join_request.created');
  });

  it('keeps a written message, and refuses members and overlong messages', async () => {
    const { admin, member, orgId } = await setUpOrganization();
    await createPendingRequest(orgId, 'My aunt is a member and said I should join.');
    expect((await listRequests(admin, orgId)).requests[0]?.message).toBe(
      'My aunt is a member and said I should join.',
    );
    const asMember = await expectRefused(requestToJoin(member, orgId), 409);
    expect(readErrorMessage(asMember)).toBe('You are already a member of this organization');
    const stranger = await createSignedInUser(app);
    const overlong = await expectRefused(requestToJoin(stranger, orgId, { message: 'x'.repeat(501) }), 400);
    expect(readErrorMessage(overlong)).toBe('Message must be less than 500 characters');
    await expectRefused(requestToJoin(undefined, orgId), 401);
    await expectRefused(requestToJoin(stranger, '00000000-0000-4000-8000-000000000000'), 404);
  });

  it('joins at once where public joining needs no approval, within the member limit', async () => {
    const { orgId } = await setUpOrganization({
      require_approval: false,
      allow_public_join: true,
      max_members: 3,
    });
    const joiner = await createSignedInUser(app);
    const events = await collectEvents(app, async () => {
      const result = await requestToJoin(joiner, orgId);
      expect(ZJoinOutcome.parse(result.body)).toEqual({
        outcome: 'joined',
        organizationId: orgId,
        joinRequest: null,
      });
    });
    expect(events).toContainEqual({ topic: 'memberships', organizationId: orgId });
    expect(await readMembership(orgId, joiner.userId)).toMatchObject({ role: 'member' });
    expect(await readRequests(orgId)).toHaveLength(0);

    const late = await createSignedInUser(app);
    const full = await expectRefused(requestToJoin(late, orgId), 409);
    expect(readErrorMessage(full)).toBe('This organization has reached its limit of 3 members');
    expect(await readMembership(orgId, late.userId)).toBeUndefined();
  });

  it('asks for approval when public joining is on but approval is required', async () => {
    const { orgId } = await setUpOrganization({
      require_approval: true,
      allow_public_join: true,
      max_members: null,
    });
    const requester = await createSignedInUser(app);
    expect(ZJoinOutcome.parse((await requestToJoin(requester, orgId)).body).outcome).toBe('requested');
    expect(await readMembership(orgId, requester.userId)).toBeUndefined();
  });
});

describe('reviewing requests', () => {
  it('approves: adds the member with invited_by and invitation_accepted_at, once', async () => {
    const { admin, orgId } = await setUpOrganization();
    const { requester, requestId } = await createPendingRequest(orgId);
    const events = await collectEvents(app, async () => {
      const result = await callApi(
        app,
        admin.cookie,
        'POST',
        `/api/v1/orgs/${orgId}/join-requests/${requestId}/approve`,
      );
      expect(result.body).toEqual({ id: requestId, status: 'approved' });
    });
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: 'join_requests', organizationId: orgId },
        { topic: 'memberships', organizationId: orgId },
      ]),
    );
    const membership = await readMembership(orgId, requester.userId);
    expect(membership).toMatchObject({ role: 'member', invitedBy: admin.userId });
    expect(membership?.invitationAcceptedAt).toBeInstanceOf(Date);
    const [request] = await readRequests(orgId);
    expect(request).toMatchObject({ status: 'approved', reviewedBy: admin.userId });
    expect(request?.reviewedAt).toBeInstanceOf(Date);

    const twice = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/approve`),
      409,
    );
    expect(readErrorMessage(twice)).toBe('This join request was already approved');
    const rejectAfter = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/reject`),
      409,
    );
    expect(readErrorMessage(rejectAfter)).toBe('This join request was already approved');
    expect((await listRequests(admin, orgId)).pendingCount).toBe(0);

    // The requester sees the outcome on the browse page.
    const browse = ZBrowseResult.parse(
      (await callApi(app, requester.cookie, 'GET', '/api/v1/organizations?limit=100')).body,
    );
    expect(browse.organizations.find((organization) => organization.id === orgId)).toMatchObject({
      isMember: true,
      myJoinRequest: { id: requestId, status: 'approved' },
    });
  });

  it('rejects: no membership, and the requester may ask again', async () => {
    const { admin, orgId } = await setUpOrganization();
    const { requester, requestId } = await createPendingRequest(orgId);
    const result = await callApi(
      app,
      admin.cookie,
      'POST',
      `/api/v1/orgs/${orgId}/join-requests/${requestId}/reject`,
    );
    expect(result.body).toEqual({ id: requestId, status: 'rejected' });
    expect(await readMembership(orgId, requester.userId)).toBeUndefined();
    const [audit] = await readAuditActions(app, orgId, 'join_request.rejected');
    expect(audit?.summary).toMatchObject({ userId: requester.userId, before: 'pending', after: 'rejected' });

    const browse = ZBrowseResult.parse(
      (await callApi(app, requester.cookie, 'GET', '/api/v1/organizations?limit=100')).body,
    );
    expect(browse.organizations.find((organization) => organization.id === orgId)).toMatchObject({
      isMember: false,
      myJoinRequest: { status: 'rejected' },
    });
    expect(ZJoinOutcome.parse((await requestToJoin(requester, orgId)).body).outcome).toBe('requested');
  });

  it('refuses approval when the organization is full, leaving the request pending', async () => {
    const { admin, orgId } = await setUpOrganization({
      require_approval: true,
      allow_public_join: false,
      max_members: 2,
    });
    const { requester, requestId } = await createPendingRequest(orgId);
    const body = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/approve`),
      409,
    );
    expect(readErrorMessage(body)).toBe('This organization has reached its limit of 2 members');
    expect(await readMembership(orgId, requester.userId)).toBeUndefined();
    expect((await readRequests(orgId))[0]?.status).toBe('pending');
  });

  it('lets only one of two concurrent approvals through a limit of one free seat', async () => {
    const { admin, orgId } = await setUpOrganization({
      require_approval: true,
      allow_public_join: false,
      max_members: 3,
    });
    const first = await createPendingRequest(orgId);
    const second = await createPendingRequest(orgId);
    const results = await Promise.all(
      [first, second].map(({ requestId }) =>
        callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/approve`),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const members = await app.database.db
      .select()
      .from(userOrganizations)
      .where(eq(userOrganizations.organizationId, orgId));
    expect(members).toHaveLength(3);
  });

  it('refuses a member, an admin of another organization and anonymous, changing nothing', async () => {
    const { member, orgId } = await setUpOrganization();
    const outsider = await setUpOrganization();
    const { requester, requestId } = await createPendingRequest(orgId);
    for (const [cookie, status] of [
      [member.cookie, 403],
      [outsider.admin.cookie, 404],
      [undefined, 401],
    ] as const) {
      await expectRefused(callApi(app, cookie, 'GET', `/api/v1/orgs/${orgId}/join-requests`), status);
      for (const action of ['approve', 'reject']) {
        await expectRefused(
          callApi(app, cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/${action}`),
          status,
        );
      }
    }
    // Through its own organization's id, another admin cannot reach this request either.
    await expectRefused(
      callApi(
        app,
        outsider.admin.cookie,
        'POST',
        `/api/v1/orgs/${outsider.orgId}/join-requests/${requestId}/approve`,
      ),
      404,
    );
    expect((await readRequests(orgId))[0]).toMatchObject({ status: 'pending', reviewedBy: null });
    expect(await readMembership(orgId, requester.userId)).toBeUndefined();
  });

  it('refuses approval while the organization is archived', async () => {
    const { admin, orgId } = await setUpOrganization();
    const { requestId } = await createPendingRequest(orgId);
    await app.database.db
      .update(organizations)
      .set({ active: false, archivedAt: new Date() })
      .where(eq(organizations.id, orgId));
    const body = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${orgId}/join-requests/${requestId}/approve`),
      409,
    );
    expect(readErrorMessage(body)).toBe('This organization is archived');
  });
});
