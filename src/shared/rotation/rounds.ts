import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import type { TContributionFrequency } from '../group-rules/rule-types';

/** A rotating stokvel's cycle as the engine sees it: one round per member, in payout order. */
export type TRotationCycleTerms = {
  /** Recipients in payout order: round 1 pays order[0], and so on. */
  order: readonly string[];
  amountCents: number;
  frequency: TContributionFrequency;
  /** The first day of round 1, 'YYYY-MM-DD'. */
  startsOn: string;
  /** Whether the recipient also pays in their own round (12 x R1,000: R12,000 a round) or not (R11,000). */
  recipientPays: boolean;
};

export type TRound = {
  /** 1-based. */
  number: number;
  recipientId: string;
  startsOn: string;
  /** The last day, inclusive. */
  endsOn: string;
};

const iso = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

function roundStart(frequency: TContributionFrequency, startsOn: string, index: number): string {
  const start = parseISO(startsOn);
  if (frequency === 'monthly') return iso(addMonths(start, index));
  return iso(addDays(start, index * (frequency === 'weekly' ? 7 : 14)));
}

/** The cycle's rounds: each a month, week or fortnight long, back to back from the start date. */
export function listRounds(terms: Pick<TRotationCycleTerms, 'order' | 'frequency' | 'startsOn'>): TRound[] {
  return terms.order.map((recipientId, index) => ({
    number: index + 1,
    recipientId,
    startsOn: roundStart(terms.frequency, terms.startsOn, index),
    endsOn: iso(addDays(parseISO(roundStart(terms.frequency, terms.startsOn, index + 1)), -1)),
  }));
}

/** The round a date falls in (null before the first round and after the last). */
export function findRoundOn(rounds: readonly TRound[], date: string): TRound | null {
  return rounds.find((round) => round.startsOn <= date && date <= round.endsOn) ?? null;
}

/** The full pot of a round when everyone expected pays: 12 x R1,000 is R12,000, or R11,000 without the recipient. */
export function fullPotCents(
  terms: Pick<TRotationCycleTerms, 'order' | 'amountCents' | 'recipientPays'>,
): number {
  const payers = terms.recipientPays ? terms.order.length : terms.order.length - 1;
  return payers * terms.amountCents;
}
