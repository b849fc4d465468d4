import { describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TJournalPage, TMemberStatement, TTrialBalance } from '../../../shared/contracts/ledger';
import { formatCents } from '../../../shared/money';
import { prepareGroupWorld } from '../../testing/fixtures/group-world';
import type { TActor } from '../../testing/test-app';

const world = prepareGroupWorld(
  { admin: 'Sipho Admin', member: 'Nomsa Zulu', otherMember: 'Bongani Mthembu' },
  async () => {
    await record(world.member.userId, '2026-01-15', 10_000);
    await record(world.member.userId, '2026-02-15', 20_000);
    const march = await record(world.member.userId, '2026-03-15', 30_000);
    await post(`/contributions/${march.id}/reverse`, world.admin, { reason: 'recorded in error' });
    await record(world.otherMember.userId, '2026-02-20', 50_000);
    await post('/transactions', world.admin, {
      kind: 'fee',
      description: 'Bank charges',
      amountCents: 700,
      transactionDate: '2026-02-28',
    });
  },
);

const get = (path: string, actor: TActor) =>
  world.app.request(`/api/v1/orgs/${world.orgId}${path}`, { cookie: actor.cookie });
const post = (path: string, actor: TActor, json: unknown) =>
  world.app.request(`/api/v1/orgs/${world.orgId}${path}`, { method: 'POST', cookie: actor.cookie, json });

async function record(userId: string, contributionDate: string, amountCents: number) {
  const response = await post('/contributions', world.admin, {
    userId,
    contributionDate,
    amountCents,
    paymentMethod: 'eft',
  });
  return (await response.json()) as TContribution;
}

describe('the journal and trial balance', () => {
  it('shows admins each entry with balanced lines and the member they concern', async () => {
    const page = (await (await get('/ledger/journal', world.admin)).json()) as TJournalPage;
    expect(page).toMatchObject({ total: 6, isTotalCapped: false });
    for (const entry of page.items) {
      const debit = entry.lines.reduce((sum, line) => sum + line.debitCents, 0);
      const credit = entry.lines.reduce((sum, line) => sum + line.creditCents, 0);
      expect(debit).toBe(credit);
    }
    const reversal = page.items.find((entry) => entry.reversalOf !== null);
    expect(reversal?.description).toMatch(/^Reversal of .+: recorded in error$/);
    expect(page.items.flatMap((entry) => entry.lines).some((line) => line.memberName === 'Nomsa Zulu')).toBe(
      true,
    );
  });

  it('balances: total debits equal total credits', async () => {
    const trial = (await (await get('/ledger/trial-balance', world.admin)).json()) as TTrialBalance;
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
    expect(trial.accounts.find((account) => account.code === 'cash')?.debitCents).toBe(
      10_000 + 20_000 + 50_000 - 700,
    );
    expect(trial.accounts.find((account) => account.code === 'member_funds')?.creditCents).toBe(80_000);
  });

  it('is for admins and staff only', async () => {
    expect((await get('/ledger/journal', world.member)).status).toBe(403);
    expect((await get('/ledger/trial-balance', world.member)).status).toBe(403);
    expect((await get('/ledger/journal', world.outsiderAdmin)).status).toBe(404);
  });
});

describe('member statements', () => {
  const range = '&from=2026-02-01&to=2026-12-31';

  it('gives a member their own savings with opening, movements and closing balance', async () => {
    const statement = (await (
      await get(`/ledger/statement?memberId=${world.member.userId}${range}`, world.member)
    ).json()) as TMemberStatement;
    expect(statement.memberName).toBe('Nomsa Zulu');
    expect(statement.openingBalanceCents).toBe(10_000);
    expect(statement.movements.map((row) => [row.amountCents, row.balanceCents])).toEqual([
      [20_000, 30_000],
      [30_000, 60_000],
      [-30_000, 30_000],
    ]);
    expect(statement.closingBalanceCents).toBe(30_000);
  });

  it('lets an admin read any member’s statement, but not a member another’s', async () => {
    expect(
      (await get(`/ledger/statement?memberId=${world.otherMember.userId}${range}`, world.admin)).status,
    ).toBe(200);
    const refused = await get(`/ledger/statement?memberId=${world.otherMember.userId}${range}`, world.member);
    expect(refused.status).toBe(403);
    expect(
      (await get(`/ledger/statement?memberId=${world.outsiderAdmin.userId}${range}`, world.admin)).status,
    ).toBe(404);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await get(
      `/ledger/statement?memberId=${world.member.userId}&from=2026-05-01&to=2026-04-01`,
      world.member,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'From must be on or before To',
    );
  });

  it('downloads the statement as CSV', async () => {
    const response = await get(
      `/ledger/statement/export?memberId=${world.member.userId}${range}`,
      world.member,
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="statement-2026-02-01-to-2026-12-31.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Description,Type,Amount (ZAR),Amount,Balance (ZAR),Balance');
    expect(lines[1]).toBe(`2026-02-01,Opening balance,,,,"${formatCents(10_000)}",100.00`);
    // Each movement: its type as a label, and the amount and balance as numbers a spreadsheet can sum.
    expect(lines[2]).toMatch(
      new RegExp(
        `^2026-\\d{2}-\\d{2},.*,Contribution,"${formatCents(20_000)}",200\\.00,"${formatCents(30_000)}",300\\.00$`,
      ),
    );
    expect(lines.at(-1)).toBe(`2026-12-31,Closing balance,,,,"${formatCents(30_000)}",300.00`);
    expect(lines).toHaveLength(6);
  });
});
