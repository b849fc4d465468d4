import { randomUUID } from 'node:crypto';
import { contributions } from '../db/schema';
import { postJournalEntry } from '../features/ledger/ledger.service';
import type { TDemoUserKey } from './demo-users';
import type { TDemoOrganizationKey, TSeedContext, TSeedMember, TSeedOrganization } from './seed-context';
import { atSastHour, dayOfMonthAgo, monthLabel } from './seed-dates';
import type { TRandom } from './seed-random';
import { shapeRotationContribution, type TRotationSeed } from './seed-rotation-plan';

type TContributionRow = typeof contributions.$inferInsert;
type TPaymentMethod = NonNullable<TContributionRow['paymentMethod']>;
type TContributionStatus = 'completed' | 'pending' | 'failed';

export type TSeededContribution = {
  id: string;
  organization: TSeedOrganization;
  member: TSeedMember;
  date: string;
  amountCents: number;
  status: TContributionStatus;
};

/** The few records that are not completed: unconfirmed payments this month and returned debit orders. */
const EXCEPTIONS: readonly {
  org: TDemoOrganizationKey;
  member: TDemoUserKey;
  monthsAgo: number;
  status: Exclude<TContributionStatus, 'completed'>;
  notes: string;
}[] = [
  {
    org: 'burial',
    member: 'bongani',
    monthsAgo: 0,
    status: 'pending',
    notes: 'EFT not yet reflected in the bank',
  },
  {
    org: 'stokvel',
    member: 'ayanda',
    monthsAgo: 0,
    status: 'pending',
    notes: 'Proof of payment sent on WhatsApp',
  },
  {
    org: 'club',
    member: 'ayanda',
    monthsAgo: 0,
    status: 'pending',
    notes: 'EFT not yet reflected in the bank',
  },
  {
    org: 'burial',
    member: 'sipho',
    monthsAgo: 4,
    status: 'failed',
    notes: 'Debit order returned: insufficient funds',
  },
  {
    org: 'coop',
    member: 'ayanda',
    monthsAgo: 6,
    status: 'failed',
    notes: 'Debit order returned: account closed',
  },
];

const METHODS = [
  'eft',
  'eft',
  'eft',
  'debit_order',
  'debit_order',
  'cash',
  'mobile_money',
  'card',
] as const satisfies readonly TPaymentMethod[];

const MONTHS = 12;
const SKIP_CHANCE = 0.05;

type THabit = { payDay: number; method: TPaymentMethod };

/** Usually the agreed amount; sometimes up to 20 % more or less, in whole R10. */
function varyAmount(random: TRandom, monthlyCents: number): number {
  if (random.chance(0.75)) return monthlyCents;
  const factor = 1 + (random.next() * 0.4 - 0.2);
  return Math.max(1000, Math.round((monthlyCents * factor) / 1000) * 1000);
}

/** One planned record, or null when the member skipped the month or has not paid yet this month. */
function planContribution(
  ctx: TSeedContext,
  rotation: TRotationSeed,
  org: TSeedOrganization,
  member: TSeedMember,
  habit: THabit,
  monthsAgo: number,
) {
  const exception = EXCEPTIONS.find(
    (e) => e.org === org.key && e.member === member.key && e.monthsAgo === monthsAgo,
  );
  // Nobody skips the first month (it funds the first bank charges) or the current one (not over yet).
  const skipped = ctx.random.chance(SKIP_CHANCE) && monthsAgo > 0 && monthsAgo < MONTHS - 1;
  const planned = varyAmount(ctx.random, org.monthlyContributionCents);
  const shaped = shapeRotationContribution(rotation, org.key, member.id, monthsAgo);
  const method = ctx.random.chance(0.9) ? habit.method : ctx.random.pick(METHODS);
  let date = dayOfMonthAgo(ctx.today, monthsAgo, habit.payDay);
  if (date > ctx.today) {
    if (!exception) return null;
    date = ctx.today;
  }
  if ((shaped ? shaped.isSkipped : skipped) && !exception) return null;
  const amountCents = shaped?.amountCents ?? planned;
  const status: TContributionStatus = exception?.status ?? 'completed';
  return {
    date,
    amountCents,
    status,
    method: exception?.status === 'failed' ? 'debit_order' : method,
    exception,
  };
}

async function postContribution(ctx: TSeedContext, org: TSeedOrganization, row: TSeededContribution) {
  const { entry } = await postJournalEntry(ctx.db, {
    organizationId: org.id,
    entryDate: row.date,
    description: `Contribution from ${row.member.name} for ${monthLabel(row.date)}`,
    transactionType: 'contribution',
    lines: [
      { account: 'cash', amountCents: row.amountCents },
      { account: 'member_funds', amountCents: -row.amountCents, memberUserId: row.member.id },
    ],
    createdBy: org.admin.id,
    sourceType: 'contribution',
    sourceId: row.id,
  });
  return entry.id;
}

async function seedOrganizationContributions(
  ctx: TSeedContext,
  rotation: TRotationSeed,
  org: TSeedOrganization,
) {
  const habits = new Map(
    org.members.map((m) => [m.key, { payDay: ctx.random.int(1, 25), method: ctx.random.pick(METHODS) }]),
  );
  const seeded: TSeededContribution[] = [];
  const rows: TContributionRow[] = [];
  for (let monthsAgo = MONTHS - 1; monthsAgo >= 0; monthsAgo -= 1) {
    for (const member of org.members) {
      const habit = habits.get(member.key);
      const plan = habit && planContribution(ctx, rotation, org, member, habit, monthsAgo);
      if (!plan) continue;
      const record = { id: randomUUID(), organization: org, member, ...plan };
      const journalEntryId = plan.status === 'completed' ? await postContribution(ctx, org, record) : null;
      seeded.push(record);
      const at = atSastHour(plan.date);
      rows.push({
        id: record.id,
        organizationId: org.id,
        userId: member.id,
        contributionDate: plan.date,
        amountCents: plan.amountCents,
        paymentMethod: plan.method,
        referenceNumber: ctx.nextReference(org, plan.date),
        status: plan.status,
        notes: plan.exception?.notes ?? null,
        journalEntryId,
        recordedBy: org.admin.id,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  if (rows.length > 0) await ctx.db.insert(contributions).values(rows);
  return seeded;
}

/**
 * Twelve months (this one included, up to today) of contributions for every member of every organization;
 * the stokvel's months of its payout rotation follow the rotation's plan.
 */
export async function seedContributions(
  ctx: TSeedContext,
  rotation: TRotationSeed,
): Promise<TSeededContribution[]> {
  const all: TSeededContribution[] = [];
  for (const org of ctx.organizations) all.push(...(await seedOrganizationContributions(ctx, rotation, org)));
  return all;
}
