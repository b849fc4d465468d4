import { addMonths, format, parseISO, startOfMonth } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TLoan, TLoanDetail } from '../../../shared/contracts/loans';
import {
  callLoans,
  expectLedgerBalanced,
  readBalances,
  readError,
  readJson,
  type TActor,
} from '../../testing/fixtures/loans';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * A grocery stokvel of 40 members at R300 a month lends half of its first month's pot to members at the
 * group's rate, "R30 per R100 over two months", through the loan machinery and its limits. By the third
 * month the kitty holds every member's R900 and the R1,800 the loans earned.
 */
let app: TTestApp;
const MEMBERS = 40;
const MONTHLY_CENTS = 30_000;

/** The first of the month, two months ago, last month and this month: the three months of the test. */
const thisMonth = startOfMonth(parseISO(getTodayIso()));
const monthStart = (offset: number) => format(addMonths(thisMonth, offset), 'yyyy-MM-dd');
const month1 = monthStart(-2);
const month2 = monthStart(-1);
const month3 = monthStart(0);

/** Runs the server's clock on the given day at noon in Johannesburg, as the group lives through its months. */
function liveOn(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00+02:00`));
}

beforeAll(async () => {
  app = await createTestApp();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await app.close();
});

describe('a grocery stokvel lending half its pot at R30 per R100 over two months', () => {
  it('reaches R37,800 in the kitty by the third month, R1,800 of it interest, and refuses a loan above the limit', async () => {
    const treasurer = await createSignedInUser(app, { name: 'Treasurer', ip: '10.9.0.1' });
    const members: TActor[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      members.push(await createSignedInUser(app, { name: `Member ${index + 1}`, ip: `10.9.${index + 1}.1` }));
    }
    const orgId = await createOrganization(app, {
      adminUserId: treasurer.userId,
      memberUserIds: members.map((member) => member.userId),
      // The spec's type rules give loans to no organization of type Stokvel; a grocery group that lends its pot
      // registers as a general savings group.
      type: 'general',
    });
    const world = { app, orgId };
    const cash = async () => (await readBalances(app, orgId)).get('cash') ?? 0;
    const payMonth = async (day: string) => {
      liveOn(day);
      for (const member of members) {
        await readJson(
          await callLoans(world, 'POST', '/contributions', treasurer, {
            json: {
              userId: member.userId,
              contributionDate: day,
              amountCents: MONTHLY_CENTS,
              paymentMethod: 'cash',
            },
          }),
          201,
        );
      }
    };

    // The group's rate: R30 per R100 over two months (30 % for the term), up to five times a member's savings.
    await readJson(
      await callLoans(world, 'PUT', '/loans/terms', treasurer, {
        json: {
          interestRatePercent: 30,
          maxTermMonths: 2,
          limit: { kind: 'contribution_multiple', multiple: 5 },
        },
      }),
      200,
    );

    await payMonth(month1);
    expect(await cash()).toBe(MEMBERS * MONTHLY_CENTS);

    // Half the R12,000 pot goes out: four members borrow R1,500 each, five times their R300.
    const borrowers = members.slice(0, 4);
    const loans: TLoan[] = [];
    for (const borrower of borrowers) {
      const requested = await readJson<TLoan>(
        await callLoans(world, 'POST', '/loans', borrower, {
          json: { amountCents: 150_000, termMonths: 2, purpose: 'Groceries before month end' },
        }),
        201,
      );
      await readJson(await callLoans(world, 'POST', `/loans/${requested.id}/approve`, treasurer), 200);
      loans.push(
        await readJson<TLoan>(
          await callLoans(world, 'POST', `/loans/${requested.id}/disburse`, treasurer, {
            json: { disbursedOn: month1 },
          }),
          200,
        ),
      );
    }
    expect(loans.map((loan) => loan.totalRepayableCents)).toEqual([195_000, 195_000, 195_000, 195_000]);
    // A fifth member asks for more than five times their savings: the limit refuses it.
    const refused = await readError(
      await callLoans(world, 'POST', '/loans', members[4] as TActor, {
        json: { amountCents: 150_100, termMonths: 2, purpose: 'More than my limit' },
      }),
      400,
    );
    expect(refused.message).toMatch(/^Amount is above the largest loan you can take: R\s1\s500,00$/);
    expect(await cash()).toBe(1_200_000 - 600_000);

    await payMonth(month2);
    expect(await cash()).toBe(600_000 + 1_200_000);

    await payMonth(month3);
    for (const loan of loans) {
      await readJson(
        await callLoans(world, 'POST', `/loans/${loan.id}/repayments`, treasurer, {
          json: { repaymentDate: month3, amountCents: 195_000, referenceNumber: `GROC-${loan.id.slice(-4)}` },
        }),
        201,
      );
    }

    const balances = await readBalances(app, orgId);
    // R36,000 saved over three months, R6,000 lent and R7,800 repaid: R37,800 in the kitty.
    expect(balances.get('cash')).toBe(3_780_000);
    expect(balances.get('interest_income')).toBe(-180_000);
    expect(balances.get('member_funds')).toBe(-3_600_000);
    expect(balances.get('loans_receivable') ?? 0).toBe(0);
    for (const loan of loans) {
      const read = await readJson<TLoanDetail>(
        await callLoans(world, 'GET', `/loans/${loan.id}`, treasurer),
        200,
      );
      expect(read.loan.status).toBe('paid');
    }
    await expectLedgerBalanced(app, orgId);
  }, 180_000);
});
