// User Management with many users: adds `count` users (names and companies drawn from short lists, so a
// search matches a realistic share of them) and a site admin who signs in, in one statement each.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import type { TDb } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-users';

export const BENCH_STAFF_EMAIL = 'bench.staff@masakhane.demo';

const FIRST_NAMES = [
  'Thandi',
  'Sipho',
  'Lerato',
  'Bongani',
  'Naledi',
  'Themba',
  'Zanele',
  'Kagiso',
  'Ayanda',
  'Pieter',
];
const SURNAMES = [
  'Nkosi',
  'Dlamini',
  'Mokoena',
  'Naidoo',
  'Botha',
  'Khumalo',
  'Mthembu',
  'Van Wyk',
  'Pillay',
  'Molefe',
];
const COMPANIES = ['Ubuntu Traders', 'Soweto Spaza', 'Karoo Transport', 'Durban Textiles', 'Limpopo Farms'];

/** The text searches measured, with about how many of the users each matches. */
export const USER_SEARCHES = [
  { label: 'name "nkosi"', search: 'nkosi' },
  { label: 'company "spaza"', search: 'spaza' },
  { label: 'rare name "zanele molefe 7"', search: 'zanele molefe 7' },
] as const;

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

export async function seedManyUsers(db: TDb, count: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Profiles and roles are written here as the sign-up would; no trigger is needed for them.
    await tx.execute(sql`CREATE TEMP TABLE many_users ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, n,
             (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' ||
             (${textArray(SURNAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || ' ' || n AS full_name,
             CASE WHEN n % 3 = 0 THEN (${textArray(COMPANIES)})[1 + n % ${COMPANIES.length}] END AS company_name,
             now() - (n || ' minutes')::interval AS created_at
        FROM generate_series(1, ${count}) AS n`);
    await tx.execute(sql`INSERT INTO users (id, name, email, email_verified, created_at)
      SELECT id, full_name, 'user' || n || '@many.masakhane.demo', n % 10 <> 0, created_at FROM many_users`);
    await tx.execute(sql`INSERT INTO profiles (user_id, full_name, company_name, email, created_at)
      SELECT id, full_name, company_name, 'user' || n || '@many.masakhane.demo', created_at FROM many_users`);
    await tx.execute(sql`INSERT INTO user_roles (user_id, role) SELECT id, 'user' FROM many_users`);

    const staffId = randomUUID();
    await tx.execute(sql`INSERT INTO users (id, name, email, email_verified)
      VALUES (${staffId}, 'Bench Staff', ${BENCH_STAFF_EMAIL}, true)`);
    await tx.execute(
      sql`INSERT INTO accounts (user_id, account_id, provider_id, password) VALUES (${staffId}, ${staffId}, 'credential', ${passwordHash})`,
    );
    await tx.execute(
      sql`INSERT INTO profiles (user_id, full_name, email) VALUES (${staffId}, 'Bench Staff', ${BENCH_STAFF_EMAIL})`,
    );
    await tx.execute(
      sql`INSERT INTO user_roles (user_id, role) VALUES (${staffId}, 'user'), (${staffId}, 'site_admin')`,
    );
  });
  await db.execute(sql`ANALYZE users, profiles, user_roles`);
}
