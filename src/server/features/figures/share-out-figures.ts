import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  TShareOutMember,
  TShareOutPayment,
  TShareOutPot,
} from '../../../shared/share-out/share-out-types';
import type { TDbOrTx } from '../../db/client';
import { contributions, groceryPurchases, memberFines, profiles, userOrganizations } from '../../db/schema';
import { readAccountBalances, sumJournalLines, sumJournalTotal, type TAccountCode } from '../ledger/index';
import { sumMemberOwed } from './figures.repository';

type TCycle = { startsOn: string; endsOn: string };

/** Income accounts whose credits in the cycle are shared out: interest, fines and other income. */
const INCOME_ACCOUNTS = new Map<TAccountCode, 'interestCents' | 'finesCents' | 'otherIncomeCents'>([
  ['interest_income', 'interestCents'],
  ['fine_income', 'finesCents'],
  ['fee_income', 'otherIncomeCents'],
]);

/** The cycle's income per account, from the master book (credits are negative lines; reversals net off). */
async function sumCycleIncome(db: TDbOrTx, organizationId: string, cycle: TCycle) {
  const rows = await sumJournalLines(
    db,
    { organizationId, accounts: [...INCOME_ACCOUNTS.keys()], from: cycle.startsOn, through: cycle.endsOn },
    { groupBy: ['account'], sums: { cents: {} } },
  );
  const pot = { interestCents: 0, finesCents: 0, otherIncomeCents: 0 };
  for (const row of rows) {
    const part = INCOME_ACCOUNTS.get(row.account);
    // A net debit (more reversed than earned) is no income to share.
    if (part) pot[part] = Math.max(0, -row.cents);
  }
  return pot;
}

/** Groceries bought with the pot in the cycle (a grocery stokvel's bulk purchases, ADR 0036). */
async function sumCycleGroceries(db: TDbOrTx, organizationId: string, cycle: TCycle) {
  const [row] = await db
    .select({ cents: sql<string | number | null>`sum(${groceryPurchases.amountCents})` })
    .from(groceryPurchases)
    .where(
      and(
        eq(groceryPurchases.organizationId, organizationId),
        between(groceryPurchases.purchasedOn, cycle.startsOn, cycle.endsOn),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * What the group spent or lost in the cycle, from the master book: bank fees and other expenses, and loans
 * written off (debits are positive lines; reversals net off). Bulk groceries are counted apart: they are
 * each member's part of the pot, not a loss.
 */
async function sumCycleExpenses(db: TDbOrTx, organizationId: string, cycle: TCycle) {
  const cents = await sumJournalTotal(db, {
    organizationId,
    accounts: ['expenses', 'loan_write_offs'],
    from: cycle.startsOn,
    through: cycle.endsOn,
    exceptSourceType: 'grocery_purchase',
  });
  return Math.max(0, cents);
}

/** The cycle's income to share, its expenses, and the groceries already bought with the pot. */
async function readCyclePot(db: TDbOrTx, organizationId: string, cycle: TCycle) {
  const [income, groceriesCents, expensesCents] = await Promise.all([
    sumCycleIncome(db, organizationId, cycle),
    sumCycleGroceries(db, organizationId, cycle),
    sumCycleExpenses(db, organizationId, cycle),
  ]);
  return { ...income, groceriesCents, expensesCents };
}

/** The cash the group holds now (its cash account in the master book): a share-out pays out no more. */
export async function readCashHeldCents(db: TDbOrTx, organizationId: string): Promise<number> {
  return Number((await readAccountBalances(db, organizationId, ['cash'])).get('cash') ?? 0);
}

/**
 * A member's payments less the part that cleared their fines (that money is already fine income), taken
 * from the latest payments first: what is left is their savings.
 */
function withoutFinesPaid(payments: TShareOutPayment[], finesPaidCents: number): TShareOutPayment[] {
  let left = finesPaidCents;
  const kept = [...payments];
  for (let index = kept.length - 1; index >= 0 && left > 0; index -= 1) {
    const payment = kept[index] as TShareOutPayment;
    const taken = Math.min(left, payment.amountCents);
    kept[index] = { ...payment, amountCents: payment.amountCents - taken };
    left -= taken;
  }
  return kept.filter((payment) => payment.amountCents > 0);
}

export type TShareOutFigures = {
  pot: Omit<TShareOutPot, 'savingsCents'>;
  members: (TShareOutMember & { name: string | null })[];
};

/**
 * The figures a year-end share-out is computed from (ADR 0028): each current member's completed
 * contributions dated in the cycle, the fines raised on them in the cycle (waived ones apart), what they
 * still owe on loans now, the group's interest, fine and other income posted in the cycle, its expenses and
 * loans written off in it, and the bulk purchases of groceries dated in it.
 */
export async function readShareOutFigures(
  db: TDbOrTx,
  organizationId: string,
  cycle: TCycle,
): Promise<TShareOutFigures> {
  const members = await db
    .select({ userId: userOrganizations.userId, name: profiles.fullName })
    .from(userOrganizations)
    .leftJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(eq(userOrganizations.organizationId, organizationId))
    .orderBy(asc(profiles.fullName), asc(userOrganizations.userId));
  const userIds = members.map((member) => member.userId);
  if (userIds.length === 0) return { pot: await readCyclePot(db, organizationId, cycle), members: [] };
  const [payments, fines, pot, owed] = await Promise.all([
    // Read here, not through the contributions door: the kernel imports no feature folder (DESIGN, Layout).
    db
      .select({
        userId: contributions.userId,
        paidOn: contributions.contributionDate,
        amountCents: contributions.amountCents,
      })
      .from(contributions)
      .where(
        and(
          eq(contributions.organizationId, organizationId),
          eq(contributions.status, 'completed'),
          inArray(contributions.userId, userIds),
          between(contributions.contributionDate, cycle.startsOn, cycle.endsOn),
        ),
      )
      .orderBy(asc(contributions.contributionDate)),
    db
      .select({
        userId: memberFines.userId,
        cents: sql<string | number | null>`sum(${memberFines.amountCents})`,
        paidCents: sql<string | number | null>`sum(${memberFines.paidCents})`,
      })
      .from(memberFines)
      .where(
        and(
          eq(memberFines.organizationId, organizationId),
          isNull(memberFines.waivedAt),
          between(memberFines.raisedOn, cycle.startsOn, cycle.endsOn),
        ),
      )
      .groupBy(memberFines.userId),
    readCyclePot(db, organizationId, cycle),
    Promise.all(userIds.map((userId) => sumMemberOwed(db, organizationId, userId))),
  ]);
  const finesOf = new Map(fines.map((row) => [row.userId, Number(row.cents ?? 0)]));
  const finesPaidOf = new Map(fines.map((row) => [row.userId, Number(row.paidCents ?? 0)]));
  return {
    pot,
    members: members.map((member, index) => ({
      memberKey: member.userId,
      name: member.name?.trim() || null,
      payments: withoutFinesPaid(
        payments
          .filter((payment) => payment.userId === member.userId)
          .map((payment) => ({ paidOn: payment.paidOn, amountCents: Number(payment.amountCents) })),
        finesPaidOf.get(member.userId) ?? 0,
      ),
      shares: 0,
      finesCents: finesOf.get(member.userId) ?? 0,
      unpaidLoanCents: owed[index] ?? 0,
    })),
  };
}
