import { eq } from 'drizzle-orm';
import { userOrganizations } from '../../src/server/db/schema';
import {
  createOrganization,
  createSignedInUser,
  TEST_BASE_URL,
  type TTestApp,
} from '../../src/server/testing/test-app';
import { newKey, today } from './support';

export const ACTORS = [
  'anonymous',
  'memberA',
  'adminA',
  'memberB',
  'adminB',
  'siteAdmin',
  'developer',
] as const;
export type TActorName = (typeof ACTORS)[number];

export type TOrgFixture = {
  orgId: string;
  adminUserId: string;
  memberUserId: string;
  membershipId: string;
  contributionId: string;
  /** A reference only this organization's records carry: seen by anyone else, it is a leak. */
  marker: string;
};

export type TWorld = {
  cookies: Record<TActorName, string | undefined>;
  orgs: { A: TOrgFixture; B: TOrgFixture; C: TOrgFixture };
};

/** Writes as a browser on our origin does: JSON, our Origin, and always an Idempotency-Key. */
export function send(
  app: TTestApp,
  method: string,
  path: string,
  options: { cookie?: string | undefined; body?: unknown; rawBody?: string; key?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers.origin = TEST_BASE_URL;
    headers['idempotency-key'] = options.key ?? newKey();
  }
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  return app.request(path, {
    method,
    headers,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}

async function organizationWithMoney(
  app: TTestApp,
  admin: { userId: string; cookie: string },
  memberUserId: string,
): Promise<TOrgFixture> {
  const orgId = await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [memberUserId] });
  const marker = `HARDREF${newKey().slice(0, 8)}`;
  const response = await send(app, 'POST', `/api/v1/orgs/${orgId}/contributions`, {
    cookie: admin.cookie,
    body: {
      userId: memberUserId,
      contributionDate: today(),
      amountCents: 50_000,
      paymentMethod: 'cash',
      referenceNumber: marker,
    },
  });
  if (response.status !== 201)
    throw new Error(`seeding a contribution failed: ${response.status} ${await response.text()}`);
  const contribution = (await response.json()) as { id?: string; contribution?: { id: string } };
  const contributionId = contribution.id ?? contribution.contribution?.id;
  if (!contributionId) throw new Error('seeded contribution has no id');
  const [membership] = await app.database.db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, memberUserId));
  if (!membership) throw new Error('membership not found');
  return {
    orgId,
    adminUserId: admin.userId,
    memberUserId,
    membershipId: membership.id,
    contributionId,
    marker,
  };
}

/** Two organizations (A, B) with an admin, a member and money each, a third (C) for staff, and platform staff. */
export async function buildWorld(app: TTestApp): Promise<TWorld> {
  const [memberA, adminA, memberB, adminB, memberC, adminC, siteAdmin, developer] = await Promise.all([
    createSignedInUser(app),
    createSignedInUser(app),
    createSignedInUser(app),
    createSignedInUser(app),
    createSignedInUser(app),
    createSignedInUser(app),
    createSignedInUser(app, { platformRole: 'site_admin' }),
    createSignedInUser(app, { platformRole: 'developer' }),
  ]);
  return {
    cookies: {
      anonymous: undefined,
      memberA: memberA.cookie,
      adminA: adminA.cookie,
      memberB: memberB.cookie,
      adminB: adminB.cookie,
      siteAdmin: siteAdmin.cookie,
      developer: developer.cookie,
    },
    orgs: {
      A: await organizationWithMoney(app, adminA, memberA.userId),
      B: await organizationWithMoney(app, adminB, memberB.userId),
      C: await organizationWithMoney(app, adminC, memberC.userId),
    },
  };
}
