import { createHash, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from print. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new invitation code, e.g. `K7QM-4DXP-9WRT`: 12 characters of 31, about 59 bits. */
export function createInvitationCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The code as typed, upper-cased, with spaces and dashes gone; null when it cannot be a code. */
export function normalizeInvitationCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== GROUPS * GROUP_LENGTH) return null;
  return [...bare].every((character) => ALPHABET.includes(character)) ? bare : null;
}

/** What is kept of a code: its SHA-256 digest, so the table alone lets nobody claim a record. */
export function digestInvitationCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
