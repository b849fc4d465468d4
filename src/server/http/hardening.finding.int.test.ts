import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, serverErrors } from '../db/schema';
import { SIGN_UP_MIN_MS } from '../features/auth/auth.routes';
import { createLogger } from '../platform/logger';
import { MAX_STREAMS_PER_USER } from '../platform/realtime/events';
import { recordServerError } from '../platform/server-errors';
import { callApi, readErrorMessage } from '../testing/fixtures/organizations';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  TEST_PASSWORD,
  type TTestApp,
} from '../testing/test-app';

// Limits are on here, as in production; each user signs up from an address of their own.
let app: TTestApp;
let addressCount = 0;
const nextAddress = () => `198.51.100.${++addressCount}`;
const signUp = (name?: string) => createSignedInUser(app, { ip: nextAddress(), ...(name ? { name } : {}) });

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'on' });
});

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a NUL character is a bad request, never a server error', () => {
  it('is refused with 400 in a query string, a path parameter and JSON bodies', async () => {
    const admin = await signUp();
    const orgId = await createOrganization(app, { adminUserId: admin.userId });
    const calls: Array<Promise<{ status: number; body: unknown }>> = [
      callApi(app, admin.cookie, 'GET', '/api/v1/organizations?search=a%00b'),
      callApi(app, admin.cookie, 'GET', `/api/v1/orgs/${orgId}/members?search=%00`),
      callApi(app, admin.cookie, 'GET', '/api/v1/orgs/%00'),
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}/members/abc%00def`, { role: 'member' }),
      callApi(app, admin.cookie, 'POST', '/api/v1/organizations', { name: 'Nul\u0000 Society' }),
      callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}`, { description: 'a\u0000b' }),
      callApi(app, undefined, 'POST', '/api/v1/site/contact', {
        name: 'Thandi',
        email: 'thandi@example.test',
        subject: 'Hello',
        message: 'A message with a \u0000 inside it',
      }),
      callApi(app, undefined, 'POST', '/api/auth/sign-up/email', {
        name: 'Nul\u0000Name',
        email: `nul-${randomUUID()}@example.test`,
        password: TEST_PASSWORD,
      }),
      callApi(app, admin.cookie, 'POST', '/api/v1/organizations', { name: 'Key', 'bad\u0000key': 'x' }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(result.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(readErrorMessage((await calls[0])?.body)).toBe('Text may not contain a NUL character');
  });

  it('leaves an escaped backslash followed by u0000 alone (it is ordinary text)', async () => {
    const admin = await signUp();
    const created = await callApi(app, admin.cookie, 'POST', '/api/v1/organizations', {
      name: 'Slash \\u0000 Society',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Slash \\u0000 Society' });
  });
});

describe('logs never carry query parameters', () => {
  it('logs the SQL text of a failing query, not the e-mail it was given', async () => {
    const email = `private-${randomUUID()}@example.test`;
    const failure = await app.database.db
      .execute(sql`select ${email}::int as impossible`)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).stack)).toContain(email);

    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    createLogger('error').error('unhandled error', { error: (failure as Error).stack });
    const logged = lines.join('');
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('params: [redacted]');
    expect(logged).not.toContain(email);

    const requestId = randomUUID();
    await recordServerError(app.database.db, { requestId, method: 'GET', path: '/x', error: failure });
    const rows = await app.database.db.select().from(serverErrors);
    const kept = rows.find((row) => row.requestId === requestId);
    expect(kept?.message).toContain('select $1::int');
    expect(`${kept?.message} ${kept?.stack}`).not.toContain(email);
  });
});

describe('Cache-Control: no-store on API answers', () => {
  it('is sent with JSON, CSV and error answers', async () => {
    const admin = await signUp();
    const orgId = await createOrganization(app, { adminUserId: admin.userId });
    const json = await app.request('/api/v1/me', { cookie: admin.cookie });
    const csv = await app.request(`/api/v1/orgs/${orgId}/transactions/export`, { cookie: admin.cookie });
    const refused = await app.request('/api/v1/me');
    expect([json.status, csv.status, refused.status]).toEqual([200, 200, 401]);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    for (const response of [json, csv, refused]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('live-update streams', () => {
  it(`gives one user at most ${MAX_STREAMS_PER_USER} streams at once; a closed one frees its place`, async () => {
    const user = await signUp();
    const responses = [];
    for (let index = 0; index < 10; index++) {
      responses.push(await app.request('/api/v1/events', { cookie: user.cookie }));
    }
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STREAMS_PER_USER);
    expect(statuses.slice(MAX_STREAMS_PER_USER).every((status) => status === 429)).toBe(true);
    const refusal = await responses[MAX_STREAMS_PER_USER]?.json();
    expect(readErrorMessage(refusal)).toBe(
      'You have 5 live-update connections open already. Close a tab and try again.',
    );

    // Another user is not affected by the first one's streams.
    const other = await signUp();
    const otherStream = await app.request('/api/v1/events', { cookie: other.cookie });
    expect(otherStream.status).toBe(200);

    await responses[0]?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await app.request('/api/v1/events', { cookie: user.cookie });
    expect(again.status).toBe(200);
    await Promise.all(
      [...responses.slice(1, MAX_STREAMS_PER_USER), again, otherStream].map((response) =>
        response.body?.cancel(),
      ),
    );
  });

  it('keeps a write as cheap in CPU time with many open streams as with none, and still delivers to every stream', async () => {
    const admin = await signUp();
    const orgId = await createOrganization(app, { adminUserId: admin.userId });
    /**
     * The process's CPU time for ten writes, in ms: the work the writes and the fan-out to the streams cost
     * this server, which other processes on a busy machine do not stretch as they stretch wall-clock time.
     */
    const timeWrites = async () => {
      const started = process.cpuUsage();
      for (let index = 0; index < 10; index++) {
        const result = await callApi(app, admin.cookie, 'PATCH', `/api/v1/orgs/${orgId}`, {
          description: `Round ${index}`,
        });
        expect(result.status).toBe(200);
      }
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    /** The cheapest of three runs: a collection or a compilation lands in some runs, never in all three. */
    const quickestOfThree = async () => Math.min(await timeWrites(), await timeWrites(), await timeWrites());
    await timeWrites();
    const withoutStreams = await quickestOfThree();

    // Members of the organization, each with as many streams as allowed.
    const members = [];
    for (let index = 0; index < 6; index++) members.push(await signUp());
    await app.database.db.execute(
      sql`insert into user_organizations (organization_id, user_id, role)
          select ${orgId}::uuid, id, 'member' from users where id in (${sql.join(
            members.map((member) => sql`${member.userId}::uuid`),
            sql`, `,
          )})`,
    );
    const streams = [];
    for (const member of members) {
      for (let index = 0; index < MAX_STREAMS_PER_USER; index++) {
        const stream = await app.request('/api/v1/events', { cookie: member.cookie });
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
    }
    const withStreams = await quickestOfThree();
    expect(withStreams).toBeLessThan(Math.max(withoutStreams * 3, withoutStreams + 250));

    // Every stream heard the organization's changes.
    const firstChunks = await Promise.all(
      streams.map(async (stream) => {
        const reader = stream.body?.getReader();
        let text = '';
        const deadline = Date.now() + 3000;
        while (reader && !text.includes('event: change') && Date.now() < deadline) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += new TextDecoder().decode(chunk.value);
        }
        await reader?.cancel();
        return text;
      }),
    );
    expect(firstChunks.every((text) => text.includes(`"organizationId":"${orgId}"`))).toBe(true);
  });
});

describe('limits on creating organizations and join requests', () => {
  it('refuses a sixth organization by the same user within a day', async () => {
    const founder = await signUp();
    for (let index = 0; index < 5; index++) {
      const created = await callApi(app, founder.cookie, 'POST', '/api/v1/organizations', {
        name: `Founder Society ${index}`,
      });
      expect(created.status).toBe(200);
    }
    const refused = await callApi(app, founder.cookie, 'POST', '/api/v1/organizations', {
      name: 'One Too Many',
    });
    expect(refused.status).toBe(429);
    expect(readErrorMessage(refused.body)).toBe(
      'You have created too many organizations today; try again tomorrow',
    );
    // Someone else may still create one.
    const other = await signUp();
    expect(
      (await callApi(app, other.cookie, 'POST', '/api/v1/organizations', { name: 'Other Society' })).status,
    ).toBe(200);
  });

  it('refuses the 21st join request within an hour', async () => {
    const owner = await signUp();
    const joiner = await signUp();
    const orgIds = [];
    for (let index = 0; index < 21; index++)
      orgIds.push(await createOrganization(app, { adminUserId: owner.userId }));
    for (const orgId of orgIds.slice(0, 20)) {
      const sent = await callApi(
        app,
        joiner.cookie,
        'POST',
        `/api/v1/organizations/${orgId}/join-requests`,
        {},
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const refused = await callApi(
      app,
      joiner.cookie,
      'POST',
      `/api/v1/organizations/${orgIds[20]}/join-requests`,
      {},
    );
    expect(refused.status).toBe(429);
    expect(readErrorMessage(refused.body)).toBe(
      'You have sent too many join requests in the last hour; try again later',
    );
  });
});

describe('sign-up answers alike whether or not the e-mail has an account', () => {
  it('answers a taken address with the body a new one gets, byte for byte once the address, id and times are set aside', async () => {
    const existing = await signUp('Thandi Existing');
    const answer = async (email: string) => {
      const response = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Same Answer', email, password: TEST_PASSWORD },
        ip: nextAddress(),
      });
      const text = await response.text();
      const { user } = JSON.parse(text) as { user: { id: string; createdAt: string; updatedAt: string } };
      expect(user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(user.updatedAt).toBe(user.createdAt);
      return {
        status: response.status,
        headers: [...response.headers.keys()],
        text: text.replace(email, '<email>').replace(user.id, '<id>').replaceAll(user.createdAt, '<time>'),
      };
    };
    const taken = await answer(existing.email);
    const fresh = await answer(`fresh-${randomUUID()}@example.test`);
    expect(taken).toEqual(fresh);
    expect(taken.text).toBe(
      '{"token":null,"user":{"name":"Same Answer","email":"<email>","emailVerified":false,"image":null,"createdAt":"<time>","updatedAt":"<time>","twoFactorEnabled":false,"role":"user","banned":false,"banReason":null,"banExpires":null,"id":"<id>"}}',
    );
  });

  it('takes as long, answers the same and sends one mail for a taken address', async () => {
    const existing = await signUp('Thandi Existing');
    const timeSignUp = async (email: string) => {
      const started = performance.now();
      const response = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Timing Test', email, password: TEST_PASSWORD },
        ip: nextAddress(),
      });
      return { ms: performance.now() - started, status: response.status };
    };
    const taken = [await timeSignUp(existing.email), await timeSignUp(existing.email)];
    const fresh = [
      await timeSignUp(`fresh-${randomUUID()}@example.test`),
      await timeSignUp(`fresh-${randomUUID()}@example.test`),
    ];
    expect([...taken, ...fresh].map((attempt) => attempt.status)).toEqual([200, 200, 200, 200]);
    const fastestTaken = Math.min(...taken.map((attempt) => attempt.ms));
    const fastestFresh = Math.min(...fresh.map((attempt) => attempt.ms));
    expect(fastestTaken).toBeGreaterThanOrEqual(SIGN_UP_MIN_MS - 1);
    expect(fastestFresh).toBeGreaterThanOrEqual(SIGN_UP_MIN_MS - 1);
    expect(fastestTaken).toBeGreaterThan(fastestFresh * 0.6);

    const notices = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, existing.email));
    expect(notices.filter((mail) => mail.subject === 'You already have a Masakhane account')).toHaveLength(2);
  });
});
