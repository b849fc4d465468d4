import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange } from '../../platform/realtime/events';
import { readChanges, whenHeard } from '../../testing/sse';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function waitForReady(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
}

describe('live updates', () => {
  it('needs a session', async () => {
    expect((await app.request('/api/v1/events')).status).toBe(401);
  });

  it("delivers a change of the user's organization and platform-wide changes, but not other organizations'", async () => {
    const member = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const ownOrg = await createOrganization(app, { adminUserId: member.userId });
    const otherOrg = await createOrganization(app, { adminUserId: stranger.userId });

    const stream = await app.request('/api/v1/events', { cookie: member.cookie });
    await waitForReady(stream);
    const reading = readChanges(stream, 2);
    // Give the stream a moment to subscribe before publishing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await publishChange(app.database.db, { topic: 'contributions', organizationId: otherOrg });
    await publishChange(app.database.db, { topic: 'contributions', organizationId: ownOrg });
    await publishChange(app.database.db, { topic: 'feature_flags', organizationId: null });

    expect(await reading).toEqual([
      { topic: 'contributions', organizationId: ownOrg },
      { topic: 'feature_flags', organizationId: null },
    ]);
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const member = await createSignedInUser(app);
    const orgId = await createOrganization(app, { adminUserId: member.userId });
    const stream = await app.request('/api/v1/events', { cookie: member.cookie });
    const reading = readChanges(stream, 1, 1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.database.db
      .transaction(async (tx) => {
        await publishChange(tx, { topic: 'loans', organizationId: orgId });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await reading).toEqual([]);
  });

  it('repeats, when asked, the changes the user may see of the time before the stream opened', async () => {
    const member = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const ownOrg = await createOrganization(app, { adminUserId: member.userId });
    const otherOrg = await createOrganization(app, { adminUserId: stranger.userId });
    const heard = whenHeard(app.events, 4);
    await publishChange(app.database.db, { topic: 'contributions', organizationId: otherOrg });
    await publishChange(app.database.db, { topic: 'loans', organizationId: ownOrg });
    await publishChange(app.database.db, { topic: 'loans', organizationId: ownOrg });
    // One member's own record: the member hears of it, another member of the organization would not.
    await publishChange(app.database.db, {
      topic: 'submissions',
      organizationId: otherOrg,
      userId: member.userId,
    });
    await heard;

    // Other tests of this file publish too: only these organizations' changes are looked at.
    const readOwnChanges = async (response: Response, timeoutMs: number) =>
      ((await readChanges(response, 4, timeoutMs)) as { organizationId: string | null }[]).filter(
        (change) => change.organizationId === ownOrg || change.organizationId === otherOrg,
      );
    const replayed = await app.request('/api/v1/events?replayMs=5000', { cookie: member.cookie });
    await waitForReady(replayed);
    expect(await readOwnChanges(replayed, 1500)).toEqual([
      { topic: 'loans', organizationId: ownOrg },
      { topic: 'submissions', organizationId: otherOrg },
    ]);

    const plain = await app.request('/api/v1/events', { cookie: member.cookie });
    await waitForReady(plain);
    expect(await readOwnChanges(plain, 800)).toEqual([]);

    // Long enough ago is not repeated.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recentOnly = await app.request('/api/v1/events?replayMs=100', { cookie: member.cookie });
    await waitForReady(recentOnly);
    expect(await readOwnChanges(recentOnly, 800)).toEqual([]);
  });

  it('refuses a replay it cannot give', async () => {
    const member = await createSignedInUser(app);
    for (const replayMs of ['60001', '-1', '1.5', 'soon']) {
      const response = await app.request(`/api/v1/events?replayMs=${replayMs}`, { cookie: member.cookie });
      expect(response.status, replayMs).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'replayMs must be a whole number of milliseconds from 0 to 60000.',
      );
    }
  });
});
