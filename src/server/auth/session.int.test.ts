import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function readMe(cookie: string) {
  return app.request('/api/v1/me', { headers: { cookie } });
}

async function readSessionExpiry(userId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  if (!row) throw new Error('no session');
  return row.expiresAt.getTime();
}

describe('session cookie', () => {
  it('signs the caller in while the session row lives, and not a moment after sign-out', async () => {
    const user = await createSignedInUser(app);
    expect((await readMe(user.cookie)).status).toBe(200);
    const signOut = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(signOut.status).toBe(200);
    expect((await readMe(user.cookie)).status).toBe(401);
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const user = await createSignedInUser(app);
    const tampered = user.cookie.replace(
      /session_token=([^.;]+)\.([^;]+)/,
      (_all, token: string, signature: string) => {
        const flipped = signature[0] === 'A' ? 'B' : 'A';
        return `session_token=${token}.${flipped}${signature.slice(1)}`;
      },
    );
    expect(tampered).not.toBe(user.cookie);
    expect((await readMe(tampered)).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createSignedInUser(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId));
    expect((await readMe(user.cookie)).status).toBe(401);
  });

  it('slides a session that is due for refresh, as better-auth does', async () => {
    const user = await createSignedInUser(app);
    // Six days left of seven: older than the one-day update age.
    const dueAt = Date.now() + 6 * DAY_MS;
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(dueAt) })
      .where(eq(sessions.userId, user.userId));
    expect((await readMe(user.cookie)).status).toBe(200);
    expect(await readSessionExpiry(user.userId)).toBeGreaterThan(dueAt + DAY_MS / 2);
  });

  it('reads the organization with the session on organization routes, and still ends at sign-out', async () => {
    const user = await createSignedInUser(app);
    const organizationId = await createOrganization(app, { adminUserId: user.userId });
    const context = await app.request(`/api/v1/orgs/${organizationId}/context`, {
      headers: { cookie: user.cookie },
    });
    expect(context.status).toBe(200);
    const stats = await app.request(`/api/v1/orgs/${organizationId}/contributions/stats`, {
      headers: { cookie: user.cookie },
    });
    expect(await stats.json()).toMatchObject({ scope: 'organization', count: 0 });
    const other = await createSignedInUser(app);
    const outsider = await app.request(`/api/v1/orgs/${organizationId}/context`, {
      headers: { cookie: other.cookie },
    });
    expect(outsider.status).toBe(404);
    await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: user.cookie } });
    const after = await app.request(`/api/v1/orgs/${organizationId}/context`, {
      headers: { cookie: user.cookie },
    });
    expect(after.status).toBe(401);
  });

  it('stops a banned user at once', async () => {
    const user = await createSignedInUser(app);
    await app.database.db.update(users).set({ banned: true }).where(eq(users.id, user.userId));
    expect((await readMe(user.cookie)).status).toBe(401);
  });

  it('answers requests that arrive together each with its own session and organization', async () => {
    const first = await createSignedInUser(app);
    const second = await createSignedInUser(app);
    const leaver = await createSignedInUser(app);
    const firstOrganization = await createOrganization(app, { adminUserId: first.userId });
    const secondOrganization = await createOrganization(app, { adminUserId: second.userId });
    await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: leaver.cookie } });
    const context = (cookie: string, organizationId: string) =>
      app.request(`/api/v1/orgs/${organizationId}/context`, { headers: { cookie } });
    // Started in one turn of the event loop, so their sessions are read by one query (session-reads.ts).
    const answers = await Promise.all([
      context(first.cookie, firstOrganization),
      context(first.cookie, secondOrganization),
      readMe(second.cookie),
      context(second.cookie, firstOrganization),
      context(second.cookie, secondOrganization),
      readMe(leaver.cookie),
      context(leaver.cookie, firstOrganization),
      readMe(first.cookie),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200, 404, 200, 401, 401, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies[0]).toMatchObject({ organizationId: firstOrganization, membershipRole: 'admin' });
    expect(bodies[2]).toMatchObject({ user: { id: second.userId } });
    expect(bodies[4]).toMatchObject({ organizationId: secondOrganization, membershipRole: 'admin' });
    expect(bodies[7]).toMatchObject({ user: { id: first.userId } });
  });
});
