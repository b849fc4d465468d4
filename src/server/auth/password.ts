import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2; a const enum in the typings) with OWASP's minimum memory cost.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  return verify(stored, password);
}
