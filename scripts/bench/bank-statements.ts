// `npx tsx scripts/bench/bank-statements.ts`: imports a bank statement of BENCH_BANK_LINES lines (5,000) and
// matches it through the API against as many pending submissions (every fifth a loan repayment, the rest
// contributions), on a fresh embedded database (or TEST_DATABASE_URL). `npm run bench` runs it too.
// Budget: import and matching together under 3 s at 5,000 lines.
import { performance } from 'node:perf_hooks';
import { contributions, loanRepayments, loans } from '../../src/server/db/schema';
import { addDays } from '../../src/server/features/bank-statements/matching';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TTestApp,
} from '../../src/server/testing/test-app';

const MEMBERS = 50;
const PAGE = 500;
const BUDGET_MS = 3000;
/** Every fifth pending payment is a loan repayment. */
const REPAYMENT_EVERY = 5;
const FIRST_DATE = '2026-09-01';

export type TBankBenchRow = {
  lines: number;
  pendingContributions: number;
  pendingRepayments: number;
  importMs: number;
  matchMs: number;
  totalMs: number;
  exactProposals: number;
  /** The budget is set for 5,000 lines; smaller runs are held to it too. */
  budgetMs: number;
  withinBudget: boolean;
};

type TMember = { userId: string; cookie: string };

/** One active loan a member (inserted as they stand, for matching only), so repayments have a loan. */
async function insertLoans(app: TTestApp, organizationId: string, members: readonly TMember[]) {
  const rows = await app.database.db
    .insert(loans)
    .values(
      members.map((member) => ({
        organizationId,
        userId: member.userId,
        loanDate: addDays(FIRST_DATE, -30),
        amountCents: 100_000_000,
        interestRateBps: 0,
        termMonths: 12,
        totalRepayableCents: 100_000_000,
        dueDate: addDays(FIRST_DATE, 330),
        status: 'active' as const,
        disbursedOn: addDays(FIRST_DATE, -30),
      })),
    )
    .returning({ id: loans.id, userId: loans.userId });
  return new Map(rows.map((row) => [row.userId, row.id]));
}

/** The pending payments: distinct amounts, dated over 40 days, each member paying in turn. */
async function insertPending(
  app: TTestApp,
  organizationId: string,
  members: readonly TMember[],
  count: number,
) {
  const loanOf = await insertLoans(app, organizationId, members);
  const payments = Array.from({ length: count }, (_, index) => {
    const userId = members[index % MEMBERS]?.userId ?? '';
    return {
      organizationId,
      userId,
      amountCents: 10_000 + index,
      date: addDays(FIRST_DATE, index % 40),
      referenceNumber: `BENCH-${index}`,
      isRepayment: index % REPAYMENT_EVERY === REPAYMENT_EVERY - 1,
      loanId: loanOf.get(userId) ?? '',
    };
  });
  const repayments = payments.filter((payment) => payment.isRepayment);
  const others = payments.filter((payment) => !payment.isRepayment);
  for (let start = 0; start < count; start += 1000) {
    const contributionRows = others.slice(start, start + 1000).map((payment) => ({
      organizationId,
      userId: payment.userId,
      contributionDate: payment.date,
      amountCents: payment.amountCents,
      paymentMethod: 'eft' as const,
      referenceNumber: payment.referenceNumber,
      status: 'pending' as const,
    }));
    if (contributionRows.length) await app.database.db.insert(contributions).values(contributionRows);
    const repaymentRows = repayments.slice(start, start + 1000).map((payment) => ({
      organizationId,
      loanId: payment.loanId,
      userId: payment.userId,
      repaymentDate: payment.date,
      amountCents: payment.amountCents,
      status: 'pending' as const,
      referenceNumber: payment.referenceNumber,
    }));
    if (repaymentRows.length) await app.database.db.insert(loanRepayments).values(repaymentRows);
  }
  return { payments, repaymentCount: repayments.length };
}

/** Imports a statement of `lines` deposits, one for each pending payment, and reads every proposal. */
export async function runBankStatementBench(lines: number): Promise<TBankBenchRow> {
  const app = await createTestApp();
  try {
    const admin = await createSignedInUser(app, { name: 'Bench Treasurer' });
    const members: TMember[] = [];
    for (let index = 0; index < MEMBERS; index++) {
      members.push(await createSignedInUser(app, { name: `Member${index} Surname${index}` }));
    }
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: members.map((member) => member.userId),
    });
    const { payments, repaymentCount } = await insertPending(app, orgId, members, lines);
    const csv = [
      'Date,Amount,Balance,Description',
      ...payments.map((payment, index) => {
        const date = addDays(payment.date, 1).replaceAll('-', '/');
        return `${date},${(payment.amountCents / 100).toFixed(2)},,PAYMENT FROM MEMBER${index % MEMBERS} SURNAME${index % MEMBERS}`;
      }),
    ].join('\n');

    const started = performance.now();
    const imported = await app.request(`/api/v1/orgs/${orgId}/bank/statements`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { fileName: 'bench.csv', contentBase64: Buffer.from(csv).toString('base64') },
    });
    if (imported.status !== 202) throw new Error(`import refused: ${await imported.text()}`);
    // The test app works jobs when told: the import runs here, as a server's worker would run it.
    await app.jobs.drain();
    const { id } = (await imported.json()) as { id: string };
    const ended = await app.request(`/api/v1/orgs/${orgId}/bank/statement-imports/${id}`, {
      cookie: admin.cookie,
    });
    const { status } = (await ended.json()) as { status: string };
    if (status !== 'done') throw new Error(`import ended ${status}`);
    const importMs = performance.now() - started;
    let exact = 0;
    for (let offset = 0; offset < lines; offset += PAGE) {
      const page = await app.request(
        `/api/v1/orgs/${orgId}/bank/lines?status=unmatched&limit=${PAGE}&offset=${offset}`,
        { cookie: admin.cookie },
      );
      const body = (await page.json()) as { items: { proposal: { kind: string } | null }[] };
      exact += body.items.filter((item) => item.proposal?.kind === 'exact').length;
    }
    const totalMs = performance.now() - started;
    if (exact !== lines) throw new Error(`expected ${lines} exact proposals, got ${exact}`);
    return {
      lines,
      pendingContributions: lines - repaymentCount,
      pendingRepayments: repaymentCount,
      importMs: Math.round(importMs),
      matchMs: Math.round(totalMs - importMs),
      totalMs: Math.round(totalMs),
      exactProposals: exact,
      budgetMs: BUDGET_MS,
      withinBudget: totalMs < BUDGET_MS,
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runBankStatementBench(Number(process.env.BENCH_BANK_LINES ?? 5000));
  console.log(JSON.stringify(result, null, 2));
  if (!result.withinBudget) process.exitCode = 1;
}
