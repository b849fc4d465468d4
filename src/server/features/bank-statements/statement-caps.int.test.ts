import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankStatement } from '../../../shared/contracts/bank-statements';
import { bankStatements } from '../../db/schema';
import { HEAVY_TASKS_PER_ORGANIZATION } from '../../platform/cpu/heavy-work';
import { callLoans, readError, readJson, type TActor } from '../../testing/fixtures/loans';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { MAX_STATEMENT_LINES } from './parsers/read-statement-file';
import { MAX_STATEMENT_LINES_PER_DAY } from './statement-import.service';

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
  callLoans({ app, orgId: organizationId }, 'POST', '/bank/statements', actor, {
    json: { fileName, contentBase64: Buffer.from(text).toString('base64') },
  });

/** A message as read: the digit groups' spaces (no-break, as en-ZA writes them) as plain spaces. */
const asRead = (message: string) => message.replace(/\s/g, ' ');

const listStatements = async () =>
  readJson<TBankStatement[]>(await callLoans({ app, orgId }, 'GET', '/bank/statements', admin), 200);

describe('statement import caps', () => {
  it('refuses a statement of more lines than one import takes, with the count, and stores nothing', async () => {
    const refused = await upload(admin, orgId, 'year.csv', statementOf(MAX_STATEMENT_LINES + 1));
    expect(asRead((await readError(refused, 400)).message)).toBe(
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
    expect(asRead((await readError(refused, 429)).message)).toBe(
      'The group has imported 59 995 statement lines in the last 24 hours and may import 60 000 a day: import this statement tomorrow',
    );
    expect((await listStatements()).map((s) => s.fileName)).toEqual(['earlier.csv']);
    // Five fit; another organization's day is its own.
    expect((await upload(admin, orgId, 'five.csv', statementOf(5))).status).toBe(200);
    expect((await upload(otherAdmin, otherOrgId, 'october.csv', statementOf(6))).status).toBe(200);
    // A day later the earlier import no longer counts.
    await app.database.db
      .update(bankStatements)
      .set({ importedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(bankStatements.id, earlier?.id ?? ''));
    expect((await upload(admin, orgId, 'october.csv', statementOf(6, 'b'))).status).toBe(200);
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
    // Two heavy tasks of the organization running elsewhere, counted in the store every server shares.
    const places = app.limits.limiter({
      name: 'heavy-work',
      points: HEAVY_TASKS_PER_ORGANIZATION,
      windowSeconds: 120,
    });
    await places.hit(busyOrgId, HEAVY_TASKS_PER_ORGANIZATION);
    const started = Date.now();
    const neighbour = await upload(otherAdmin, otherOrgId, 'november.csv', statementOf(3, 'n'));
    expect(neighbour.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    const waiting = upload(busyAdmin, busyOrgId, 'waits.csv', statementOf(3, 'w'));
    // One ends while the import waits its turn: the import then runs.
    setTimeout(() => void places.giveBack(busyOrgId), 1_000);
    expect((await waiting).status).toBe(200);

    await places.hit(busyOrgId, 1);
    const refused = await upload(busyAdmin, busyOrgId, 'refused.csv', statementOf(3, 'r'));
    expect((await readError(refused, 429)).message).toBe(
      'This group already has 2 imports or downloads running: try again when one has finished',
    );
    const stored = await readJson<TBankStatement[]>(
      await callLoans({ app, orgId: busyOrgId }, 'GET', '/bank/statements', busyAdmin),
      200,
    );
    expect(stored.map((s) => s.fileName)).toEqual(['waits.csv']);
    await places.giveBack(busyOrgId, HEAVY_TASKS_PER_ORGANIZATION);
  }, 60_000);
});
