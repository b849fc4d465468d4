import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import { countSubmissions, REQUEST } from '../../testing/fixtures/submissions';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { SUBMISSIONS_PER_HOUR } from './submissions.routes';

/** Rate limiting on, as in production. */
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'on' });
});

afterAll(async () => {
  await app.close();
});

describe('sending requests under pressure', () => {
  it('takes ten requests an hour from one person, then answers 429 and stores nothing more', async () => {
    const busy = await createSignedInUser(app);
    const calm = await createSignedInUser(app);
    const send = (cookie: string, json: unknown) => callApi(app, cookie, 'POST', '/api/v1/submissions', json);
    // A rejected form does not use up the budget.
    expect((await send(busy.cookie, { ...REQUEST })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i <= SUBMISSIONS_PER_HOUR; i++) {
      statuses.push((await send(busy.cookie, { ...REQUEST, targetType: 'site_operators' })).status);
    }
    expect(statuses).toEqual([...Array<number>(SUBMISSIONS_PER_HOUR).fill(201), 429]);
    const refused = await send(busy.cookie, { ...REQUEST, targetType: 'site_operators' });
    expect(readErrorMessage(refused.body)).toBe(
      'You have sent too many requests. Please wait a while before sending another.',
    );
    expect(await countSubmissions(app)).toBe(SUBMISSIONS_PER_HOUR);
    // Another person, from the same address, is not held up.
    expect((await send(calm.cookie, { ...REQUEST, targetType: 'site_operators' })).status).toBe(201);
  });
});
