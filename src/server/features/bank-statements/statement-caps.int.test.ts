import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankStatement, TStatementImport } from '../../../shared/contracts/bank-statements';
import { bankStatements } from '../../db/schema';
import { createHeavyWork, HEAVY_TASKS_PER_ORGANIZATION } from '../../platform/cpu/heavy-work';
import { callLoans, readError, readJson, type TActor } from '../../testing/fixtures/loans';
import { followImport, postStatement } from '../../testing/fixtures/statement-imports';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { MAX_STATEMENT_LINES } from './parsers/read-statement-file';
import { MAX_STATEMENT_LINES_PER_DAY } from './statement-import.service';
import { runStatementImport } from './statement-import-job';

/** The caps one organization's statement imports meet, so that none can take the server from the others. */
let app: TTestApp;
let admin: TActor;
let orgId: string;
let otherAdmin: TActor;
let otherOrgId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    createdAt: new Date('2026-01-05T08:00:00Z'),
  });
  otherAdmin = await createSignedInUser(app, { name: 'Sipho Admin' });
  otherOrgId = await createOrganization(app, {
    adminUserId: otherAdmin.userId,
    createdAt: new Date('2026-01-05T08:00:00Z'),
  });
});

afterAll(async () => {
  await app.close();
});

/** A generic CSV of `count` deposits in October 2026, each of its own amount. */
function statementOf(count: number, tag = 'a'): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    return `2026/10/${day},${(1 + i / 100).toFixed(2)},${(1000 + i).toFixed(2)},DEPOSIT ${tag}${i}`;
  });
  return ['Date,Amount,Balance,Description', ...rows].join('\n');
}

const upload = (actor: TActor, organizationId: string, fileName: string, text: string) =>
  followImport(
    { app, orgId: organizationId },
    actor,
    postStatement({ app, orgId: organizationId }, actor, fileName, text),
  );

/** A message as read: the digit groups' spaces (no-break, as en-ZA writes them) as plain spaces. */
const asRead = (message: string) => message.replace(/\s/g, ' ');

const listStatements = async () =>
  readJson<TBankStatement[]>(await callLoans({ app, orgId }, 'GET', '/bank/statements', admin), 200);

describe('statement import caps', () => {
  it('refuses a statement of more lines than one import takes, with the count, and stores nothing', async () => {
    const refused = await upload(admin, orgId, 'year.csv', statementOf(MAX_STATEMENT_LINES + 1));
    expect(refused).toMatchObject({
      status: 'failed',
      outcome: null,
      failure: { code: 'VALIDATION_FAILED' },
    });
    expect(asRead(refused.failure?.message ?? '')).toBe(
      'This statement has 20 001 lines and one import takes at most 20 000: export a shorter period and import each part',
    );
    expect(await listStatements()).toEqual([]);
    const lines = await readJson<{ total: number }>(
      await callLoans({ app, orgId }, 'GET', '/bank/lines', admin),
      200,
    );
    expect(lines.total).toBe(0);
  });

  it('refuses an import past the lines of a day, says how many were imported, and takes it after 24 hours', async () => {
    // Earlier imports today (as another server would have stored them) left room for five more lines.
    const [earlier] = await app.database.db
      .insert(bankStatements)
      .values({
        organizationId: orgId,
        format: 'generic_csv',
        fileName: 'earlier.csv',
        periodStart: '2026-09-01',
        periodEnd: '2026-09-30',
        lineCount: MAX_STATEMENT_LINES_PER_DAY - 5,
        newLineCount: 0,
        importedBy: admin.userId,
      })
      .returning();
    const refused = await upload(admin, orgId, 'october.csv', statementOf(6));
    expect(refused.failure?.code).toBe('RATE_LIMITED');
    expect(asRead(refused.failure?.message ?? '')).toBe(
      'The group has imported 59 995 statement lines in the last 24 hours and may import 60 000 a day: import this statement tomorrow',
    );
    expect((await listStatements()).map((s) => s.fileName)).toEqual(['earlier.csv']);
    // Five fit; another organization's day is its own.
    expect((await upload(admin, orgId, 'five.csv', statementOf(5))).status).toBe('done');
    expect((await upload(otherAdmin, otherOrgId, 'october.csv', statementOf(6))).status).toBe('done');
    // A day later the earlier import no longer counts.
    await app.database.db
      .update(bankStatements)
      .set({ importedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(bankStatements.id, earlier?.id ?? ''));
    expect((await upload(admin, orgId, 'october.csv', statementOf(6, 'b'))).status).toBe('done');
  });

  it('refuses an upload on a spent day before reading it, whatever its size', async () => {
    const fullAdmin = await createSignedInUser(app, { name: 'Nomsa Admin' });
    const fullOrgId = await createOrganization(app, {
      adminUserId: fullAdmin.userId,
      createdAt: new Date('2026-01-05T08:00:00Z'),
    });
    await app.database.db.insert(bankStatements).values({
      organizationId: fullOrgId,
      format: 'generic_csv',
      fileName: 'day.csv',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      lineCount: MAX_STATEMENT_LINES_PER_DAY,
      newLineCount: 0,
      importedBy: fullAdmin.userId,
    });
    // A body past the upload limit: the day's refusal comes first, so it is never read.
    const refused = await callLoans({ app, orgId: fullOrgId }, 'POST', '/bank/statements', fullAdmin, {
      json: { fileName: 'huge.csv', contentBase64: 'A'.repeat(8_000_000) },
    });
    expect(asRead((await readError(refused, 429)).message)).toBe(
      'The group has imported 60 000 statement lines in the last 24 hours and may import 60 000 a day: import this statement tomorrow',
    );
  });

  it('holds an organization to its places for heavy work on every server, and not its neighbour', async () => {
    const busyAdmin = await createSignedInUser(app, { name: 'Lerato Admin' });
    const busyOrgId = await createOrganization(app, {
      adminUserId: busyAdmin.userId,
      createdAt: new Date('2026-01-05T08:00:00Z'),
    });
    const busy = { app, orgId: busyOrgId };
    // Two heavy tasks of the organization running elsewhere, counted in the store every server shares.
    const places = app.limits.limiter({
      name: 'heavy-work',
      points: HEAVY_TASKS_PER_ORGANIZATION,
      windowSeconds: 120,
    });
    await places.hit(busyOrgId, HEAVY_TASKS_PER_ORGANIZATION);
    const waiting = await upload(busyAdmin, busyOrgId, 'waits.csv', statementOf(3, 'w'));
    expect(waiting).toMatchObject({ status: 'queued', progress: 0, failure: null });
    expect((await upload(otherAdmin, otherOrgId, 'november.csv', statementOf(3, 'n'))).status).toBe('done');

    // One ends: the import waiting its turn runs at its next try.
    await places.giveBack(busyOrgId);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await app.jobs.drain();
    const ran = await readJson<TStatementImport>(
      await callLoans(busy, 'GET', `/bank/statement-imports/${waiting.id}`, busyAdmin),
      200,
    );
    expect(ran).toMatchObject({
      status: 'done',
      progress: 100,
      outcome: { outcome: 'imported', addedCount: 3 },
    });

    // One that has waited its last try is refused, saying why, and stores nothing.
    await places.hit(busyOrgId, 1);
    const queued = await readJson<TStatementImport>(
      await postStatement(busy, busyAdmin, 'refused.csv', statementOf(3, 'r')),
      202,
    );
    await runStatementImport(
      {
        db: app.database.db,
        storage: app.storage,
        heavyWork: createHeavyWork(app.limits),
        logger: app.logger,
      },
      { data: { importId: queued.id, organizationId: busyOrgId, requestId: null }, isLastAttempt: true },
    );
    const refused = await readJson<TStatementImport>(
      await callLoans(busy, 'GET', `/bank/statement-imports/${queued.id}`, busyAdmin),
      200,
    );
    expect(refused.failure).toEqual({
      code: 'RATE_LIMITED',
      message: 'The group had other imports or downloads running for too long: import the statement again',
    });
    const stored = await readJson<TBankStatement[]>(
      await callLoans(busy, 'GET', '/bank/statements', busyAdmin),
      200,
    );
    expect(stored.map((s) => s.fileName)).toEqual(['waits.csv']);
    await places.giveBack(busyOrgId, HEAVY_TASKS_PER_ORGANIZATION);
  }, 60_000);

  it('shows an import to admins of its organization only', async () => {
    const accepted = await readJson<TStatementImport>(
      await postStatement({ app, orgId: otherOrgId }, otherAdmin, 'mine.csv', statementOf(2, 'm')),
      202,
    );
    // Another organization's admin asking through their own organization finds nothing.
    const asked = await callLoans({ app, orgId }, 'GET', `/bank/statement-imports/${accepted.id}`, admin);
    expect((await readError(asked, 404)).message).toBe('Statement import not found');
    await app.jobs.drain();
  });
});
