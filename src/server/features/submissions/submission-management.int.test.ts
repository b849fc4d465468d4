import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSubmission } from '../../../shared/contracts/submissions';
import { userSettings } from '../../db/schema';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import {
  readMailTo,
  readStoredSubmission,
  readSubmissionAudit,
  submit,
  type TActor,
} from '../../testing/fixtures/submissions';
import { readChanges } from '../../testing/sse';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let member: TActor;
let otherMember: TActor;
let admin: TActor;
let memberB: TActor;
let adminB: TActor;
let siteAdmin: TActor;
let developer: TActor;
let orgA: string;

beforeAll(async () => {
  app = await createTestApp();
  member = await createSignedInUser(app, { name: 'Nomsa Dlamini' });
  otherMember = await createSignedInUser(app);
  admin = await createSignedInUser(app);
  memberB = await createSignedInUser(app);
  adminB = await createSignedInUser(app);
  siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  developer = await createSignedInUser(app, { platformRole: 'developer' });
  orgA = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
  });
  await createOrganization(app, { adminUserId: adminB.userId, memberUserIds: [memberB.userId] });
});

afterAll(async () => {
  await app.close();
});

const patch = (actor: TActor, id: string, json: unknown) =>
  callApi(app, actor.cookie, 'PATCH', `/api/v1/submissions/${id}`, json);

describe('managing a submission', () => {
  it("lets the organization's admin set status, priority and notes; audited; the submitter is e-mailed a link", async () => {
    const sent = await submit(app, member, { organizationId: orgA });
    const result = await patch(admin, sent.id, {
      status: 'in_progress',
      priority: 'high',
      resolutionNotes: '  We will discuss it at Sunday’s meeting.  ',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(ZSubmission.parse(result.body)).toMatchObject({
      id: sent.id,
      status: 'in_progress',
      priority: 'high',
      resolutionNotes: 'We will discuss it at Sunday’s meeting.',
      canManage: true,
    });
    const audit = await readSubmissionAudit(app, sent.id);
    const update = audit.find((row) => row.action === 'submission.updated');
    expect(update).toMatchObject({ organizationId: orgA, actorUserId: admin.userId });
    expect(update?.summary).toMatchObject({
      before: { status: 'pending', priority: 'medium', hasNotes: false },
      after: { status: 'in_progress', priority: 'high', hasNotes: true },
    });
    const [mail, ...others] = await readMailTo(app, member.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your request "${sent.title}" is now in progress`);
    expect(mail?.link).toBe(`${app.config.baseUrl}/dashboard/view-submissions?submission=${sent.id}`);
    expect(mail?.textBody).toContain('from Pending to In progress');
    expect(mail?.textBody).toContain('We will discuss it at Sunday’s meeting.');
  });

  it('refuses the submitter (403) and hides it from everyone else (404), changing nothing', async () => {
    const sent = await submit(app, member, { organizationId: orgA });
    const own = await patch(member, sent.id, { status: 'resolved' });
    expect(own.status).toBe(403);
    expect(readErrorMessage(own.body)).toBe('Only those the request was sent to can manage it');
    for (const outsider of [otherMember, memberB, adminB]) {
      const refused = await patch(outsider, sent.id, { status: 'resolved' });
      expect(refused.status).toBe(404);
      expect(readErrorMessage(refused.body)).toBe('Submission not found');
    }
    expect((await readStoredSubmission(app, sent.id))?.status).toBe('pending');
    expect((await readSubmissionAudit(app, sent.id)).map((row) => row.action)).toEqual([
      'submission.created',
    ]);
  });

  it('leaves site operations submissions to platform staff', async () => {
    const sent = await submit(app, member, 'site_operators');
    expect((await patch(admin, sent.id, { status: 'resolved' })).status).toBe(404);
    const bySiteAdmin = await patch(siteAdmin, sent.id, {
      status: 'rejected',
      resolutionNotes: 'Not planned.',
    });
    expect(bySiteAdmin.status).toBe(200);
    const byDeveloper = await patch(developer, sent.id, { status: 'resolved' });
    expect(ZSubmission.parse(byDeveloper.body)).toMatchObject({
      status: 'resolved',
      resolutionNotes: 'Not planned.',
    });
    const audit = await readSubmissionAudit(app, sent.id);
    expect(audit.filter((row) => row.action === 'submission.updated').map((row) => row.actorUserId)).toEqual(
      expect.arrayContaining([siteAdmin.userId, developer.userId]),
    );
    expect(audit.every((row) => row.organizationId === null)).toBe(true);
  });

  it('lets staff manage an organization’s submission, and any status follow any other', async () => {
    const sent = await submit(app, member, { organizationId: orgA });
    for (const status of ['resolved', 'pending', 'rejected', 'in_progress'] as const) {
      const result = await patch(siteAdmin, sent.id, { status });
      expect(ZSubmission.parse(result.body).status).toBe(status);
    }
  });

  it.each([
    ['nothing to change', {}, 'Nothing to update'],
    ['an unknown status', { status: 'done' }, 'Please select a status'],
    ['an unknown priority', { priority: 'urgent' }, 'Please select a priority'],
    [
      'notes too long',
      { resolutionNotes: 'x'.repeat(2001) },
      'Resolution notes must be less than 2000 characters',
    ],
  ])('answers %s with 400 and the first message, writing nothing', async (_name, body, message) => {
    const sent = await submit(app, member, { organizationId: orgA });
    const result = await patch(admin, sent.id, body);
    expect(result.status).toBe(400);
    expect(readErrorMessage(result.body)).toBe(message);
    expect(await readStoredSubmission(app, sent.id)).toMatchObject({ status: 'pending', priority: 'medium' });
    expect(await readSubmissionAudit(app, sent.id)).toHaveLength(1);
  });

  it('answers an id that is not one with 400, and an unknown one with 404', async () => {
    expect((await patch(admin, 'abc', { status: 'resolved' })).status).toBe(400);
    expect((await patch(admin, '00000000-0000-4000-8000-000000000000', { status: 'resolved' })).status).toBe(
      404,
    );
  });
});

describe('telling the submitter', () => {
  async function mailCount(actor: TActor) {
    return (await readMailTo(app, actor.email)).length;
  }

  it('e-mails when notes are added without a status change', async () => {
    const submitter = await createSignedInUser(app);
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [submitter.userId],
    });
    const sent = await submit(app, submitter, { organizationId: orgId });
    await patch(admin, sent.id, { resolutionNotes: 'Please bring your bank statement.' });
    const [mail] = await readMailTo(app, submitter.email);
    expect(mail?.subject).toBe(`New notes on your request "${sent.title}"`);
    expect(mail?.textBody).toContain('Please bring your bank statement.');
  });

  it('does not e-mail for a priority change, cleared notes, or an unchanged save', async () => {
    const submitter = await createSignedInUser(app);
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [submitter.userId],
    });
    const sent = await submit(app, submitter, { organizationId: orgId });
    await patch(admin, sent.id, { priority: 'low' });
    await patch(admin, sent.id, { status: 'pending', priority: 'low', resolutionNotes: '' });
    expect(await mailCount(submitter)).toBe(0);
    await patch(admin, sent.id, { resolutionNotes: 'Noted.' });
    await patch(admin, sent.id, { resolutionNotes: '' });
    expect(await mailCount(submitter)).toBe(1);
  });

  it('does not e-mail someone whose settings turn notifications off', async () => {
    const submitter = await createSignedInUser(app);
    await app.database.db
      .insert(userSettings)
      .values({ userId: submitter.userId, emailNotifications: false });
    const sent = await submit(app, submitter, 'site_operators');
    const result = await patch(siteAdmin, sent.id, { status: 'resolved', resolutionNotes: 'Fixed.' });
    expect(result.status).toBe(200);
    expect(await mailCount(submitter)).toBe(0);
  });

  it('does not e-mail an admin about the change they made to their own request', async () => {
    const sent = await submit(app, admin, { organizationId: orgA });
    expect((await patch(admin, sent.id, { status: 'resolved' })).status).toBe(200);
    expect(await readMailTo(app, admin.email)).toEqual([]);
  });
});

describe('live updates of submissions', () => {
  async function openStream(actor: TActor) {
    const response = await app.request('/api/v1/events', { cookie: actor.cookie });
    expect(response.status).toBe(200);
    return response;
  }

  /** Opens a stream for each actor, runs the action, and returns what each stream received. */
  async function watch(actors: TActor[], action: () => Promise<unknown>) {
    const streams = await Promise.all(actors.map(openStream));
    const readings = streams.map((stream) => readChanges(stream, 1, 1500));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await action();
    return Promise.all(readings);
  }

  it("reaches the submitter, the organization's admins and staff; not other members or organizations", async () => {
    const sent = await submit(app, member, { organizationId: orgA });
    const [toSubmitter, toAdmin, toStaff, toOtherMember, toMemberB] = await watch(
      [member, admin, developer, otherMember, memberB],
      () => patch(admin, sent.id, { status: 'in_progress' }),
    );
    const change = { topic: 'submissions', organizationId: orgA };
    expect(toSubmitter).toEqual([change]);
    expect(toAdmin).toEqual([change]);
    expect(toStaff).toEqual([change]);
    expect(toOtherMember).toEqual([]);
    expect(toMemberB).toEqual([]);
  });

  it('reaches the submitter and staff for a site operations submission, and nobody else', async () => {
    const sent = await submit(app, member, 'site_operators');
    const [toSubmitter, toSiteAdmin, toAdmin, toOtherMember] = await watch(
      [member, siteAdmin, admin, otherMember],
      () => patch(siteAdmin, sent.id, { status: 'resolved' }),
    );
    const change = { topic: 'submissions', organizationId: null };
    expect(toSubmitter).toEqual([change]);
    expect(toSiteAdmin).toEqual([change]);
    expect(toAdmin).toEqual([]);
    expect(toOtherMember).toEqual([]);
  });
});
