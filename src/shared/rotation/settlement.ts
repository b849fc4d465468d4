import type { TRotationCycleTerms } from './rounds';

/**
 * Who owes what in a rotating stokvel (issue 21), round by round.
 *
 * Every member pays the cycle's amount into every round (except their own, unless the recipient pays), and the
 * round's recipient takes what came in. Defaults:
 * - A member who misses a round BEFORE their own turn reduces that round's pot; the recipient they shorted is
 *   then excused from paying into the defaulter's own round, so the defaulter's pot is smaller by the same
 *   amount and both still net to zero over the cycle.
 * - A member who misses a round AFTER being paid owes the group that amount (the shorted recipient is owed it).
 * - Missing one's own round (when the recipient pays) only makes one's own pot smaller: it nets to zero.
 */

export type TRoundSettlement = {
  number: number;
  recipientId: string;
  /** Members who should pay into this round. */
  expectedIds: string[];
  /** Members excused because the recipient shorted their round by defaulting before this turn. */
  excusedIds: string[];
  paidIds: string[];
  /** Expected members who have not paid (in a finished round: who defaulted). */
  owingIds: string[];
  /** What came in: the amount the recipient takes. */
  potCents: number;
  /** What would come in if every expected member paid. */
  expectedPotCents: number;
};

export type TMemberSettlement = {
  memberId: string;
  paidCents: number;
  receivedCents: number;
  /** Missed rounds after the member was paid: what the member owes the group. */
  owesCents: number;
  /** receivedCents - paidCents: zero for everyone when all pay; positive for a member who took more than paid. */
  netCents: number;
};

export type TCycleSettlement = { rounds: TRoundSettlement[]; members: TMemberSettlement[] };

/**
 * Settles the cycle through round `throughRound` (default: all), given who paid which round. `hasPaid` answers
 * for one member and round number; a round counts as paid out to its recipient once it is settled here.
 */
export function settleCycle(
  terms: Pick<TRotationCycleTerms, 'order' | 'amountCents' | 'recipientPays'>,
  hasPaid: (memberId: string, roundNumber: number) => boolean,
  throughRound: number = terms.order.length,
): TCycleSettlement {
  const turnOf = new Map(terms.order.map((memberId, index) => [memberId, index + 1]));
  const members = new Map<string, TMemberSettlement>(
    terms.order.map((memberId) => [
      memberId,
      { memberId, paidCents: 0, receivedCents: 0, owesCents: 0, netCents: 0 },
    ]),
  );
  // Members excused from a round: turn of the defaulter -> recipients that defaulter shorted.
  const excusedByTurn = new Map<number, Set<string>>();
  const rounds: TRoundSettlement[] = [];
  const last = Math.min(throughRound, terms.order.length);
  for (let number = 1; number <= last; number += 1) {
    const recipientId = terms.order[number - 1] as string;
    const excused = excusedByTurn.get(number) ?? new Set<string>();
    const round: TRoundSettlement = {
      number,
      recipientId,
      expectedIds: [],
      excusedIds: [...excused],
      paidIds: [],
      owingIds: [],
      potCents: 0,
      expectedPotCents: 0,
    };
    for (const memberId of terms.order) {
      if (memberId === recipientId && !terms.recipientPays) continue;
      if (excused.has(memberId)) continue;
      round.expectedIds.push(memberId);
      round.expectedPotCents += terms.amountCents;
      const member = members.get(memberId) as TMemberSettlement;
      if (hasPaid(memberId, number)) {
        round.paidIds.push(memberId);
        round.potCents += terms.amountCents;
        member.paidCents += terms.amountCents;
        continue;
      }
      round.owingIds.push(memberId);
      const turn = turnOf.get(memberId) as number;
      if (turn > number) {
        const shorted = excusedByTurn.get(turn) ?? new Set<string>();
        shorted.add(recipientId);
        excusedByTurn.set(turn, shorted);
      } else if (turn < number) {
        member.owesCents += terms.amountCents;
      }
    }
    (members.get(recipientId) as TMemberSettlement).receivedCents += round.potCents;
    rounds.push(round);
  }
  for (const member of members.values()) member.netCents = member.receivedCents - member.paidCents;
  return { rounds, members: [...members.values()] };
}
