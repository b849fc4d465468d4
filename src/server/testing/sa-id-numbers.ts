import { randomInt } from 'node:crypto';
import { computeLuhnDigit } from '../../shared/sa-id';

/** Sequence numbers advance from a random start, so no two IDs built in one process are the same person. */
let nextSequence = randomInt(0, 5000);

/** A valid South African ID number for someone born on the date (YYYY-MM-DD), unused in this process. */
export function buildSaId(dateOfBirth: string, sex: 'female' | 'male' = 'female'): string {
  nextSequence = (nextSequence + 1) % 5000;
  const sequence = String((sex === 'female' ? 0 : 5000) + nextSequence).padStart(4, '0');
  const twelve = `${dateOfBirth.slice(2, 4)}${dateOfBirth.slice(5, 7)}${dateOfBirth.slice(8, 10)}${sequence}08`;
  return `${twelve}${computeLuhnDigit(twelve)}`;
}
