import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATIONSHIP_LABELS, STATUS_LABELS } from '../../../shared/burial/cover-text';
import type {
  TReportContent,
  TReportDetail,
  TReportList,
  TReportSummary,
  TReportType,
} from '../../../shared/contracts/reports';
import { centsToRandString } from '../../../shared/money';
import { organizations, reports } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/demo-users';
import { seedDemoData } from '../../demo/seed';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import { createRuntime } from '../../runtime';
import { createTestApp, readCookies, type TTestApp } from '../../testing/test-app';
import { readMyCover } from '../burial/cover.service';
import { countLapsedMonthsUnpaid } from './builders/premium-arrears';

/** The seed is dated so that its twelve months of history run across the year end 2025/2026. */
const SEED_DAY = new Date('2026-03-15T08:00:00Z');
const ACROSS_YEAR_END = { startDate: '2025-11-01', endDate: '2026-02-28' };

let app: TTestApp;
let orgId: string;
let admin: string;
let member: string;

async function signIn(email: string): Promise<string> {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD },
  });
  expect(response.status).toBe(200);
  return readCookies(response);
}

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db, SEED_DAY);
  const [burial] = await app.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Ubuntu Burial Society'));
  orgId = burial?.id ?? '';
  admin = await signIn('thandi@masakhane.demo');
  member = await signIn('nomsa@masakhane.demo');
}, 120_000);

afterAll(async () => {
  await app.close();
});

/** The rows of a raw query (both drivers answer with `rows`). */
async function queryRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One number from a direct SQL sum over the organization's journal lines. */
async function sumLines(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(sql`
    select coalesce(sum(l.amount_cents), 0) as total
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      join ledger_accounts a on a.id = l.account_id
     where l.organization_id = ${orgId} and ${where}`);
  return Number(row?.total ?? 0);
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(query);
  return Number(row?.n ?? 0);
}

function post(input: { reportType: TReportType; startDate: string; endDate: string }, key?: string) {
  return app.request(`/api/v1/orgs/${orgId}/reports`, {
    method: 'POST',
    cookie: admin,
    json: input,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

async function readDetail(reportId: string): Promise<TReportDetail> {
  const response = await app.request(`/api/v1/orgs/${orgId}/reports/${reportId}`, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as TReportDetail;
}

/** Asks for a report, lets the queue build it, and returns what the screen shows. */
async function generate(reportType: TReportType, range = ACROSS_YEAR_END): Promise<TReportDetail> {
  const response = await post({ reportType, ...range });
  expect(response.status).toBe(202);
  const queued = (await response.json()) as TReportSummary;
  expect(queued.status).toBe('queued');
  expect(await app.jobs.drain()).toBeGreaterThanOrEqual(1);
  const detail = await readDetail(queued.id);
  expect(detail.status).toBe('ready');
  expect(detail.progress).toBe(100);
  return detail;
}

function figureOf(content: TReportContent | null, key: string) {
  const found = content?.figures.find((item) => item.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found.value;
}

function tableOf(content: TReportContent | null, key: string) {
  const found = content?.tables.find((item) => item.key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
}

const inRange = (range = ACROSS_YEAR_END) =>
  sql`e.entry_date between ${range.startDate} and ${range.endDate}`;

describe('reports are built from the ledger', () => {
  it('builds the seeded reports in the background, with their files', async () => {
    await app.resumeBackgroundWork();
    await app.jobs.drain();
    const seeded = await app.database.db.select().from(reports).where(eq(reports.organizationId, orgId));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(row.status).toBe('ready');
      for (const key of [row.dataKey, row.pdfKey, row.csvKey]) {
        expect(key).toBeTruthy();
        expect(await app.storage.get(key ?? '')).not.toBeNull();
      }
    }
  });

  it('Monthly Financial: every figure equals the cash lines across the year end, to the cent', async () => {
    const { content } = await generate('financial_summary');
    const opening = await sumLines(sql`a.code = 'cash' and e.entry_date < ${ACROSS_YEAR_END.startDate}`);
    const inflows = await sumLines(sql`a.code = 'cash' and l.amount_cents > 0 and ${inRange()}`);
    const outflows = await sumLines(sql`a.code = 'cash' and l.amount_cents < 0 and ${inRange()}`);
    const closing = await sumLines(sql`a.code = 'cash' and e.entry_date <= ${ACROSS_YEAR_END.endDate}`);
    expect(inflows).toBeGreaterThan(0);
    expect(opening).toBeGreaterThan(0);
    expect(figureOf(content, 'opening_cash')).toBe(opening);
    expect(figureOf(content, 'total_inflows')).toBe(inflows);
    expect(figureOf(content, 'total_outflows')).toBe(-outflows);
    expect(figureOf(content, 'closing_cash')).toBe(closing);
    expect(opening + inflows + outflows).toBe(closing);

    // December and January each side of the year end, month by month.
    const chart = content?.chart ?? [];
    expect(chart.map((point) => point.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    for (const point of chart) {
      const month = sql`to_char(e.entry_date, 'YYYY-MM') = ${point.month}`;
      expect(point.inflowCents).toBe(
        await sumLines(sql`a.code = 'cash' and l.amount_cents > 0 and ${month}`),
      );
      expect(point.outflowCents).toBe(
        -(await sumLines(sql`a.code = 'cash' and l.amount_cents < 0 and ${month}`)),
      );
    }

    // The trial balance at the end date balances and each account equals its lines.
    const trial = tableOf(content, 'trial_balance');
    expect(trial.totals?.debit).toBe(trial.totals?.credit);
    const memberFunds = await sumLines(
      sql`a.code = 'member_funds' and e.entry_date <= ${ACROSS_YEAR_END.endDate}`,
    );
    expect(trial.rows.find((row) => row.account === 'Member contributions')?.credit).toBe(-memberFunds);
  });

  it('Member Activity: contributions, counts and loans per member equal their lines', async () => {
    const { content } = await generate('member_activity');
    const contributed = -(await sumLines(sql`a.code = 'member_funds' and ${inRange()}`));
    const count = await countRows(sql`
      select coalesce(sum(sign(-l.amount_cents)), 0) as n from journal_lines l
        join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
       where l.organization_id = ${orgId} and a.code = 'member_funds' and ${inRange()}`);
    const owed = await sumLines(
      sql`a.code = 'loans_receivable' and l.member_user_id is not null and e.entry_date <= ${ACROSS_YEAR_END.endDate}`,
    );
    expect(contributed).toBeGreaterThan(0);
    expect(figureOf(content, 'total_contributed')).toBe(contributed);
    expect(figureOf(content, 'contribution_count')).toBe(count);
    expect(figureOf(content, 'loans_outstanding')).toBe(owed);

    const nomsa = tableOf(content, 'members').rows.find((row) => row.member === 'Nomsa Zulu');
    const [nomsaId] = await queryRows<{ user_id: string }>(
      sql`select user_id from profiles where full_name = 'Nomsa Zulu'`,
    );
    expect(nomsa?.contributed).toBe(
      -(await sumLines(
        sql`a.code = 'member_funds' and l.member_user_id = ${nomsaId?.user_id} and ${inRange()}`,
      )),
    );
    const [lastPaid] = await queryRows<{ last: string | null }>(sql`
      select to_char(max(e.entry_date), 'YYYY-MM-DD') as last from journal_lines l
        join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
       where l.organization_id = ${orgId} and a.code = 'member_funds' and l.amount_cents < 0
         and l.member_user_id = ${nomsaId?.user_id} and e.entry_date <= ${ACROSS_YEAR_END.endDate}
         and not exists (select 1 from journal_entries r where r.reversal_of = e.id)`);
    expect(lastPaid?.last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nomsa?.lastPayment).toBe(lastPaid?.last);
    expect(content?.notes.join(' ')).toContain('Arrears are not shown');
  });

  it('Loan Portfolio: outstanding principal, interest and write-offs equal their accounts', async () => {
    const { content } = await generate('loan_portfolio');
    const outstanding = await sumLines(
      sql`a.code = 'loans_receivable' and e.entry_date <= ${ACROSS_YEAR_END.endDate}`,
    );
    expect(outstanding).toBeGreaterThan(0);
    expect(figureOf(content, 'outstanding_principal')).toBe(outstanding);
    expect(figureOf(content, 'interest_earned')).toBe(
      -(await sumLines(sql`a.code = 'interest_income' and ${inRange()}`)),
    );
    expect(figureOf(content, 'written_off')).toBe(
      await sumLines(sql`a.code = 'loan_write_offs' and ${inRange()}`),
    );
    const byStatus = tableOf(content, 'by_status');
    expect(byStatus.rows.reduce((sum, row) => sum + Number(row.outstanding), 0)).toBe(outstanding);
    const par = tableOf(content, 'par').rows.map((row) => Number(row.outstanding));
    expect(par[0]).toBeGreaterThanOrEqual(par[1] ?? 0);
    expect(par[1]).toBeGreaterThanOrEqual(par[2] ?? 0);
  });

  it('Transaction Audit: every entry and line of the period, with reversals linked', async () => {
    const { content } = await generate('audit');
    const entries = await countRows(
      sql`select count(*) as n from journal_entries e where e.organization_id = ${orgId} and ${inRange()}`,
    );
    const lines = await countRows(sql`
      select count(*) as n from journal_lines l join journal_entries e on e.id = l.entry_id
       where l.organization_id = ${orgId} and ${inRange()}`);
    expect(entries).toBeGreaterThan(0);
    expect(figureOf(content, 'entries')).toBe(entries);
    expect(tableOf(content, 'entries').rows).toHaveLength(entries);
    expect(figureOf(content, 'lines')).toBe(lines);
    const debits = await sumLines(sql`l.amount_cents > 0 and ${inRange()}`);
    expect(figureOf(content, 'total_debits')).toBe(debits);
    expect(figureOf(content, 'total_credits')).toBe(debits);
    const reversals = await countRows(
      sql`select count(*) as n from journal_entries e where e.organization_id = ${orgId} and e.reversal_of is not null and ${inRange()}`,
    );
    expect(figureOf(content, 'reversals')).toBe(reversals);
  });

  it('offers the same figures as PDF and CSV downloads', async () => {
    const { id, content } = await generate('financial_summary', {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    const closing = Number(figureOf(content, 'closing_cash'));
    const csv = await app.request(`/api/v1/orgs/${orgId}/reports/${id}/csv`, { cookie: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'monthly-financial-report-2026-01-01-to-2026-01-31.csv',
    );
    expect(await csv.text()).toContain(`Closing cash and bank,${centsToRandString(closing)}`);

    const pdf = await app.request(`/api/v1/orgs/${orgId}/reports/${id}/pdf`, { cookie: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const folder = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    try {
      const file = join(folder, 'report.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Closing cash and bank');
      expect(text).toContain(formatPdfMoney(closing));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lists reports newest first with who asked for them and their progress', async () => {
    const response = await app.request(`/api/v1/orgs/${orgId}/reports?limit=5`, { cookie: admin });
    expect(response.status).toBe(200);
    const list = (await response.json()) as TReportList;
    expect(list.total).toBeGreaterThan(5);
    expect(list.items).toHaveLength(5);
    expect(list.items[0]).toMatchObject({ createdByName: 'Thandi Mokoena', status: 'ready', progress: 100 });
    const times = list.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await post({ reportType: 'audit', startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'The end date must be on or after the start date' },
    });
  });
});

describe('the same request twice yields one report', () => {
  const range = { reportType: 'member_activity' as const, startDate: '2026-02-01', endDate: '2026-02-28' };
  const countTwins = () =>
    countRows(sql`select count(*) as n from reports where organization_id = ${orgId}
      and report_type = 'member_activity' and start_date = '2026-02-01' and end_date = '2026-02-28'`);

  it('with the same Idempotency-Key, even after it is built', async () => {
    const first = await post(range, 'report-request-0001');
    expect(first.status).toBe(202);
    await app.jobs.drain();
    const second = await post(range, 'report-request-0001');
    expect(second.status).toBe(200);
    expect(((await second.json()) as TReportSummary).id).toBe(((await first.json()) as TReportSummary).id);
    expect(await countTwins()).toBe(1);
  });

  it('refuses the same Idempotency-Key for a different report', async () => {
    const response = await post({ ...range, reportType: 'audit' }, 'report-request-0001');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request',
      },
    });
  });

  it('without a key, while the same report is still waiting, also at the same moment', async () => {
    const [first, second] = await Promise.all([post(range), post(range)]);
    const ids = [(await first.json()) as TReportSummary, (await second.json()) as TReportSummary].map(
      (r) => r.id,
    );
    expect(ids[0]).toBe(ids[1]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    expect(await app.jobs.drain()).toBe(1);
    expect(await countTwins()).toBe(2);
  });
});

describe('report jobs survive a restart', () => {
  async function restart() {
    await app.jobs.stop();
    const next = await createRuntime({ config: app.config, database: app.database, isJobWorking: false });
    return next;
  }

  it('a report asked for before the restart is built once after it', async () => {
    const asked = (await (
      await post({ reportType: 'audit', startDate: '2026-03-01', endDate: '2026-03-10' })
    ).json()) as TReportSummary;
    const next = await restart();
    try {
      expect(await next.jobs.drain()).toBe(1);
      expect(await next.jobs.drain()).toBe(0);
      const [row] = await next.database.db.select().from(reports).where(eq(reports.id, asked.id));
      expect(row?.status).toBe('ready');
      expect(await next.storage.get(row?.pdfKey ?? '')).not.toBeNull();
    } finally {
      await next.close();
    }
  });

  it('a report whose builder died mid-way is built again once, and only once', async () => {
    const asked = (await (
      await post({ reportType: 'loan_portfolio', startDate: '2026-03-01', endDate: '2026-03-10' })
    ).json()) as TReportSummary;
    // What a server that died while building leaves: the report running, its progress long silent.
    await app.database.db
      .update(reports)
      .set({ status: 'running', progress: 40, updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(reports.id, asked.id));
    const next = await restart();
    try {
      await next.jobs.drain();
      const [built] = await next.database.db.select().from(reports).where(eq(reports.id, asked.id));
      expect(built?.status).toBe('ready');
      await next.resumeBackgroundWork();
      await next.jobs.drain();
      const [after] = await next.database.db.select().from(reports).where(eq(reports.id, asked.id));
      expect(after?.completedAt?.toISOString()).toBe(built?.completedAt?.toISOString());
    } finally {
      await next.close();
    }
  });
});

describe('annual member statements', () => {
  it('a member downloads their own statement of a year as a PDF', async () => {
    const response = await app.request(`/api/v1/orgs/${orgId}/statements/2025`, { cookie: member });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const folder = mkdtempSync(join(tmpdir(), 'statement-'));
    try {
      const file = join(folder, 'statement.pdf');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Annual statement 2025: Nomsa Zulu');
      const [nomsa] = await queryRows<{ user_id: string }>(
        sql`select user_id from profiles where full_name = 'Nomsa Zulu'`,
      );
      const year = -(await sumLines(
        sql`a.code = 'member_funds' and l.member_user_id = ${nomsa?.user_id} and e.entry_date between '2025-01-01' and '2025-12-31'`,
      ));
      expect(year).toBeGreaterThan(0);
      expect(text).toContain(formatPdfMoney(year));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('an admin downloads every member’s statement of a year as one ZIP', async () => {
    const response = await app.request(`/api/v1/orgs/${orgId}/statements/2025/all`, { cookie: admin });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const members = await countRows(
      sql`select count(*) as n from user_organizations where organization_id = ${orgId}`,
    );
    expect(Object.keys(files)).toHaveLength(members);
    expect(Object.keys(files).some((name) => name.startsWith('nomsa-zulu-'))).toBe(true);
  });

  it('refuses a year that is not a year', async () => {
    const response = await app.request(`/api/v1/orgs/${orgId}/statements/20x5`, { cookie: member });
    expect(response.status).toBe(400);
  });
});

describe('only organization admins and platform staff reach reports', () => {
  it('a plain member gets 403 on every report route', async () => {
    const [any] = await app.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.organizationId, orgId));
    const reportId = any?.id ?? '';
    const calls: [string, string][] = [
      ['POST', `/api/v1/orgs/${orgId}/reports`],
      ['GET', `/api/v1/orgs/${orgId}/reports`],
      ['GET', `/api/v1/orgs/${orgId}/reports/${reportId}`],
      ['GET', `/api/v1/orgs/${orgId}/reports/${reportId}/pdf`],
      ['GET', `/api/v1/orgs/${orgId}/reports/${reportId}/csv`],
      ['GET', `/api/v1/orgs/${orgId}/statements/2025/all`],
    ];
    for (const [method, path] of calls) {
      const response = await app.request(path, {
        method,
        cookie: member,
        ...(method === 'POST' ? { json: { reportType: 'audit', ...ACROSS_YEAR_END } } : {}),
      });
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 403`);
    }
  });
});

describe('burial society reports', () => {
  const ON = '2026-03-15';
  const range = { startDate: '2026-03-01', endDate: ON };

  /** Every policy's cover on the day, as My Cover computes it (the engine), keyed by holder. */
  async function readEngineCover() {
    const policies = await queryRows<{ user_id: string }>(
      sql`select user_id from burial_policies where organization_id = ${orgId}`,
    );
    const org = {
      organizationId: orgId,
      organizationType: 'burial_society' as const,
      isActive: true,
      membershipRole: 'admin' as const,
      role: 'organization_admin' as const,
      isStaffView: false,
      figuresVersion: null,
    };
    return Promise.all(policies.map((policy) => readMyCover(app.database.db, org, policy.user_id, ON)));
  }

  it('lists every covered person with the engine’s cover and status, on screen, in the CSV and the PDF', async () => {
    const engine = await readEngineCover();
    const people = engine.flatMap((cover) => cover.people);
    expect(people.length).toBeGreaterThan(3);
    const { id, content } = await generate('cover_register', range);
    const rows = tableOf(content, 'cover').rows;
    expect(rows).toHaveLength(people.length);
    for (const person of people) {
      const row = rows.find((entry) => entry.member === person.fullName);
      expect(row, person.fullName).toMatchObject({
        cover: person.coverCents,
        status: STATUS_LABELS[person.status],
        relationship: RELATIONSHIP_LABELS[person.relationship],
        since: person.since,
        until: person.until,
      });
    }
    expect(rows.find((row) => row.member === 'Mandla Mokoena')?.holder).toBe('Thandi Mokoena');
    expect(figureOf(content, 'people')).toBe(people.length);
    expect(figureOf(content, 'policies')).toBe(engine.length);

    const csv = await (
      await app.request(`/api/v1/orgs/${orgId}/reports/${id}/csv`, { cookie: admin })
    ).text();
    const mandla = people.find((person) => person.fullName === 'Mandla Mokoena');
    expect(csv).toContain(
      `Mandla Mokoena,Thandi Mokoena,Spouse,Family Cover v1,${centsToRandString(mandla?.coverCents ?? -1)},${STATUS_LABELS[mandla?.status ?? 'deceased']}`,
    );
    const pdf = await app.request(`/api/v1/orgs/${orgId}/reports/${id}/pdf`, { cookie: admin });
    const folder = mkdtempSync(join(tmpdir(), 'cover-register-'));
    try {
      const file = join(folder, 'report.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Cover Register');
      expect(text).toContain('Mandla Mokoena');
      expect(text).toContain(formatPdfMoney(mandla?.coverCents ?? -1));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lists the policies in arrears or lapsed with the months unpaid and the amount owed', async () => {
    const engine = await readEngineCover();
    const { content } = await generate('arrears', range);
    const rows = tableOf(content, 'arrears').rows;
    const behind = engine.flatMap((cover) => {
      const main = cover.people.find((person) => person.relationship === 'main_member');
      return main && (main.status === 'in_arrears' || (main.status === 'lapsed' && main.reason === 'unpaid'))
        ? [{ main, premium: cover.policy?.monthlyPremiumCents ?? 0 }]
        : [];
    });
    expect(behind.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(behind.length);
    for (const { main, premium } of behind) {
      const row = rows.find((entry) => entry.member === main.fullName);
      if (main.status === 'in_arrears') {
        expect(row).toMatchObject({
          status: 'In arrears',
          monthsOwed: main.monthsOwed,
          owed: main.monthsOwed * premium,
        });
      } else {
        expect(row).toMatchObject({ status: 'Lapsed', since: main.since, owed: premium });
      }
    }
    const owed = rows.reduce((sum, row) => sum + Number(row.owed), 0);
    expect(figureOf(content, 'amount_owed')).toBe(owed);
  });

  it('counts the months unpaid of a lapsed policy across the year end', () => {
    // Paid to September, lapse after 3 unpaid months: lapsed since 1 January; on 15 March October to March
    // are unpaid (six months), and on the day it lapsed October to January (four).
    expect(countLapsedMonthsUnpaid('2026-01-01', 3, '2026-03-15')).toBe(6);
    expect(countLapsedMonthsUnpaid('2026-01-01', 3, '2026-01-01')).toBe(4);
  });

  it('is offered to burial societies only', async () => {
    const [stokvel] = await app.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.organizationType, 'stokvel'));
    const sipho = await signIn('sipho@masakhane.demo');
    const response = await app.request(`/api/v1/orgs/${stokvel?.id}/reports`, {
      method: 'POST',
      cookie: sipho,
      json: { reportType: 'cover_register', ...range },
    });
    expect(response.status).toBe(403);
  });
});
