import type { TPlanTerms } from '../contracts/burial';
import { formatCents } from '../money';
import { addMonthsIso, DEATH_CAUSES, type TCoverRules, type TDeathCause, type TPolicy } from './cover-status';

/**
 * A policy's terms over time (ADR 27): the plan version it joined under from the joining day, then each newer
 * version the member accepted, from the day of acceptance. Pure: the cover service and the web read it.
 *
 * - Premiums: a month owes the premium of the terms in force on its first day (accepted on 15 March: March
 *   keeps the old premium, April owes the new one).
 * - Waits: a person's waits are measured by the terms in force when they were added; later terms never
 *   shorten or lengthen a wait already running.
 * - Cover: a decrease applies from the day of acceptance. An increase is new cover: the increased part starts
 *   its own waits (the new terms' months, from the day of acceptance), while the cover already held stays.
 */
export type TTermsStep = { version: number; from: string; terms: TPlanTerms };

/** The step in force on a day (the first one before the policy started). */
export function getStepOn(steps: TTermsStep[], on: string): TTermsStep {
  const step = steps.filter((entry) => entry.from <= on).at(-1) ?? steps[0];
  if (!step) throw new Error('a policy has at least the terms it joined under');
  return step;
}

/**
 * The engine's rules and premiums for one person on a policy: lapse and age limits of the terms in force on
 * `on`, waits of the terms in force when the person was added, premiums month by month.
 */
export function buildPersonRules(
  steps: TTermsStep[],
  addedOn: string,
  on: string,
  toRules: (terms: TPlanTerms) => TCoverRules,
): { rules: TCoverRules; premiumChanges: NonNullable<TPolicy['premiumChanges']> } {
  const first = steps[0];
  if (!first) throw new Error('a policy has at least the terms it joined under');
  const current = toRules(getStepOn(steps, on).terms);
  const own = toRules(getStepOn(steps, addedOn).terms);
  return {
    rules: {
      ...current,
      monthlyPremiumCents: first.terms.monthlyPremiumCents,
      waitingMonths: own.waitingMonths,
      waitStartsOn: own.waitStartsOn,
      premiumsBeforeWait: own.premiumsBeforeWait,
    },
    premiumChanges: steps
      .slice(1)
      .map((step) => ({ from: step.from, monthlyPremiumCents: step.terms.monthlyPremiumCents })),
  };
}

/** The later of two ISO dates. */
const laterOf = (a: string, b: string) => (a.localeCompare(b) > 0 ? a : b);

export type TCoverIncrease = { cents: number; coveredFrom: Record<TDeathCause, string | null> };

/**
 * A person's cover on `on`: the amount of the terms in force, and the increases still inside their own waits.
 * `amountOf` gives the person's cover under a version's terms (children by their age band on `on`);
 * `baseCoveredFrom` is the engine's day each cause is covered from (an increase never covers before it).
 */
export function getCoverLayers(
  steps: TTermsStep[],
  addedOn: string,
  on: string,
  amountOf: (terms: TPlanTerms) => number,
  baseCoveredFrom: Record<TDeathCause, string | null>,
): { coverCents: number; increases: TCoverIncrease[] } {
  const inForce = steps.filter((step) => step.from <= on);
  const own = getStepOn(steps, addedOn);
  let level = amountOf(own.terms);
  const layers: { cents: number; from: string; waits: Record<TDeathCause, number> }[] = [];
  for (const step of inForce.filter((entry) => entry.from > own.from)) {
    const amount = amountOf(step.terms);
    if (amount > level) {
      layers.push({ cents: amount - level, from: step.from, waits: step.terms.waitingMonths });
    } else {
      // A decrease takes the newest cover first.
      let cut = level - amount;
      while (cut > 0 && layers.length > 0) {
        const top = layers.at(-1);
        if (!top) break;
        if (top.cents <= cut) {
          cut -= top.cents;
          layers.pop();
        } else {
          top.cents -= cut;
          cut = 0;
        }
      }
    }
    level = amount;
  }
  const increases = layers.map((layer) => {
    const coveredFrom = {} as Record<TDeathCause, string | null>;
    for (const cause of DEATH_CAUSES) {
      const base = baseCoveredFrom[cause];
      const own = addMonthsIso(layer.from, layer.waits[cause]);
      coveredFrom[cause] = base === null ? null : laterOf(base, own);
    }
    return { cents: layer.cents, coveredFrom };
  });
  return {
    coverCents: level,
    increases: increases.filter((increase) =>
      DEATH_CAUSES.some((cause) => {
        const from = increase.coveredFrom[cause];
        return from === null || from > on;
      }),
    ),
  };
}

/**
 * What a death of `cause` on `diedOn` pays: the cover in force, less the increases whose wait for that cause
 * has not passed. Zero when the person is not covered for that cause at all.
 */
export function getPayableCents(
  layers: { coverCents: number; increases: TCoverIncrease[] },
  isBaseCovered: boolean,
  cause: TDeathCause,
  diedOn: string,
): number {
  if (!isBaseCovered) return 0;
  const waiting = layers.increases
    .filter((increase) => {
      const from = increase.coveredFrom[cause];
      return from === null || from > diedOn;
    })
    .reduce((sum, increase) => sum + increase.cents, 0);
  return layers.coverCents - waiting;
}

const COVER_LABELS = [
  ['mainMemberCents', 'Main member cover'],
  ['spouseCents', 'Spouse cover'],
  ['parentCents', 'Parent cover'],
  ['extendedCents', 'Extended family cover'],
] as const;
const WAIT_LABELS: Record<TDeathCause, string> = {
  natural: 'Natural death wait',
  accidental: 'Accidental death wait',
  suicide: 'Suicide wait',
};
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;
const describeBands = (terms: TPlanTerms) =>
  terms.cover.childBands
    .map((band) => `${formatCents(band.coverCents)} (${band.fromAge}-${band.toAge})`)
    .join(', ') || 'none';

/** What newer terms change, one plain line each ("Monthly premium: R 100,00 to R 150,00"); empty when nothing. */
export function describeTermChanges(before: TPlanTerms, after: TPlanTerms): string[] {
  const lines: string[] = [];
  const change = (label: string, from: string, to: string) => {
    if (from !== to) lines.push(`${label}: ${from} to ${to}`);
  };
  change('Monthly premium', formatCents(before.monthlyPremiumCents), formatCents(after.monthlyPremiumCents));
  for (const [key, label] of COVER_LABELS) {
    change(label, formatCents(before.cover[key]), formatCents(after.cover[key]));
  }
  change('Child cover', describeBands(before), describeBands(after));
  change('Maximum dependants', String(before.maxDependants), String(after.maxDependants));
  for (const cause of DEATH_CAUSES) {
    change(WAIT_LABELS[cause], months(before.waitingMonths[cause]), months(after.waitingMonths[cause]));
  }
  change(
    'Lapses after',
    `${months(before.lapseAfterUnpaidMonths)} unpaid`,
    `${months(after.lapseAfterUnpaidMonths)} unpaid`,
  );
  change('Children covered to age', String(before.childMaxAge), String(after.childMaxAge));
  change(
    'Studying children covered to age',
    String(before.studentChildMaxAge),
    String(after.studentChildMaxAge),
  );
  return lines;
}
