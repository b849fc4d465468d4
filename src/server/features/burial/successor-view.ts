import { chooseSuccessor, getMainPersonId, isEligibleSuccessor } from '../../../shared/burial/successor';
import type { TMyCover, TSuccession } from '../../../shared/contracts/burial';
import type { TPersonRow } from './people.repository';
import type { TSuccessionRow } from './successions.repository';

/** The policy's main person's id (the main member, or the successor of its latest takeover). */
export function mainPersonOf(people: TPersonRow[], successions: TSuccessionRow[]): string | null {
  const mainMember = people.find((person) => person.relationship === 'main_member');
  return getMainPersonId(mainMember?.id ?? null, successions);
}

/** The policy's successor as My Cover and the Cover Register show it, and its latest takeover. */
export function toSuccessorView(
  people: TPersonRow[],
  successions: TSuccessionRow[],
  nominatedId: string | null,
  on: string,
): { successor: NonNullable<TMyCover['policy']>['successor']; succession: TSuccession | null } {
  const mainId = mainPersonOf(people, successions) ?? '';
  const chosen = chooseSuccessor(people, mainId, nominatedId, on);
  const last = successions.at(-1);
  return {
    successor: {
      nominatedPersonId: nominatedId,
      candidates: people
        .filter((person) => isEligibleSuccessor(person, mainId, on))
        .map((person) => ({ personId: person.id, fullName: person.fullName })),
      takesOver: chosen
        ? { personId: chosen.person.id, fullName: chosen.person.fullName, isNominated: chosen.isNominated }
        : null,
    },
    succession: last ? { successorName: last.successorName, on: last.takenOverOn } : null,
  };
}
