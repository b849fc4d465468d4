import { randomUUID } from 'node:crypto';
import { getLoanDueDate, getTotalRepayableCents, planInstalments, splitRepayment } from '../../shared/loans';
import { loanRepayments, loans } from '../db/schema';
import { describeLoanDisbursement, describeLoanRepayment } from '../features/ledger/entry-descriptions';
import { postJournalEntry, type TPostingLine } from '../features/ledger/ledger.service';
import type { TSeedContext, TSeedMember, TSeedOrganization } from './seed-context';
import { addDays, addMonths, atSastHour, resolveDay } from './seed-dates';
import { LOAN_PLAN, type TLoanPlan } from './seed-loan-plan';

type TLoan = {
  id: string;
  plan: TLoanPlan;
  org: TSeedOrganization;
  borrower: TSeedMember;
  loanDate: string;
};

const DISBURSED = new Set(['active', 'paid', 'defaulted']);

/** When the admin decided: disbursed loans at the meeting the day they were asked for, others a little later. */
function decidedOn(loan: TLoan): string | null {
  if (loan.plan.status === 'pending') return null;
  if (loan.plan.status === 'approved') return addDays(loan.loanDate, 1);
  if (loan.plan.status === 'rejected') return addDays(loan.loanDate, 2);
  return loan.loanDate;
}

/** How many monthly instalments were paid by today (a paid loan: all of them, the last one settling it). */
function repaymentsToDate(ctx: TSeedContext, loan: TLoan): number {
  const { plan } = loan;
  if (plan.status === 'paid') return plan.termMonths;
  if (plan.status === 'defaulted') return plan.repaymentsMade ?? 0;
  if (plan.status !== 'active') return 0;
  let count = 0;
  while (count + 1 < plan.termMonths && addMonths(loan.loanDate, count + 1) <= ctx.today) count += 1;
  return count;
}

async function postDisbursement(ctx: TSeedContext, loan: TLoan): Promise<string> {
  const { entry } = await postJournalEntry(ctx.db, {
    organizationId: loan.org.id,
    entryDate: loan.loanDate,
    description: describeLoanDisbursement({ memberName: loan.borrower.name, purpose: loan.plan.purpose }),
    transactionType: 'loan_disbursement',
    lines: [
      { account: 'loans_receivable', amountCents: loan.plan.amountCents, memberUserId: loan.borrower.id },
      { account: 'cash', amountCents: -loan.plan.amountCents },
    ],
    createdBy: loan.org.admin.id,
    sourceType: 'loan',
    sourceId: loan.id,
  });
  return entry.id;
}

async function insertLoan(ctx: TSeedContext, loan: TLoan, disbursementEntryId: string | null) {
  const { plan } = loan;
  const decided = decidedOn(loan);
  await ctx.db.insert(loans).values({
    id: loan.id,
    organizationId: loan.org.id,
    userId: loan.borrower.id,
    loanDate: loan.loanDate,
    amountCents: plan.amountCents,
    interestRateBps: plan.interestRateBps,
    termMonths: plan.termMonths,
    totalRepayableCents: getTotalRepayableCents(plan),
    dueDate: getLoanDueDate(loan.loanDate, plan.termMonths),
    status: plan.status,
    purpose: plan.purpose,
    decisionReason: plan.decisionReason ?? null,
    decidedBy: decided ? loan.org.admin.id : null,
    decidedAt: decided ? atSastHour(decided, 18) : null,
    disbursedOn: disbursementEntryId ? loan.loanDate : null,
    disbursementEntryId,
    createdAt: atSastHour(loan.loanDate, 9),
    updatedAt: atSastHour(decided ?? loan.loanDate, 18),
  });
}

async function seedRepayments(ctx: TSeedContext, loan: TLoan) {
  const instalments = planInstalments(loan.plan, loan.loanDate).slice(0, repaymentsToDate(ctx, loan));
  const rows: (typeof loanRepayments.$inferInsert)[] = [];
  const paid = { principalCents: 0, interestCents: 0 };
  for (const { dueDate: date, amountCents } of instalments) {
    if (date > ctx.today) throw new Error(`seed plan: a ${loan.plan.status} loan repays after today`);
    const part = splitRepayment(loan.plan, paid, amountCents);
    if (!part) throw new Error('seed plan: a repayment is more than the loan owes');
    paid.principalCents += part.principalCents;
    paid.interestCents += part.interestCents;
    const id = randomUUID();
    const lines: TPostingLine[] = [
      { account: 'cash', amountCents: part.amountCents },
      { account: 'interest_income', amountCents: -part.interestCents },
      { account: 'loans_receivable', amountCents: -part.principalCents, memberUserId: loan.borrower.id },
    ];
    const { entry } = await postJournalEntry(ctx.db, {
      organizationId: loan.org.id,
      entryDate: date,
      description: describeLoanRepayment({ memberName: loan.borrower.name }),
      transactionType: 'loan_repayment',
      lines: lines.filter((line) => line.amountCents !== 0),
      createdBy: loan.org.admin.id,
      sourceType: 'loan_repayment',
      sourceId: id,
    });
    const at = atSastHour(date);
    rows.push({
      id,
      organizationId: loan.org.id,
      loanId: loan.id,
      userId: loan.borrower.id,
      repaymentDate: date,
      ...part,
      status: 'completed',
      referenceNumber: ctx.nextReference(loan.org, date),
      journalEntryId: entry.id,
      recordedBy: loan.org.admin.id,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (rows.length > 0) await ctx.db.insert(loanRepayments).values(rows);
}

/** The loans of LOAN_PLAN with their disbursements and repayments posted to the ledger. */
export async function seedLoans(ctx: TSeedContext): Promise<void> {
  for (const plan of LOAN_PLAN) {
    const org = ctx.organization(plan.org);
    if (org.type === 'stokvel') throw new Error('seed plan: stokvels do not offer loans');
    const loan: TLoan = {
      id: randomUUID(),
      plan,
      org,
      borrower: ctx.member(plan.borrower),
      loanDate: resolveDay(ctx.today, plan.requested),
    };
    const disbursementEntryId = DISBURSED.has(plan.status) ? await postDisbursement(ctx, loan) : null;
    await insertLoan(ctx, loan, disbursementEntryId);
    await seedRepayments(ctx, loan);
  }
}
