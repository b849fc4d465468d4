import { postJournalEntry } from '../features/ledger/ledger.service';
import { MANUAL_SOURCE } from '../features/transactions/transactions.repository';
import type { TDemoUserKey } from './demo-users';
import type { TDemoOrganizationKey, TSeedContext } from './seed-context';
import { lastDayOfMonthAgo, resolveDay, type TDayRef } from './seed-dates';

type TPayoutPlan = {
  org: TDemoOrganizationKey;
  /** The member paid, or null for a payment to someone outside the group. */
  beneficiary: TDemoUserKey | null;
  amountCents: number;
  on: TDayRef;
  description: string;
};

/** Small against a year of contributions, and after that month's contributions, so cash stays positive. */
const PAYOUTS: readonly TPayoutPlan[] = [
  {
    org: 'burial',
    beneficiary: 'nomsa',
    amountCents: 500_000,
    on: { monthsAgo: 5, day: 27 },
    description: 'Funeral payout: Nomsa Zulu (mother)',
  },
  {
    org: 'burial',
    beneficiary: 'bongani',
    // Kept small enough that the society can still pay out the end-to-end journeys' R1 000 loan at the
    // start of any month, before that month's contributions come in.
    amountCents: 150_000,
    on: { monthsAgo: 1, day: 27 },
    description: 'Funeral payout: Bongani Mthembu (father)',
  },
  {
    org: 'fund',
    beneficiary: null,
    amountCents: 80_000,
    on: { monthsAgo: 2, day: 27 },
    description: 'Bursary: school fees for a learner in Botshabelo',
  },
];

/** Organizations that bank with a monthly service fee (the small ones keep cash with the treasurer). */
const FEE_PAYERS: readonly TDemoOrganizationKey[] = ['burial', 'stokvel', 'coop', 'club', 'sacco'];

async function seedPayouts(ctx: TSeedContext) {
  for (const payout of PAYOUTS) {
    const org = ctx.organization(payout.org);
    await postJournalEntry(ctx.db, {
      organizationId: org.id,
      entryDate: resolveDay(ctx.today, payout.on),
      description: payout.description,
      transactionType: 'payout',
      lines: [
        {
          account: 'payouts',
          amountCents: payout.amountCents,
          memberUserId: payout.beneficiary ? ctx.userId(payout.beneficiary) : null,
        },
        { account: 'cash', amountCents: -payout.amountCents },
      ],
      createdBy: org.admin.id,
      sourceType: MANUAL_SOURCE,
    });
  }
}

/** Bank charges at the end of every past month. */
async function seedBankCharges(ctx: TSeedContext) {
  for (const key of FEE_PAYERS) {
    const org = ctx.organization(key);
    for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1) {
      const amountCents = ctx.random.int(3_500, 6_500);
      await postJournalEntry(ctx.db, {
        organizationId: org.id,
        entryDate: lastDayOfMonthAgo(ctx.today, monthsAgo),
        description: 'Monthly bank charges',
        transactionType: 'fee',
        lines: [
          { account: 'expenses', amountCents },
          { account: 'cash', amountCents: -amountCents },
        ],
        createdBy: org.admin.id,
        sourceType: MANUAL_SOURCE,
      });
    }
  }
}

/** Funeral and bursary payouts and bank charges, as an admin records them on the Transactions page. */
export async function seedCashEvents(ctx: TSeedContext): Promise<void> {
  await seedPayouts(ctx);
  await seedBankCharges(ctx);
}
