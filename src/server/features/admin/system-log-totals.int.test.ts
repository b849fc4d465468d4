import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSystemLog } from '../../../shared/contracts/admin';
import { createSignedInUser, createTestApp, type TActor, type TTestApp } from '../../testing/test-app';

// The system log counts up to 1,000 and pages through its newest 10,000 entries (ADR 63): its figures and a
// deep page cost the same on years of audit rows as on a week's.

let app: TTestApp;
let developer: TActor;

const SEEDED_ROWS = 1_005;
const FAILED_ROWS = 5;

const get = (query: string) => app.request(`/api/v1/admin/logs?${query}`, { cookie: developer.cookie });
const readLog = async (query: string) => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as TSystemLog;
};

beforeAll(async () => {
  app = await createTestApp();
  developer = await createSignedInUser(app, { name: 'Dev Eloper', platformRole: 'developer' });
  // Settings changes (info) a millisecond apart, the newest last, and a few failed imports (errors).
  await app.database.db.execute(sql`
    INSERT INTO audit_log (action, target_type, target_id, created_at)
    SELECT 'settings.changed', 'organization', 'row-' || n, now() - interval '1 day' + n * interval '1 millisecond'
    FROM generate_series(1, ${SEEDED_ROWS}) AS n`);
  await app.database.db.execute(sql`
    INSERT INTO audit_log (action, target_type, created_at)
    SELECT 'statement_import.failed', 'bank_statement', now() - interval '2 days'
    FROM generate_series(1, ${FAILED_ROWS})`);
});

afterAll(async () => {
  await app.close();
});

describe('the counts on the system log', () => {
  it('read "1 000+" past a thousand entries, beside the list and in the last week figures', async () => {
    const log = await readLog('limit=50');
    expect(log.entries).toHaveLength(50);
    expect(log).toMatchObject({ total: 1_000, isTotalCapped: true, limit: 50, offset: 0 });
    expect(log.stats.info).toEqual({ total: 1_000, isTotalCapped: true });
    expect(log.stats.error).toEqual({ total: FAILED_ROWS, isTotalCapped: false });
  });

  it('are exact for a narrow level or search', async () => {
    const errors = await readLog('level=error');
    expect(errors).toMatchObject({ total: FAILED_ROWS, isTotalCapped: false });
    expect(errors.entries.map((entry) => entry.message)).toEqual(
      Array.from({ length: FAILED_ROWS }, () => 'statement_import.failed on bank_statement'),
    );
    const none = await readLog('search=nothing%20logged%20like%20this');
    expect(none).toMatchObject({ entries: [], total: 0, isTotalCapped: false });
  });
});

describe('paging deep into the system log', () => {
  it('pages newest first and reaches the oldest entries within the bound', async () => {
    const first = await readLog('search=settings.changed&limit=10');
    expect(first.entries[0]?.message).toBe(`settings.changed on organization row-${SEEDED_ROWS}`);
    const second = await readLog('search=settings.changed&limit=10&offset=10');
    expect(second.entries[0]?.message).toBe(`settings.changed on organization row-${SEEDED_ROWS - 10}`);
    const last = await readLog('search=settings.changed&limit=100&offset=1000');
    expect(last.entries.map((entry) => entry.message)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `settings.changed on organization row-${n}`),
    );
    expect(last).toMatchObject({ offset: 1_000, isTotalCapped: true });
  });

  it('refuses a page past the newest 10,000 entries, telling the developer to narrow the filters', async () => {
    const response = await get('offset=10001');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error)).toContain('Narrow the dates or filters to go further back');
  });
});
