import type { TDbOrTx } from '../db/client';
import { authEvents, contactMessages, earlyAccessSignups, pageViews } from '../db/schema';
import { createRandom } from './seed-random';

const DAY_MS = 86_400_000;
const PAGES = ['/', '/', '/', '/features', '/pricing', '/about', '/contact', '/auth', '/dashboard'] as const;
const REFERRERS = [
  null,
  null,
  'https://www.google.com/',
  'https://www.facebook.com/',
  'https://wa.me/',
  'https://www.bing.com/',
] as const;
const BROKEN = ['/stokvel-rules', '/signup', '/wp-login.php'] as const;

const SIGNUPS = [
  {
    email: 'nandi.mahlangu@example.co.za',
    sourcePage: 'home',
    contacted: true,
    notes: 'Runs a 30-member grocery stokvel in Soweto; demo booked.',
  },
  { email: 'kabelo.moloi@example.co.za', sourcePage: 'home', contacted: false, notes: null },
  { email: 'ayanda.ndlovu@example.co.za', sourcePage: 'features', contacted: false, notes: null },
  {
    email: 'treasurer@ilanga-burial.example.org',
    sourcePage: 'pricing',
    contacted: true,
    notes: 'Burial society, 120 members. Asked about paper records import.',
  },
  { email: 'lindiwe.sithole@example.co.za', sourcePage: 'home', contacted: false, notes: null },
  { email: 'refilwe.tau@example.co.za', sourcePage: 'about', contacted: false, notes: null },
] as const;

const MESSAGES = [
  {
    name: 'Gogo Mavis Dube',
    email: 'mavis.dube@example.co.za',
    phone: '082 555 0143',
    message: 'Good day. Can our burial society keep its old book balances when we move to Masakhane?',
    handled: true,
  },
  {
    name: 'Themba Khoza',
    email: 'themba.khoza@example.co.za',
    phone: null,
    message: 'Is there a fee for a stokvel with 15 members? We pay out every December.',
    handled: false,
  },
  {
    name: 'Precious Radebe',
    email: 'precious.radebe@example.co.za',
    phone: '071 555 0199',
    message: 'I did not get the e-mail to verify my address. Please help.',
    handled: false,
  },
] as const;

/**
 * The public site's side of the demo: early-access signups, contact messages, thirty days of page views with
 * referrers and a few broken links, and some failed sign-ins for the security page. Deterministic.
 */
export async function seedSiteActivity(db: TDbOrTx, today: Date): Promise<void> {
  const random = createRandom(20_261_123);
  const now = today.getTime();
  await db
    .insert(earlyAccessSignups)
    .values(
      SIGNUPS.map((signup, index) => ({ ...signup, createdAt: new Date(now - (index * 3 + 1) * DAY_MS) })),
    );
  await db.insert(contactMessages).values(
    MESSAGES.map(({ handled, ...message }, index) => {
      const createdAt = new Date(now - (index * 2 + 1) * DAY_MS);
      return {
        ...message,
        createdAt,
        handledAt: handled ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
      };
    }),
  );
  const views: (typeof pageViews.$inferInsert)[] = [];
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) {
    const visits = random.int(8, 30);
    for (let visit = 0; visit < visits; visit++) {
      const createdAt = new Date(now - daysAgo * DAY_MS - random.int(0, DAY_MS - 1));
      views.push({ path: random.pick(PAGES), referrer: random.pick(REFERRERS), statusCode: 200, createdAt });
    }
    if (random.chance(0.3)) {
      views.push({
        path: random.pick(BROKEN),
        referrer: random.pick(REFERRERS),
        statusCode: 404,
        createdAt: new Date(now - daysAgo * DAY_MS),
      });
    }
  }
  await db.insert(pageViews).values(views);
  await db.insert(authEvents).values(
    [1, 1, 2, 4, 4, 4].map((daysAgo, index) => ({
      kind: 'sign_in_failed' as const,
      email: index < 3 ? 'sipho@masakhane.demo' : 'unknown@example.com',
      ipAddress: `198.51.100.${10 + daysAgo}`,
      createdAt: new Date(now - daysAgo * DAY_MS),
    })),
  );
}
