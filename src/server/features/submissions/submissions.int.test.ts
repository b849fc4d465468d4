import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZSubmission } from '../../../shared/contracts/submissions';
import { featureFlags, organizationFeatureFlags } from '../../db/schema';
import { callApi, collectEvents, readErrorMessage } from '../../testing/fixtures/organizations';
import {
  countSubmissions,
  list,
  REQUEST,
  readStoredSubmission,
  readSubmissionAudit,
  submit,
  type TActor,
} from '../../testing/fixtures/submissions';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let memberA: TActor;
let otherMemberA: TActor;
let adminA: TActor;
let memberB: TActor;
let adminB: TActor;
let siteAdmin: TActor;
let developer: TActor;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  app = await createTestApp();
  memberA = await createSignedInUser(app, { name: 'Nomsa Dlamini' });
  otherMemberA = await createSignedInUser(app, { name: 'Sipho Mokoena' });
  adminA = await createSignedInUser(app, { name: 'Thandi Nkosi' });
  memberB = await createSignedInUser(app, { name: 'Lerato Molefe' });
  adminB = await createSignedInUser(app, { name: 'Bongani Khumalo' });
  siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  developer = await createSignedInUser(app, { platformRole: 'developer' });
  orgA = await createOrganization(app, {
    adminUserId: adminA.userId,
    memberUserIds: [memberA.userId, otherMemberA.userId],
  });
  orgB = await createOrganization(app, { adminUserId: adminB.userId, memberUserIds: [memberB.userId] });
});

afterAll(async () => {
  await app.close();
});

const post = (actor: TActor | undefined, json: unknown) =>
  callApi(app, actor?.cookie, 'POST', '/api/v1/submissions', json);

describe('sending a request', () => {
  it('sends a member’s request to their organization: pending, medium, audited, announced', async () => {
    let sent: ReturnType<typeof ZSubmission.parse> | undefined;
    const events = await collectEvents(app, async () => {
      sent = await submit(app, memberA, { organizationId: orgA });
    });
    if (!sent) throw new Error('not sent');
    expect(sent).toMatchObject({
      ...REQUEST,
      targetType: 'organization',
      organizationId: orgA,
      priority: 'medium',
      status: 'pending',
      resolutionNotes: null,
      submittedBy: { userId: memberA.userId, fullName: 'Nomsa Dlamini', email: memberA.email },
      canManage: false,
    });
    expect(events).toContainEqual({ topic: 'submissions', organizationId: orgA, userId: memberA.userId });
    const audit = await readSubmissionAudit(app, sent.id);
    expect(audit.map((row) => [row.action, row.organizationId, row.actorUserId])).toEqual([
      ['submission.created', orgA, memberA.userId],
    ]);
  });

  it('sends a request to the site operators with no organization, whatever was sent along', async () => {
    const sent = await submit(app, memberB, 'site_operators', { organizationId: orgB, priority: 'high' });
    expect(sent).toMatchObject({
      targetType: 'site_operators',
      organizationId: null,
      organizationName: null,
      priority: 'high',
    });
    expect((await readStoredSubmission(app, sent.id))?.organizationId).toBeNull();
  });

  it('refuses a request to an organization the sender does not belong to, as if it did not exist', async () => {
    const before = await countSubmissions(app);
    for (const target of [orgB, '00000000-0000-4000-8000-000000000000']) {
      const result = await post(memberA, { ...REQUEST, targetType: 'organization', organizationId: target });
      expect(result.status).toBe(404);
      expect(readErrorMessage(result.body)).toBe('Organization not found');
    }
    // Platform staff may read every organization's requests but only send to their own.
    const staff = await post(siteAdmin, { ...REQUEST, targetType: 'organization', organizationId: orgA });
    expect(staff.status).toBe(404);
    expect(await countSubmissions(app)).toBe(before);
  });

  it('refuses anonymous callers', async () => {
    const result = await post(undefined, { ...REQUEST, targetType: 'site_operators' });
    expect(result.status).toBe(401);
  });

  it.each([
    ['an empty body', {}, 'Please select a request type'],
    [
      'an unknown type',
      { ...REQUEST, submissionType: 'praise', targetType: 'site_operators' },
      'Please select a request type',
    ],
    ['no recipient', { ...REQUEST }, 'Please select a recipient'],
    [
      'the organization recipient without an organization',
      { ...REQUEST, targetType: 'organization' },
      'Please select an organization',
    ],
    [
      'an organization that is not an id',
      { ...REQUEST, targetType: 'organization', organizationId: 'stokvel' },
      'Please select an organization',
    ],
    ['a blank title', { ...REQUEST, targetType: 'site_operators', title: '   ' }, 'Title is required'],
    [
      'a two-letter title',
      { ...REQUEST, targetType: 'site_operators', title: 'Hi' },
      'Title must be at least 3 characters',
    ],
    [
      'a title too long',
      { ...REQUEST, targetType: 'site_operators', title: 'x'.repeat(201) },
      'Title must be less than 200 characters',
    ],
    [
      'no description',
      { ...REQUEST, targetType: 'site_operators', description: undefined },
      'Description is required',
    ],
    [
      'a description too short',
      { ...REQUEST, targetType: 'site_operators', description: 'Help' },
      'Description must be at least 10 characters',
    ],
    [
      'a description too long',
      { ...REQUEST, targetType: 'site_operators', description: 'x'.repeat(5001) },
      'Description must be less than 5000 characters',
    ],
    [
      'an unknown priority',
      { ...REQUEST, targetType: 'site_operators', priority: 'urgent' },
      'Please select a priority',
    ],
  ])('answers %s with 400 and the first message, writing nothing', async (_name, body, message) => {
    const before = await countSubmissions(app);
    const result = await post(memberA, body);
    expect(result.status).toBe(400);
    expect(readErrorMessage(result.body)).toBe(message);
    expect(await countSubmissions(app)).toBe(before);
  });

  it('keeps to the feature switches: the organization’s override, and the global flag', async () => {
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: orgA, featureKey: 'submit_request', enabled: false });
    try {
      const refused = await post(memberA, { ...REQUEST, targetType: 'organization', organizationId: orgA });
      expect(refused.status).toBe(403);
      expect(readErrorMessage(refused.body)).toBe('Submitting requests is not available');
      // The site operators are not the organization's to switch off.
      await submit(app, memberA, 'site_operators');
    } finally {
      await app.database.db
        .delete(organizationFeatureFlags)
        .where(eq(organizationFeatureFlags.organizationId, orgA));
    }
    await app.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.featureKey, 'submit_request'));
    try {
      expect((await post(memberB, { ...REQUEST, targetType: 'site_operators' })).status).toBe(403);
      // Staff bypass feature gating, as everywhere.
      await submit(app, siteAdmin, 'site_operators');
    } finally {
      await app.database.db
        .update(featureFlags)
        .set({ enabled: true })
        .where(eq(featureFlags.featureKey, 'submit_request'));
    }
  });
});

describe('who sees which submissions', () => {
  let fresh: { orgA: string; orgB: string };
  let people: Record<'member' | 'otherMember' | 'admin' | 'memberB' | 'adminB', TActor>;
  let sent: Record<'mineToOrg' | 'othersToOrg' | 'toOrgB' | 'mineToSite' | 'adminsToSite', string>;

  beforeAll(async () => {
    // Two organizations of their own, so counts are exact.
    const member = await createSignedInUser(app);
    const otherMember = await createSignedInUser(app);
    const admin = await createSignedInUser(app);
    const memberOfB = await createSignedInUser(app);
    const adminOfB = await createSignedInUser(app);
    people = { member, otherMember, admin, memberB: memberOfB, adminB: adminOfB };
    fresh = {
      orgA: await createOrganization(app, {
        adminUserId: admin.userId,
        memberUserIds: [member.userId, otherMember.userId],
      }),
      orgB: await createOrganization(app, {
        adminUserId: adminOfB.userId,
        memberUserIds: [memberOfB.userId],
      }),
    };
    sent = {
      mineToOrg: (await submit(app, member, { organizationId: fresh.orgA }, { priority: 'high' })).id,
      othersToOrg: (await submit(app, otherMember, { organizationId: fresh.orgA })).id,
      toOrgB: (await submit(app, memberOfB, { organizationId: fresh.orgB })).id,
      mineToSite: (await submit(app, member, 'site_operators', { priority: 'low' })).id,
      adminsToSite: (await submit(app, admin, 'site_operators')).id,
    };
  });

  const ids = (result: { submissions: { id: string }[] }) => result.submissions.map((row) => row.id);

  it('shows a member only their own submissions, newest first, with the count', async () => {
    const mine = await list(app, people.member, '/api/v1/submissions/mine');
    expect(ids(mine)).toEqual([sent.mineToSite, sent.mineToOrg]);
    expect(mine.total).toBe(2);
    expect(mine.submissions.every((row) => !row.canManage)).toBe(true);
    expect(ids(await list(app, people.otherMember, '/api/v1/submissions/mine'))).toEqual([sent.othersToOrg]);
  });

  it('filters by priority, and counts what the filter keeps', async () => {
    const high = await list(app, people.member, '/api/v1/submissions/mine?priority=high');
    expect(ids(high)).toEqual([sent.mineToOrg]);
    expect(high.total).toBe(1);
    const medium = await list(app, people.admin, `/api/v1/orgs/${fresh.orgA}/submissions?priority=medium`);
    expect(ids(medium)).toEqual([sent.othersToOrg]);
    const bad = await callApi(app, people.member.cookie, 'GET', '/api/v1/submissions/mine?priority=urgent');
    expect(bad.status).toBe(400);
    expect(readErrorMessage(bad.body)).toBe('Unknown priority');
  });

  it("shows the organization's admins every submission to it, and no one else's", async () => {
    const organization = await list(app, people.admin, `/api/v1/orgs/${fresh.orgA}/submissions`);
    expect(ids(organization)).toEqual([sent.othersToOrg, sent.mineToOrg]);
    expect(organization.total).toBe(2);
    expect(organization.submissions.every((row) => row.canManage)).toBe(true);
    expect(organization.submissions[0]?.organizationName).toBeTruthy();
  });

  it("refuses the organization's list to its members and hides it from other organizations", async () => {
    const path = `/api/v1/orgs/${fresh.orgA}/submissions`;
    expect((await callApi(app, people.member.cookie, 'GET', path)).status).toBe(403);
    expect((await callApi(app, people.memberB.cookie, 'GET', path)).status).toBe(404);
    expect((await callApi(app, people.adminB.cookie, 'GET', path)).status).toBe(404);
    expect((await callApi(app, undefined, 'GET', path)).status).toBe(401);
  });

  it('shows platform staff every organization’s submissions and the site operations ones', async () => {
    for (const staff of [siteAdmin, developer]) {
      const organization = await list(app, staff, `/api/v1/orgs/${fresh.orgB}/submissions`);
      expect(ids(organization)).toEqual([sent.toOrgB]);
      expect(organization.submissions[0]?.canManage).toBe(true);
      const site = await list(app, staff, '/api/v1/submissions/site');
      expect(ids(site)).toEqual(expect.arrayContaining([sent.mineToSite, sent.adminsToSite]));
      expect(site.submissions.every((row) => row.targetType === 'site_operators' && row.canManage)).toBe(
        true,
      );
      expect(site.total).toBe(site.submissions.length);
    }
  });

  it('keeps the lists to the View Submissions switches; staff bypass them', async () => {
    const path = `/api/v1/orgs/${fresh.orgA}/submissions`;
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: fresh.orgA, featureKey: 'view_submissions', enabled: false });
    try {
      const refused = await callApi(app, people.admin.cookie, 'GET', path);
      expect(refused.status).toBe(403);
      expect(readErrorMessage(refused.body)).toBe('This feature is not available for this organization');
      expect((await list(app, siteAdmin, path)).total).toBe(2);
    } finally {
      await app.database.db
        .delete(organizationFeatureFlags)
        .where(eq(organizationFeatureFlags.organizationId, fresh.orgA));
    }
    await app.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.featureKey, 'view_submissions'));
    try {
      const refused = await callApi(app, people.member.cookie, 'GET', '/api/v1/submissions/mine');
      expect(refused.status).toBe(403);
      expect(readErrorMessage(refused.body)).toBe('Viewing submissions is not available');
      await list(app, developer, '/api/v1/submissions/mine');
    } finally {
      await app.database.db
        .update(featureFlags)
        .set({ enabled: true })
        .where(eq(featureFlags.featureKey, 'view_submissions'));
    }
  });

  it('keeps the site operations list to platform staff', async () => {
    for (const actor of [people.member, people.admin, people.adminB]) {
      expect((await callApi(app, actor.cookie, 'GET', '/api/v1/submissions/site')).status).toBe(403);
    }
  });

  it('opens one submission only for its sender and those it is addressed to; others get 404', async () => {
    const read = async (actor: TActor, id: string) =>
      (await callApi(app, actor.cookie, 'GET', `/api/v1/submissions/${id}`)).status;
    expect(await read(people.member, sent.mineToOrg)).toBe(200);
    expect(await read(people.admin, sent.mineToOrg)).toBe(200);
    expect(await read(siteAdmin, sent.mineToOrg)).toBe(200);
    expect(await read(people.otherMember, sent.mineToOrg)).toBe(404);
    expect(await read(people.adminB, sent.mineToOrg)).toBe(404);
    expect(await read(people.memberB, sent.mineToOrg)).toBe(404);
    // An organization admin is not a site operator.
    expect(await read(people.admin, sent.mineToSite)).toBe(404);
    expect(await read(people.member, sent.mineToSite)).toBe(200);
    expect(await read(developer, sent.mineToSite)).toBe(200);
    expect(await read(people.member, '00000000-0000-4000-8000-000000000000')).toBe(404);
  });
});
