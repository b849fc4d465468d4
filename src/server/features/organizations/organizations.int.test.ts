import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import { ZMe } from '../../../shared/contracts/me';
import { ZBrowseResult, ZOrganizationDetail } from '../../../shared/contracts/organizations';
import { featureFlags, organizations } from '../../db/schema';
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
let admin: TActor;
let member: TActor;
let outsiderAdmin: TActor;
let siteAdmin: TActor;
let orgId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  member = await createSignedInUser(app, { name: 'Sipho Member' });
  outsiderAdmin = await createSignedInUser(app, { name: 'Lerato Elsewhere' });
  siteAdmin = await createSignedInUser(app, { platformRole: 'site_admin' });
  orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] });
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });
});

afterAll(async () => {
  await app.close();
});

async function readOrganizationRow(id: string) {
  const [row] = await app.database.db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new Error('organization not found');
  return row;
}

async function browse(actor: TActor, query = '') {
  const result = await callApi(app, actor.cookie, 'GET', `/api/v1/organizations${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ZBrowseResult.parse(result.body);
}

describe('create an organization', () => {
  it('saves it with the spec defaults, makes the creator its admin, audits and publishes it', async () => {
    const creator = await createSignedInUser(app);
    let created: unknown;
    const events = await collectEvents(app, async () => {
      const result = await callApi(app, creator.cookie, 'POST', '/api/v1/organizations', {
        name: '  Siyaphambili Stokvel ',
        description: '',
        organizationType: 'stokvel',
        email: '',
        phone: '',
      });
      expect(result.status).toBe(200);
      created = result.body;
    });
    const organization = ZOrganizationDetail.parse(created);
    expect(organization).toMatchObject({
      name: 'Siyaphambili Stokvel',
      description: null,
      organizationType: 'stokvel',
      email: null,
      phone: null,
      active: true,
      settings: { requireApproval: true, allowPublicJoin: false, maxMembers: null },
      memberCount: 1,
      adminCount: 1,
      myRole: 'admin',
    });

    const me = ZMe.parse((await callApi(app, creator.cookie, 'GET', '/api/v1/me')).body);
    expect(me.memberships).toEqual([
      expect.objectContaining({ organizationId: organization.id, role: 'admin' }),
    ]);
    const actions = (await readAuditActions(app, organization.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['organization.created', 'membership.created']));
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: 'organizations', organizationId: organization.id },
        { topic: 'memberships', organizationId: organization.id },
      ]),
    );
  });

  it('defaults the type to general and keeps e-mail and phone when given', async () => {
    const result = await callApi(app, member.cookie, 'POST', '/api/v1/organizations', {
      name: 'Imbizo Savings',
      email: 'imbizo@example.test',
      phone: '021 555 0199',
    });
    expect(ZOrganizationDetail.parse(result.body)).toMatchObject({
      organizationType: 'general',
      email: 'imbizo@example.test',
      phone: '021 555 0199',
    });
  });

  it.each([
    [{ name: '   ' }, 'Organization name is required'],
    [{}, 'Organization name is required'],
    [{ name: 'x'.repeat(121) }, 'Organization name must be less than 120 characters'],
    [{ name: 'Ok', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: 'Ok', phone: '0'.repeat(21) }, 'Phone number must be less than 20 characters'],
    [{ name: 'Ok', description: 'd'.repeat(2001) }, 'Description must be less than 2000 characters'],
  ])('refuses %j with "%s"', async (json, message) => {
    const body = await expectRefused(callApi(app, member.cookie, 'POST', '/api/v1/organizations', json), 400);
    expect(readErrorMessage(body)).toBe(message);
  });

  it('refuses an unknown type and an anonymous caller', async () => {
    await expectRefused(
      callApi(app, member.cookie, 'POST', '/api/v1/organizations', { name: 'Ok', organizationType: 'bank' }),
      400,
    );
    await expectRefused(callApi(app, undefined, 'POST', '/api/v1/organizations', { name: 'Ok' }), 401);
  });
});

describe('browse organizations', () => {
  it('lists active organizations with member counts and a member flag, searching name and description', async () => {
    const described = await createOrganization(app, { adminUserId: outsiderAdmin.userId });
    await app.database.db
      .update(organizations)
      .set({ name: 'Zenzele Burial Club', description: 'Funeral cover for Alexandra 100% of families_' })
      .where(eq(organizations.id, described));

    const all = await browse(member, '?limit=100');
    const own = all.organizations.find((organization) => organization.id === orgId);
    expect(own).toMatchObject({ memberCount: 2, isMember: true, myJoinRequest: null });
    const names = all.organizations.map((organization) => organization.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const byDescription = await browse(member, '?search=alexandra');
    expect(byDescription.organizations.map((organization) => organization.id)).toEqual([described]);
    expect(byDescription.organizations[0]).toMatchObject({ memberCount: 1, isMember: false });
    // Wildcards are matched literally.
    expect((await browse(member, '?search=100%25')).organizations.map((o) => o.id)).toEqual([described]);
    expect((await browse(member, '?search=zzz_%25')).total).toBe(0);
  });

  it('pages with a total', async () => {
    const first = await browse(member, '?limit=1&offset=0');
    const second = await browse(member, '?limit=1&offset=1');
    expect(first.organizations).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    expect(second.organizations[0]?.id).not.toBe(first.organizations[0]?.id);
  });

  it('is refused when the organizations browser is off, except to platform staff', async () => {
    await app.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.featureKey, 'organizations_browser'));
    try {
      const body = await expectRefused(callApi(app, member.cookie, 'GET', '/api/v1/organizations'), 403);
      expect(readErrorMessage(body)).toBe('Browsing organizations is not available');
      await expectRefused(
        callApi(app, outsiderAdmin.cookie, 'POST', `/api/v1/organizations/${orgId}/join-requests`, {}),
        403,
      );
      expect((await browse(siteAdmin)).total).toBeGreaterThan(0);
    } finally {
      await app.database.db
        .update(featureFlags)
        .set({ enabled: true })
        .where(eq(featureFlags.featureKey, 'organizations_browser'));
    }
  });

  it('rejects bad query values with a 400 and archived listings for non-staff with a 403', async () => {
    await expectRefused(callApi(app, member.cookie, 'GET', '/api/v1/organizations?limit=0'), 400);
    await expectRefused(
      callApi(app, member.cookie, 'GET', `/api/v1/organizations?search=${'a'.repeat(101)}`),
      400,
    );
    await expectRefused(
      callApi(app, member.cookie, 'GET', '/api/v1/organizations?includeArchived=true'),
      403,
    );
    await expectRefused(callApi(app, undefined, 'GET', '/api/v1/organizations'), 401);
  });
});

describe('organization details and settings', () => {
  it('shows members the organization with its settings and counts', async () => {
    const result = await callApi(app, member.cookie, 'GET', `/api/v1/orgs/${orgId}`);
    expect(ZOrganizationDetail.parse(result.body)).toMatchObject({
      id: orgId,
      memberCount: 2,
      adminCount: 1,
      myRole: 'member',
    });
    await expectRefused(callApi(app, outsiderAdmin.cookie, 'GET', `/api/v1/orgs/${orgId}`), 404);
  });

  it('lets an admin change the details, with a before-and-after audit row and a live update', async () => {
    let updated: unknown;
    const events = await collectEvents(app, async () => {
      const result = await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}`, {
        name: 'Ubuntu Burial Society',
        description: 'Dignified funerals since 1998.',
        organizationType: 'burial_society',
        email: 'ubuntu@example.test',
        phone: '',
      });
      expect(result.status).toBe(200);
      updated = result.body;
    });
    expect(ZOrganizationDetail.parse(updated)).toMatchObject({
      name: 'Ubuntu Burial Society',
      organizationType: 'burial_society',
      phone: null,
      myRole: 'admin',
    });
    const [audit] = await readAuditActions(app, orgId, 'organization.updated');
    expect(audit?.actorUserId).toBe(admin.userId);
    expect(audit?.summary).toMatchObject({ after: { name: 'Ubuntu Burial Society' } });
    expect(events).toContainEqual({ topic: 'organizations', organizationId: orgId });
  });

  it('refuses a member, an admin of another organization and anonymous, changing nothing', async () => {
    const before = await readOrganizationRow(orgId);
    const auditBefore = (await readAuditActions(app, orgId)).length;
    const details = { name: 'Taken Over', organizationType: 'general' };
    const settings = { requireApproval: false, allowPublicJoin: true, maxMembers: null };
    for (const [cookie, status] of [
      [member.cookie, 403],
      [outsiderAdmin.cookie, 404],
      [undefined, 401],
    ] as const) {
      await expectRefused(callApi(app, cookie, 'PATCH', `/api/v1/orgs/${orgId}`, details), status);
      await expectRefused(callApi(app, cookie, 'PATCH', `/api/v1/orgs/${orgId}/settings`, settings), status);
      await expectRefused(
        callApi(app, cookie, 'POST', `/api/v1/orgs/${orgId}/archive`, { confirmName: before.name }),
        status,
      );
    }
    expect(await readOrganizationRow(orgId)).toEqual(before);
    expect(await readAuditActions(app, orgId)).toHaveLength(auditBefore);
  });

  it('saves the membership settings and refuses a limit below the current member count', async () => {
    const result = await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/settings`, {
      requireApproval: false,
      allowPublicJoin: true,
      maxMembers: 50,
    });
    expect(ZOrganizationDetail.parse(result.body).settings).toEqual({
      requireApproval: false,
      allowPublicJoin: true,
      maxMembers: 50,
    });
    expect((await readOrganizationRow(orgId)).settings).toEqual({
      require_approval: false,
      allow_public_join: true,
      max_members: 50,
    });
    const body = await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/settings`, {
        requireApproval: true,
        allowPublicJoin: false,
        maxMembers: 1,
      }),
      400,
    );
    expect(readErrorMessage(body)).toBe('Maximum members cannot be less than the current 2 members');
    await expectRefused(
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/settings`, {
        requireApproval: true,
        allowPublicJoin: false,
        maxMembers: 0,
      }),
      400,
    );
    expect((await readOrganizationRow(orgId)).settings.max_members).toBe(50);
    await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/settings`, {
      requireApproval: true,
      allowPublicJoin: false,
      maxMembers: null,
    });
  });
});

describe('archive and restore', () => {
  it('archives only with the typed name, hides it from browse and keeps it readable to members', async () => {
    const archivable = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [member.userId],
    });
    const { name } = await readOrganizationRow(archivable);
    const mismatch = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${archivable}/archive`, {
        confirmName: 'Something else',
      }),
      400,
    );
    expect(readErrorMessage(mismatch)).toBe('The name you typed does not match the organization name');
    expect((await readOrganizationRow(archivable)).active).toBe(true);

    const events = await collectEvents(app, async () => {
      const result = await callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${archivable}/archive`, {
        confirmName: name,
      });
      expect(result.status).toBe(200);
    });
    expect(events).toContainEqual({ topic: 'organizations', organizationId: archivable });
    const archived = await readOrganizationRow(archivable);
    expect(archived.active).toBe(false);
    expect(archived.archivedAt).toBeInstanceOf(Date);

    const listed = await browse(member, '?limit=100');
    expect(listed.organizations.map((organization) => organization.id)).not.toContain(archivable);
    const detail = ZOrganizationDetail.parse(
      (await callApi(app, member.cookie, 'GET', `/api/v1/orgs/${archivable}`)).body,
    );
    expect(detail).toMatchObject({ active: false, archivedAt: archived.archivedAt?.toISOString() });
    const again = await expectRefused(
      callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${archivable}/archive`, { confirmName: name }),
      409,
    );
    expect(readErrorMessage(again)).toBe('This organization is already archived');

    // Read-only for money: a contribution to it is refused and nothing is recorded.
    const contribution = await callApi(
      app,
      admin.cookie,
      'POST',
      `/api/v1/orgs/${archivable}/contributions`,
      {
        userId: member.userId,
        contributionDate: getTodayIso(),
        amountCents: 10_000,
        paymentMethod: 'eft',
      },
    );
    expect(contribution.status).toBe(409);
    expect(readErrorMessage(contribution.body)).toMatch(/archived/);

    // Joining it is refused as if it were gone.
    await expectRefused(
      callApi(app, outsiderAdmin.cookie, 'POST', `/api/v1/organizations/${archivable}/join-requests`, {}),
      404,
    );

    // Staff see it when they ask for archived ones, and only they can restore it.
    const staffList = await browse(siteAdmin, '?includeArchived=true&limit=100');
    expect(staffList.organizations.find((organization) => organization.id === archivable)).toMatchObject({
      active: false,
    });
    await expectRefused(callApi(app, admin.cookie, 'POST', `/api/v1/orgs/${archivable}/restore`), 403);
    expect((await readOrganizationRow(archivable)).active).toBe(false);
    const restored = await callApi(app, siteAdmin.cookie, 'POST', `/api/v1/orgs/${archivable}/restore`);
    expect(ZOrganizationDetail.parse(restored.body)).toMatchObject({ active: true, archivedAt: null });
    expect((await browse(member, '?limit=100')).organizations.map((o) => o.id)).toContain(archivable);
    await expectRefused(callApi(app, siteAdmin.cookie, 'POST', `/api/v1/orgs/${archivable}/restore`), 409);

    const actions = (await readAuditActions(app, archivable)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['organization.archived', 'organization.restored']));
  });
});
