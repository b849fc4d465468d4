import { randomBytes } from 'node:crypto';

export type TTestUser = { fullName: string; email: string; password: string };

/** A user nobody has signed up with yet, so tests never collide across runs or retries. */
export function createUniqueUser(): TTestUser {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    fullName: 'Thandeka Ndlovu',
    email: `thandeka.${suffix}@example.test`,
    password: `Stokvel-${suffix}`,
  };
}

/** A seeded demo user (src/server/db/seed/demo-users.ts): admin of Ubuntu Burial Society, member of Kasi Savings Stokvel. */
export const DEMO_ADMIN = {
  fullName: 'Thandi Mokoena',
  email: 'thandi@masakhane.demo',
  password: 'Masakhane#2026',
} as const satisfies TTestUser;
