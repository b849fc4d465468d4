import type { TRotationCycle } from '../../../shared/contracts/rotation';
import { findRoundOn, listRounds, type TRound } from '../../../shared/rotation/rounds';
import { settleCycle, type TCycleSettlement } from '../../../shared/rotation/settlement';
import type { TDbOrTx } from '../../db/client';
import {
  findCurrentCycle,
  listCycleContributions,
  listPayouts,
  listSwaps,
  readNames,
  sumDebtPayments,
  type TCycleRow,
} from './rotation.repository';

export type TCycleStatus = {
  rounds: TRound[];
  /** Rounds that have started, settled from the members' completed contributions dated in each round. */
  settlement: TCycleSettlement;
  payouts: Awaited<ReturnType<typeof listPayouts>>;
  /** Per member: debt payments completed and pending (ADR 37). */
  debtPayments: Awaited<ReturnType<typeof sumDebtPayments>>;
  today: string;
};

/** Who has paid each started round: a member's completed contributions dated in the round reach the amount. */
export async function readCycleStatus(db: TDbOrTx, cycle: TCycleRow, today: string): Promise<TCycleStatus> {
  const rounds = listRounds({
    order: cycle.memberOrder,
    frequency: cycle.frequency,
    startsOn: cycle.startsOn,
  });
  const last = rounds[rounds.length - 1];
  const [rows, payouts, debtPayments] = await Promise.all([
    listCycleContributions(
      db,
      cycle.organizationId,
      cycle.memberOrder,
      cycle.startsOn,
      last?.endsOn ?? cycle.startsOn,
    ),
    listPayouts(db, cycle.id),
    sumDebtPayments(db, cycle.organizationId, cycle.id),
  ]);
  const paid = new Map<string, number>();
  for (const row of rows) {
    const round = findRoundOn(rounds, row.date);
    if (round === null) continue;
    const key = `${row.userId}:${round.number}`;
    paid.set(key, (paid.get(key) ?? 0) + row.amountCents);
  }
  const started = rounds.filter((round) => round.startsOn <= today).length;
  const settlement = settleCycle(
    { order: cycle.memberOrder, amountCents: cycle.amountCents, recipientPays: cycle.recipientPays },
    (memberId, number) => (paid.get(`${memberId}:${number}`) ?? 0) >= cycle.amountCents,
    started,
  );
  return { rounds, settlement, payouts, debtPayments, today };
}

/** Whether a started round's pot may be paid out: everyone expected has paid, or the round has ended. */
export function isRoundReady(status: TCycleStatus, roundNumber: number): boolean {
  const settled = status.settlement.rounds[roundNumber - 1];
  const round = status.rounds[roundNumber - 1];
  if (!settled || !round || settled.potCents === 0) return false;
  return settled.owingIds.length === 0 || round.endsOn < status.today;
}

/**
 * The ended rounds after the member's own turn that they did not pay into: their debt to the group. A round
 * still running is not a miss yet (the member may still pay).
 */
export function listMissedAfterPaid(cycle: TCycleRow, status: TCycleStatus, memberId: string): number[] {
  const turn = cycle.memberOrder.indexOf(memberId) + 1;
  return status.settlement.rounds
    .filter(
      (round) =>
        round.number > turn &&
        round.owingIds.includes(memberId) &&
        (status.rounds[round.number - 1]?.endsOn ?? status.today) < status.today,
    )
    .map((round) => round.number);
}

/**
 * A member's rotation debt: the cycle's amount for each round missed after being paid, less what they have
 * paid back (completed); `pendingCents` is paid back but not yet confirmed.
 */
export function readMemberDebt(cycle: TCycleRow, status: TCycleStatus, memberId: string) {
  const missedRounds = listMissedAfterPaid(cycle, status, memberId);
  const payments = status.debtPayments.get(memberId) ?? { repaidCents: 0, pendingCents: 0 };
  const missedCents = missedRounds.length * cycle.amountCents;
  return {
    missedRounds,
    missedCents,
    repaidCents: payments.repaidCents,
    pendingCents: payments.pendingCents,
    owesCents: Math.max(0, missedCents - payments.repaidCents),
  };
}

/**
 * What a member owes the group in the organization's current rotation (missed rounds after being paid), with
 * the collateral they pledged; null when they owe nothing. Read by the member's statement.
 */
export async function readRotationDebt(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  today: string,
): Promise<{
  owesCents: number;
  repaidCents: number;
  missedRounds: number[];
  collateralNote: string | null;
} | null> {
  const cycle = await findCurrentCycle(db, organizationId);
  if (!cycle?.memberOrder.includes(userId)) return null;
  const status = await readCycleStatus(db, cycle, today);
  const debt = readMemberDebt(cycle, status, userId);
  if (debt.owesCents === 0) return null;
  return {
    owesCents: debt.owesCents,
    repaidCents: debt.repaidCents,
    missedRounds: debt.missedRounds,
    collateralNote: cycle.collateralNotes[userId] ?? null,
  };
}

/** The cycle as members see it: order, each round's status and payout, balances and swap requests. */
export async function toCycleView(
  db: TDbOrTx,
  cycle: TCycleRow,
  status: TCycleStatus,
): Promise<TRotationCycle> {
  const [names, swaps] = await Promise.all([readNames(db, cycle.memberOrder), listSwaps(db, cycle.id)]);
  const payoutByRound = new Map(status.payouts.map((payout) => [payout.roundNumber, payout]));
  return {
    id: cycle.id,
    amountCents: cycle.amountCents,
    frequency: cycle.frequency,
    startsOn: cycle.startsOn,
    recipientPays: cycle.recipientPays,
    drawSeed: cycle.drawSeed,
    currentRound: findRoundOn(status.rounds, status.today)?.number ?? null,
    members: status.settlement.members.map((member) => {
      const debt = readMemberDebt(cycle, status, member.memberId);
      return {
        ...member,
        userId: member.memberId,
        name: names.get(member.memberId) ?? null,
        turn: cycle.memberOrder.indexOf(member.memberId) + 1,
        missedAfterPaidRounds: debt.missedRounds,
        debtCents: debt.owesCents,
        debtRepaidCents: debt.repaidCents,
        debtPendingCents: debt.pendingCents,
        collateralNote: cycle.collateralNotes[member.memberId] ?? null,
      };
    }),
    rounds: status.rounds.map((round) => {
      const settled = status.settlement.rounds[round.number - 1];
      const payout = payoutByRound.get(round.number);
      return {
        ...round,
        recipientName: names.get(round.recipientId) ?? null,
        status: settled
          ? {
              paidIds: settled.paidIds,
              owingIds: settled.owingIds,
              excusedIds: settled.excusedIds,
              potCents: settled.potCents,
              expectedPotCents: settled.expectedPotCents,
              isReady: !payout && isRoundReady(status, round.number),
            }
          : null,
        payout: payout
          ? {
              amountCents: payout.amountCents,
              journalEntryId: payout.journalEntryId,
              paidAt: payout.createdAt.toISOString(),
            }
          : null,
      };
    }),
    swaps: swaps.map((swap) => ({
      id: swap.id,
      proposedBy: swap.proposedBy,
      counterpartId: swap.counterpartId,
      status: swap.status,
      createdAt: swap.createdAt.toISOString(),
    })),
  };
}
