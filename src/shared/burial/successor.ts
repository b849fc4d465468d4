import { getAgeOn, type TRelationship } from './cover-status';

/** A successor must be an adult on the day they take the policy over (ADR 34). */
export const SUCCESSOR_MIN_AGE = 18;

export type TSuccessorCandidate = {
  id: string;
  relationship: TRelationship;
  dateOfBirth: string | null;
  diedOn: string | null;
};

/**
 * Whether a person on the policy (removed people are never passed in) may take it over on `on`: not its
 * main person, alive that day, and an adult by a known date of birth.
 */
export function isEligibleSuccessor(person: TSuccessorCandidate, mainPersonId: string, on: string): boolean {
  if (person.id === mainPersonId || person.relationship === 'main_member') return false;
  if (person.diedOn !== null && person.diedOn <= on) return false;
  return person.dateOfBirth !== null && getAgeOn(person.dateOfBirth, on) >= SUCCESSOR_MIN_AGE;
}

/**
 * Who takes the policy over on `on`: the nominated person while they are eligible, otherwise the first
 * eligible spouse added, otherwise nobody (the cover ends).
 */
export function chooseSuccessor<TPerson extends TSuccessorCandidate>(
  people: TPerson[],
  mainPersonId: string,
  nominatedId: string | null,
  on: string,
): { person: TPerson; isNominated: boolean } | null {
  const eligible = people.filter((person) => isEligibleSuccessor(person, mainPersonId, on));
  const nominated = eligible.find((person) => person.id === nominatedId);
  if (nominated) return { person: nominated, isNominated: true };
  const spouse = eligible.find((person) => person.relationship === 'spouse');
  return spouse ? { person: spouse, isNominated: false } : null;
}

/**
 * The policy's main person: the main member, or the successor of the latest takeover; after a death nobody
 * took over, the one who died (their death keeps ending the cover).
 */
export function getMainPersonId(
  mainMemberId: string | null,
  successions: { deceasedPersonId: string; successorPersonId: string | null }[],
): string | null {
  const last = successions.at(-1);
  if (!last) return mainMemberId;
  return last.successorPersonId ?? last.deceasedPersonId;
}
