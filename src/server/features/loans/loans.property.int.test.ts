import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContributionStatus } from '../../../shared/contracts/contributions';
import type {
  TLoan,
  TLoanDetail,
  TLoanList,
  TLoanRepayment,
  TLoanStats,
} from '../../../shared/contracts/loans';
import type { TLoanStatus } from '../../../shared/loans';
import {
  callLoans,
  countWrites,
  expectLedgerBalanced,
  expectSummariesMatch,
  readJson,
  type TActor,
  today,
} from '../../testing/fixtures/loans';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

type TRepaymentSize = 'part' | 'cents' | 'settle' | 'over';
type TDecision = 'approve' | 'reject' | 'disburse' | 'default' | 'write-off';
type TCommand =
  | { kind: 'contribute'; member: number; amountCents: number; isKeyed: boolean }
  | {
      kind: 'request';
      member: number;
      sharePercent: number;
      tinyCents: number | null;
      termChoice: number;
      isKeyed: boolean;
    }
  | { kind: 'decide'; pick: number; isAimed: boolean; action: TDecision | 'advance'; isKeyed: boolean }
  | {
      kind: 'repay';
      pick: number;
      isAimed: boolean;
      size: TRepaymentSize;
      sharePercent: number;
      times: number;
      isByBorrower: boolean;
      isKeyed: boolean;
    }
  | { kind: 'settle-submission'; pick: number; isAimed: boolean; to: 'confirm' | 'fail'; isKeyed: boolean }
  | { kind: 'retry' };

type TLoanModel = {
  id: string;
  userId: string;
  principalCents: number;
  interestRateBps: number;
  totalRepayableCents: number;
  status: TLoanStatus;
  isWrittenOff: boolean;
  writtenOffCents: number;
  repaidCents: number;
  principalRepaidCents: number;
  interestRepaidCents: number;
};
type TRepaymentModel = {
  id: string;
  loanId: string;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  status: TContributionStatus;
};
type TTerms = { rateBps: number; maxTermMonths: number; multiple: number };
type TRun = {
  orgId: string;
  terms: TTerms;
  contributedCents: number[];
  loans: TLoanModel[];
  repayments: TRepaymentModel[];
  lastKeyed: { send: () => Promise<Response>; status: number; id: string } | null;
};

/** The status moves the API must allow; anything else is refused with 409. */
const MOVES: Record<Exclude<TDecision, 'write-off'>, { from: TLoanStatus; to: TLoanStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
  disburse: { from: 'approved', to: 'active' },
  default: { from: 'active', to: 'defaulted' },
};
const DISBURSED: readonly TLoanStatus[] = ['active', 'paid', 'defaulted'];

let app: TTestApp;
let admin: TActor;
let members: TActor[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  members = [await createSignedInUser(app), await createSignedInUser(app)];
});

afterAll(async () => {
  await app.close();
});

const keyed = fc.boolean();
/** Most steps aim at a loan or repayment where they can succeed (or do nothing); the rest pick any. */
const aimed = fc.oneof(
  { weight: 3, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);
const commandArb: fc.Arbitrary<TCommand> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('contribute' as const),
      member: fc.integer({ min: 0, max: 1 }),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      isKeyed: keyed,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      member: fc.integer({ min: 0, max: 1 }),
      // Mostly within the member's limit, sometimes exactly at it, sometimes above it.
      sharePercent: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 100 }) },
        { weight: 1, arbitrary: fc.constant(100) },
        { weight: 2, arbitrary: fc.integer({ min: 101, max: 200 }) },
      ),
      // Tiny loans repaid a few cents at a time are where rounding in the split goes wrong.
      tinyCents: fc.option(fc.integer({ min: 1, max: 40 }), { freq: 2, nil: null }),
      termChoice: fc.integer({ min: 0, max: 9 }),
      isKeyed: keyed,
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      isAimed: aimed,
      // `advance` takes a waiting loan one step towards being paid out, so many loans get that far.
      action: fc.constantFrom<TDecision | 'advance'>(
        'advance',
        'advance',
        'advance',
        'approve',
        'disburse',
        'reject',
        'default',
        'write-off',
      ),
      isKeyed: keyed,
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('repay' as const),
      pick: fc.nat(),
      isAimed: aimed,
      size: fc.constantFrom<TRepaymentSize>('part', 'part', 'cents', 'cents', 'cents', 'settle', 'over'),
      sharePercent: fc.integer({ min: 1, max: 99 }),
      // Sometimes a run of payments in a row, which is how rounding errors pile up.
      times: fc.oneof(
        { weight: 1, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.integer({ min: 2, max: 16 }) },
      ),
      isByBorrower: fc.boolean(),
      isKeyed: keyed,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle-submission' as const),
      pick: fc.nat(),
      isAimed: aimed,
      to: fc.constantFrom('confirm' as const, 'fail' as const),
      isKeyed: keyed,
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'retry' as const }) },
);

const termsArb = fc.record({
  rateBps: fc.integer({ min: 0, max: 3_000 }),
  maxTermMonths: fc.integer({ min: 1, max: 12 }),
  multiple: fc.constantFrom(0.5, 1, 1.5, 3),
});

const owedOf = (loan: TLoanModel) => loan.totalRepayableCents - loan.repaidCents;
const sumOf = <T>(items: T[], cents: (item: T) => number) =>
  items.reduce((total, item) => total + cents(item), 0);

/** Sends a write; checks the answer's status, that a refusal wrote nothing, and remembers keyed successes. */
async function perform<T extends { id: string }>(
  run: TRun,
  send: () => Promise<Response>,
  expected: number,
  isKeyed: boolean,
): Promise<T | null> {
  const before = await countWrites(app, run.orgId);
  const body = await readJson<T>(await send(), expected);
  if (expected >= 300) {
    expect(await countWrites(app, run.orgId)).toEqual(before);
    return null;
  }
  if (isKeyed) run.lastKeyed = { send, status: expected, id: body.id };
  return body;
}

function sendAs(run: TRun, actor: TActor, path: string, json: unknown, isKeyed: boolean) {
  const key = isKeyed ? `prop-${randomUUID()}` : undefined;
  return () => callLoans({ app, orgId: run.orgId }, 'POST', path, actor, { json, ...(key ? { key } : {}) });
}

/** A share of what is still owed, a few cents, all of it, or a little more than all of it. */
function pickRepaymentCents(loan: TLoanModel, size: TRepaymentSize, sharePercent: number) {
  const owed = owedOf(loan);
  if (owed <= 0 || size === 'over') return Math.max(owed, 0) + sharePercent;
  if (size === 'settle') return owed;
  if (size === 'cents') return 1 + (sharePercent % 4);
  return Math.max(1, Math.floor((owed * sharePercent) / 100));
}

/** Picks newest first (fast-check favours small picks); an aimed pick chooses among the fitting items only. */
function pickFrom<T>(items: T[], pick: number, isAimed: boolean, isFit: (item: T) => boolean): T | undefined {
  const pool = isAimed ? items.filter(isFit) : items;
  return pool[pool.length - 1 - (pick % pool.length)];
}

/**
 * Applies a completed repayment to the loan: an active loan is paid once it is covered; on a written-off
 * loan the recovered principal comes off the write-off.
 */
function applyCompleted(loan: TLoanModel, repayment: TLoanRepayment) {
  loan.repaidCents += repayment.amountCents;
  loan.principalRepaidCents += repayment.principalCents;
  loan.interestRepaidCents += repayment.interestCents;
  if (loan.isWrittenOff) loan.writtenOffCents -= repayment.principalCents;
  if (loan.status === 'active' && loan.repaidCents === loan.totalRepayableCents) loan.status = 'paid';
}

/** Active loans take repayments; defaulted ones take recoveries. */
const isRepayable = (loan: TLoanModel) => loan.status === 'active' || loan.status === 'defaulted';

/** The loan a decision is about and the decision; `advance` approves or pays out the newest waiting loan. */
function chooseDecision(
  run: TRun,
  command: Extract<TCommand, { kind: 'decide' }>,
): { loan: TLoanModel; action: TDecision } | null {
  const { action, pick } = command;
  if (action === 'advance') {
    const isWaiting = (item: TLoanModel) => item.status === 'pending' || item.status === 'approved';
    const loan = pickFrom(run.loans, pick, true, isWaiting);
    return loan ? { loan, action: loan.status === 'pending' ? 'approve' : 'disburse' } : null;
  }
  const from = action === 'write-off' ? 'defaulted' : MOVES[action].from;
  const loan = pickFrom(run.loans, pick, command.isAimed, (item) => item.status === from);
  return loan ? { loan, action } : null;
}

/** One repayment, recorded by an admin (completed at once) or submitted by the borrower (pending). */
async function repayOnce(
  run: TRun,
  loan: TLoanModel,
  amountCents: number,
  isByBorrower: boolean,
  isKeyed: boolean,
) {
  const expected = !isRepayable(loan) ? 409 : amountCents > owedOf(loan) ? 400 : 201;
  const json = { repaymentDate: today, amountCents, referenceNumber: 'EFT-PROP' };
  const borrower = members.find((member) => member.userId === loan.userId) as TActor;
  const send = isByBorrower
    ? sendAs(run, borrower, `/loans/${loan.id}/repayments/submit`, json, isKeyed)
    : sendAs(run, admin, `/loans/${loan.id}/repayments`, json, isKeyed);
  const repayment = await perform<TLoanRepayment>(run, send, expected, isKeyed);
  if (!repayment) return;
  expect(repayment).toMatchObject({ amountCents, status: isByBorrower ? 'pending' : 'completed' });
  if (!isByBorrower) applyCompleted(loan, repayment);
  run.repayments.push({
    id: repayment.id,
    loanId: loan.id,
    amountCents,
    principalCents: repayment.principalCents,
    interestCents: repayment.interestCents,
    status: repayment.status,
  });
}

async function runCommand(run: TRun, command: TCommand) {
  switch (command.kind) {
    case 'contribute': {
      const member = members[command.member] as TActor;
      const body = {
        userId: member.userId,
        contributionDate: today,
        amountCents: command.amountCents,
        paymentMethod: 'eft',
        referenceNumber: 'R-1',
      };
      await perform(run, sendAs(run, admin, '/contributions', body, command.isKeyed), 201, command.isKeyed);
      run.contributedCents[command.member] =
        (run.contributedCents[command.member] ?? 0) + command.amountCents;
      return;
    }
    case 'request': {
      const member = members[command.member] as TActor;
      // The limit counts the principal the member already holds or has asked for.
      const held = run.loans
        .filter(
          (item) => item.userId === member.userId && ['pending', 'approved', 'active'].includes(item.status),
        )
        .reduce((sum, item) => sum + item.principalCents - item.principalRepaidCents, 0);
      const limit = Math.max(
        0,
        Math.floor((run.contributedCents[command.member] ?? 0) * run.terms.multiple) - held,
      );
      const amountCents = command.tinyCents ?? Math.max(1, Math.floor((limit * command.sharePercent) / 100));
      // One time in ten the term is just beyond the longest the organization allows.
      const { maxTermMonths } = run.terms;
      const termMonths =
        command.termChoice === 0 ? maxTermMonths + 1 : 1 + (command.termChoice % maxTermMonths);
      const isAllowed = termMonths <= maxTermMonths && amountCents <= limit;
      const json = { amountCents, termMonths, purpose: 'Stock for the spaza shop' };
      const send = sendAs(run, member, '/loans', json, command.isKeyed);
      const loan = await perform<TLoan>(run, send, isAllowed ? 201 : 400, command.isKeyed);
      if (!loan) return;
      const totalRepayableCents = amountCents + Math.round((amountCents * run.terms.rateBps) / 10_000);
      expect(loan).toMatchObject({
        status: 'pending',
        interestRateBps: run.terms.rateBps,
        totalRepayableCents,
      });
      run.loans.push({
        id: loan.id,
        userId: member.userId,
        principalCents: amountCents,
        interestRateBps: run.terms.rateBps,
        totalRepayableCents,
        status: 'pending',
        isWrittenOff: false,
        writtenOffCents: 0,
        repaidCents: 0,
        principalRepaidCents: 0,
        interestRepaidCents: 0,
      });
      return;
    }
    case 'decide': {
      const chosen = chooseDecision(run, command);
      if (!chosen) return;
      const { loan, action } = chosen;
      const principalLeft = loan.principalCents - loan.principalRepaidCents;
      const isAllowed =
        action === 'write-off'
          ? loan.status === 'defaulted' && !loan.isWrittenOff && principalLeft > 0
          : loan.status === MOVES[action].from &&
            // Cash never goes below zero: a payout the group cannot cover is refused.
            (action !== 'disburse' || loan.principalCents <= cashOf(run));
      const json =
        action === 'reject' || action === 'default'
          ? { reason: 'property test' }
          : action === 'disburse'
            ? { disbursedOn: today }
            : {};
      const send = sendAs(run, admin, `/loans/${loan.id}/${action}`, json, command.isKeyed);
      const answer = await perform<TLoan>(run, send, isAllowed ? 200 : 409, command.isKeyed);
      if (!answer) return;
      if (action === 'write-off') {
        loan.isWrittenOff = true;
        loan.writtenOffCents = principalLeft;
      } else {
        loan.status = MOVES[action].to;
      }
      expect(answer).toMatchObject({ status: loan.status, isWrittenOff: loan.isWrittenOff });
      return;
    }
    case 'repay': {
      const loan = pickFrom(run.loans, command.pick, command.isAimed, isRepayable);
      if (!loan) return;
      for (let index = 0; index < command.times; index++) {
        const amountCents = pickRepaymentCents(loan, command.size, command.sharePercent + index);
        await repayOnce(run, loan, amountCents, command.isByBorrower, command.isKeyed);
      }
      return;
    }
    case 'settle-submission': {
      const isPending = (item: TRepaymentModel) => item.status === 'pending';
      const repayment = pickFrom(run.repayments, command.pick, command.isAimed, isPending);
      const loan = run.loans.find((item) => item.id === repayment?.loanId);
      if (!repayment || !loan) return;
      const expected =
        !isPending(repayment) || (command.to === 'confirm' && !isRepayable(loan))
          ? 409
          : command.to === 'confirm' && repayment.amountCents > owedOf(loan)
            ? 400
            : 200;
      const path = `/loans/${loan.id}/repayments/${repayment.id}/${command.to}`;
      const answer = await perform<TLoanRepayment>(
        run,
        sendAs(run, admin, path, {}, command.isKeyed),
        expected,
        command.isKeyed,
      );
      if (!answer) return;
      repayment.status = command.to === 'confirm' ? 'completed' : 'failed';
      expect(answer.status).toBe(repayment.status);
      if (command.to === 'confirm') {
        repayment.principalCents = answer.principalCents;
        repayment.interestCents = answer.interestCents;
        applyCompleted(loan, answer);
      }
      return;
    }
    case 'retry': {
      if (!run.lastKeyed) return;
      const before = await countWrites(app, run.orgId);
      const again = await readJson<{ id: string }>(await run.lastKeyed.send(), run.lastKeyed.status);
      expect(again.id).toBe(run.lastKeyed.id);
      expect(await countWrites(app, run.orgId)).toEqual(before);
    }
  }
}

async function expectLoansMatchModel(run: TRun) {
  const get = async <T>(path: string, actor: TActor) =>
    readJson<T>(await callLoans({ app, orgId: run.orgId }, 'GET', path, actor), 200);
  const list = await get<TLoanList>('/loans?limit=500', admin);
  expect(list.total).toBe(run.loans.length);
  const shown = new Map(list.items.map((item) => [item.id, item]));
  for (const loan of run.loans) {
    const isOwing = loan.status === 'active' || loan.status === 'defaulted';
    expect(shown.get(loan.id)).toMatchObject({
      amountCents: loan.principalCents,
      totalRepayableCents: loan.totalRepayableCents,
      status: loan.status,
      repaidCents: loan.repaidCents,
      outstandingCents: isOwing ? owedOf(loan) : 0,
      isWrittenOff: loan.isWrittenOff,
    });
    const own = run.repayments.filter((repayment) => repayment.loanId === loan.id);
    if (own.length === 0) continue;
    const detail = await get<TLoanDetail>(`/loans/${loan.id}`, admin);
    const seen = detail.repayments.map(
      ({ id, loanId, amountCents, principalCents, interestCents, status }) => ({
        id,
        loanId,
        amountCents,
        principalCents,
        interestCents,
        status,
      }),
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(seen.sort(byId)).toEqual([...own].sort(byId));
    const completed = own.filter((repayment) => repayment.status === 'completed');
    for (const part of completed) {
      expect(part.principalCents + part.interestCents).toBe(part.amountCents);
      expect(part.principalCents).toBeGreaterThanOrEqual(0);
      expect(part.interestCents).toBeGreaterThanOrEqual(0);
    }
    // Both parts stay within what the loan has left, and a paid loan's parts add up exactly.
    const interestPaid = sumOf(completed, (part) => part.interestCents);
    const principalPaid = sumOf(completed, (part) => part.principalCents);
    expect(interestPaid).toBeLessThanOrEqual(loan.totalRepayableCents - loan.principalCents);
    expect(principalPaid).toBeLessThanOrEqual(loan.principalCents);
    if (loan.status === 'paid') {
      const totalInterest = Math.round((loan.principalCents * loan.interestRateBps) / 10_000);
      expect(interestPaid).toBe(totalInterest);
      expect(principalPaid).toBe(loan.principalCents);
    }
  }
  const statsOf = (loans: TLoanModel[]) => {
    const active = loans.filter((loan) => loan.status === 'active');
    return {
      totalDisbursedCents: sumOf(
        loans.filter((loan) => DISBURSED.includes(loan.status)),
        (loan) => loan.principalCents,
      ),
      // Active Loans: principal still owed on active loans; defaulted ones not written off apart.
      totalActiveCents: sumOf(active, (loan) => loan.principalCents - loan.principalRepaidCents),
      activeCount: active.length,
      totalRepaidCents: sumOf(loans, (loan) => loan.repaidCents),
      defaultedCount: loans.filter((loan) => loan.status === 'defaulted').length,
      defaultedOutstandingCents: sumOf(
        loans.filter((loan) => loan.status === 'defaulted' && !loan.isWrittenOff),
        (loan) => loan.principalCents - loan.principalRepaidCents,
      ),
    };
  };
  expect(await get<TLoanStats>('/loans/stats', admin)).toEqual({
    scope: 'organization',
    ...statsOf(run.loans),
  });
  for (const member of members) {
    expect(await get<TLoanStats>('/loans/stats', member)).toEqual({
      scope: 'own',
      ...statsOf(run.loans.filter((loan) => loan.userId === member.userId)),
    });
  }
}

/** The cash the model says the group holds: contributions in, loans out, repayments in. */
function cashOf(run: TRun): number {
  const lent = run.loans.filter((loan) => DISBURSED.includes(loan.status));
  return (
    sumOf(run.contributedCents, (cents) => cents) -
    sumOf(lent, (loan) => loan.principalCents) +
    sumOf(run.loans, (loan) => loan.repaidCents)
  );
}

async function assertInvariants(run: TRun) {
  const sums = await expectLedgerBalanced(app, run.orgId);
  const balanceOf = (code: string) => sums.get(code) ?? 0;
  const lent = run.loans.filter((loan) => DISBURSED.includes(loan.status));
  const contributed = sumOf(run.contributedCents, (cents) => cents);
  expect(balanceOf('loans_receivable')).toBe(
    sumOf(
      lent.filter((loan) => !loan.isWrittenOff),
      (loan) => loan.principalCents - loan.principalRepaidCents,
    ),
  );
  expect(0 - balanceOf('interest_income')).toBe(sumOf(run.loans, (loan) => loan.interestRepaidCents));
  expect(balanceOf('loan_write_offs')).toBe(sumOf(run.loans, (loan) => loan.writtenOffCents));
  expect(0 - balanceOf('member_funds')).toBe(contributed);
  expect(balanceOf('cash')).toBe(cashOf(run));
  expect(balanceOf('cash')).toBeGreaterThanOrEqual(0);
  await expectLoansMatchModel(run);
  await expectSummariesMatch(app, run.orgId);
}

async function startRun(terms: TTerms): Promise<TRun> {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: members.map((member) => member.userId),
  });
  await readJson(
    await callLoans({ app, orgId }, 'PUT', '/loans/terms', admin, {
      json: {
        interestRatePercent: terms.rateBps / 100,
        maxTermMonths: terms.maxTermMonths,
        limit: { kind: 'contribution_multiple', multiple: terms.multiple },
      },
    }),
    200,
  );
  return { orgId, terms, contributedCents: [0, 0], loans: [], repayments: [], lastKeyed: null };
}

describe('loans and contributions under random sequences of money operations', () => {
  it('keep the ledger balanced and agree with a simple model', async () => {
    await fc.assert(
      fc.asyncProperty(
        termsArb,
        fc.tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 })),
        fc.array(commandArb, { minLength: 30, maxLength: 60, size: 'max' }),
        async (terms, opening, commands) => {
          const run = await startRun(terms);
          // Each member has contributed something to borrow against before the random part begins.
          for (const [member, amountCents] of opening.entries()) {
            await runCommand(run, { kind: 'contribute', member, amountCents, isKeyed: false });
          }
          for (const command of commands) await runCommand(run, command);
          await assertInvariants(run);
        },
      ),
      {
        numRuns: 25,
        seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647),
        // Shrinking long sequences is slow: report the smallest counterexample found in time.
        plugins: [fc.interruptAfterTimeLimit(120_000)],
      },
    );
  }, 240_000);
});
