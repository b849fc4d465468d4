import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { TDb } from '../db/client';
import {
  accounts,
  featureFlags,
  organizations,
  profiles,
  userOrganizations,
  userRoles,
  users,
} from '../db/schema';
// The seed posts through the money kernel and refreshes standings, which read what the features register
// there: load the composition, so a seed run without the app (a script, a test file on its own) has it too.
import '../wiring';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { FEATURE_FLAG_SEED } from './feature-flags';
import type { TSeededIds } from './seed-context';
import { seedHistory } from './seed-history';
import { seedSiteActivity } from './seed-site-activity';

/** The feature flags every database needs; safe to run on every start. */
export async function seedFeatureFlags(db: TDb): Promise<void> {
  await db
    .insert(featureFlags)
    .values([...FEATURE_FLAG_SEED])
    .onConflictDoNothing();
}

/**
 * A demo user's id, the same on every seed (a version-4 shaped UUID from the key's SHA-256), so what depends
 * on the ids, such as the demo stokvel's drawn payout order, is the same on every seed too.
 */
function demoUserId(key: string): string {
  const hex = createHash('sha256').update(`masakhane-demo-user:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Seeds the demo data on an empty database (no users yet) and returns true; otherwise only makes
 * sure the feature flags exist and returns false. Deterministic for a given day.
 */
export async function seedDemoData(db: TDb, today: Date = new Date()): Promise<boolean> {
  await seedFeatureFlags(db);
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: TSeededIds = { users: {}, organizations: {} };
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({ id: demoUserId(demo.key), name: demo.name, email: demo.email, emailVerified: true })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      ids.users[demo.key] = user.id;
      await tx
        .insert(accounts)
        .values({ userId: user.id, accountId: user.id, providerId: 'credential', password: passwordHash });
      await tx
        .insert(profiles)
        .values({ userId: user.id, fullName: demo.name, email: demo.email, primaryRole: demo.platformRole });
      await tx.insert(userRoles).values({ userId: user.id, role: 'user' });
      if (demo.platformRole !== 'user')
        await tx.insert(userRoles).values({ userId: user.id, role: demo.platformRole });
    }
    for (const demo of DEMO_ORGANIZATIONS) {
      const creator = ids.users[demo.admins[0]] as string;
      const [org] = await tx
        .insert(organizations)
        .values({
          name: demo.name,
          organizationType: demo.type,
          description: demo.description,
          email: demo.email,
          phone: demo.phone,
          settings: demo.settings,
          createdBy: creator,
          // Founded two years back, before the twelve months of seeded history (postings cannot predate it).
          createdAt: new Date(today.getFullYear() - 2, today.getMonth(), 1),
        })
        .returning({ id: organizations.id });
      if (!org) throw new Error('organization insert returned no row');
      ids.organizations[demo.key] = org.id;
      const joinedAt = new Date(today.getFullYear() - 1, today.getMonth(), 1);
      await tx.insert(userOrganizations).values([
        ...demo.admins.map((key) => ({
          organizationId: org.id,
          userId: ids.users[key] as string,
          role: 'admin' as const,
          joinedAt,
        })),
        ...demo.members.map((key) => ({
          organizationId: org.id,
          userId: ids.users[key] as string,
          role: 'member' as const,
          joinedAt,
          invitedBy: creator,
          invitationAcceptedAt: joinedAt,
        })),
      ]);
    }
    await seedHistory(tx, ids, today);
    await seedSiteActivity(tx, today);
  });
  return true;
}
