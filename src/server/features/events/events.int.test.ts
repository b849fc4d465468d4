import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange } from '../../platform/realtime/events';
import { readChanges } from '../../testing/sse';
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
});
