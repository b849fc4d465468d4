import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig, type TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { organizations, userOrganizations, userRoles, users } from '../db/schema';
import { seedFeatureFlags } from '../demo/seed';
import { createRuntime, type TRuntime } from '../runtime';
import { openTestDatabase } from './test-database';

export const TEST_BASE_URL = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-battery';

export type TTestApp = TRuntime & {
  config: TConfig;
  /**
   * Calls the app in-process, like a browser on our origin would (cookies passed explicitly). Writes carry
   * a fresh Idempotency-Key, as our web client's do, unless the headers name one or `idempotencyKey` is
   * null (no key at all).
   */
  request: (
    path: string,
    init?: RequestInit & { cookie?: string; json?: unknown; ip?: string; idempotencyKey?: string | null },
  ) => Promise<Response>;
};

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TTestApp> {
  const database: TDatabase = await openTestDatabase();
  // Files (photos, PDFs) go to a folder of this app's own, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'masakhane-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ...overrides,
  });
  const runtime = await createRuntime({
    config,
    database,
    isJobWorking: false,
    limitKeyPrefix: `test-${randomUUID()}`,
  });
  await seedFeatureFlags(database.db);
  const request: TTestApp['request'] = (path, init = {}) => {
    const { cookie, json, ip, idempotencyKey, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    const isWrite = (rest.method ?? 'GET').toUpperCase() !== 'GET';
    if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
    else if (idempotencyKey === undefined && isWrite && !headers.has('idempotency-key')) {
      headers.set('idempotency-key', randomUUID());
    }
    headers.set('x-forwarded-for', ip ?? '203.0.113.10');
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      headers.set('origin', TEST_BASE_URL);
    }
    return Promise.resolve(
      runtime.app.request(path, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      }),
    );
  };
  return {
    ...runtime,
    config,
    request,
    close: async () => {
      await runtime.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie(s) a response set, ready to send back. */
export function readCookies(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Someone who acts through the API in a test: their id and session cookie. */
export type TActor = { userId: string; cookie: string };
/** A signed-in test user, with the e-mail address they signed up with. */
export type TSignedInUser = TActor & { email: string };

/** Signs up through the API, marks the e-mail verified, signs in; returns the user id and cookie. */
export async function createSignedInUser(
  app: TTestApp,
  options: { name?: string; platformRole?: 'site_admin' | 'developer'; ip?: string } = {},
): Promise<TSignedInUser> {
  const email = `user-${randomUUID()}@example.test`;
  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: options.name ?? 'Test User', email, password: TEST_PASSWORD },
    ip: options.ip,
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [user] = await app.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning();
  if (!user) throw new Error('user not found after sign-up');
  if (options.platformRole)
    await app.database.db.insert(userRoles).values({ userId: user.id, role: options.platformRole });
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
    ip: options.ip,
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { userId: user.id, email, cookie: readCookies(signIn) };
}

/** An organization with the given admin and members (created directly: organizations have their own issue). */
export async function createOrganization(
  app: TTestApp,
  input: {
    adminUserId: string;
    /** Further admins beside the first. */
    coAdminUserIds?: string[];
    memberUserIds?: string[];
    type?: typeof organizations.$inferInsert.organizationType;
    /** When the organization was created; tests post history from 2020 on, so that is the default. */
    createdAt?: Date;
  },
): Promise<string> {
  const [org] = await app.database.db
    .insert(organizations)
    .values({
      name: `Org ${randomUUID().slice(0, 8)}`,
      organizationType: input.type ?? 'general',
      createdBy: input.adminUserId,
      createdAt: input.createdAt ?? new Date('2020-01-01T00:00:00+02:00'),
    })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization insert returned no row');
  await app.database.db.insert(userOrganizations).values([
    { organizationId: org.id, userId: input.adminUserId, role: 'admin' },
    ...(input.coAdminUserIds ?? []).map((userId) => ({
      organizationId: org.id,
      userId,
      role: 'admin' as const,
    })),
    ...(input.memberUserIds ?? []).map((userId) => ({
      organizationId: org.id,
      userId,
      role: 'member' as const,
    })),
  ]);
  return org.id;
}
