import type { TOrganizationType } from '../../shared/organization-types';
import type { TDbOrTx } from '../db/client';
import { DEMO_ORGANIZATIONS, DEMO_USERS, type TDemoUserKey } from './demo-users';
import { toCalendarDate } from './seed-dates';
import { createRandom, type TRandom } from './seed-random';

export type TDemoOrganizationKey = (typeof DEMO_ORGANIZATIONS)[number]['key'];

export type TSeedMember = { key: TDemoUserKey; id: string; name: string };

export type TSeedOrganization = {
  key: TDemoOrganizationKey;
  id: string;
  name: string;
  type: TOrganizationType;
  /** Initials of the name, the prefix of its reference numbers ('UBS'). */
  prefix: string;
  monthlyContributionCents: number;
  /** The first admin: treasurer who records money and decides loans. */
  admin: TSeedMember;
  /** Admins first, then members, in demo-users order. */
  members: TSeedMember[];
};

export type TSeedContext = {
  db: TDbOrTx;
  /** Today's calendar date, 'YYYY-MM-DD'. */
  today: string;
  random: TRandom;
  userId: (key: TDemoUserKey) => string;
  member: (key: TDemoUserKey) => TSeedMember;
  organization: (key: TDemoOrganizationKey) => TSeedOrganization;
  organizations: TSeedOrganization[];
  /** 'UBS-2026-03-0042': one running number per organization for money records. */
  nextReference: (organization: TSeedOrganization, date: string) => string;
};

/** Fixed, so two seeds on the same day produce the same history. */
const SEED = 0x5eed_2026;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
}

/** The ids of the demo users and organizations, by their demo key. */
export type TSeededIds = {
  users: Record<string, string>;
  organizations: Record<string, string>;
};

export function createSeedContext(db: TDbOrTx, ids: TSeededIds, today: Date): TSeedContext {
  const userId = (key: TDemoUserKey) => {
    const id = ids.users[key];
    if (!id) throw new Error(`demo user ${key} was not seeded`);
    return id;
  };
  const member = (key: TDemoUserKey): TSeedMember => {
    const demo = DEMO_USERS.find((user) => user.key === key);
    if (!demo) throw new Error(`unknown demo user ${key}`);
    return { key, id: userId(key), name: demo.name };
  };
  const organizations = DEMO_ORGANIZATIONS.map((demo): TSeedOrganization => {
    const id = ids.organizations[demo.key];
    if (!id) throw new Error(`demo organization ${demo.key} was not seeded`);
    const members = [...demo.admins, ...demo.members].map(member);
    const [admin] = members;
    if (!admin) throw new Error(`demo organization ${demo.key} has no admin`);
    return {
      key: demo.key,
      id,
      name: demo.name,
      type: demo.type,
      prefix: initialsOf(demo.name),
      monthlyContributionCents: demo.monthlyContributionCents,
      admin,
      members,
    };
  });
  const organization = (key: TDemoOrganizationKey) => {
    const found = organizations.find((org) => org.key === key);
    if (!found) throw new Error(`unknown demo organization ${key}`);
    return found;
  };
  const counters = new Map<string, number>();
  const nextReference = (org: TSeedOrganization, date: string) => {
    const next = (counters.get(org.id) ?? 0) + 1;
    counters.set(org.id, next);
    return `${org.prefix}-${date.slice(0, 7)}-${String(next).padStart(4, '0')}`;
  };
  return {
    db,
    today: toCalendarDate(today),
    random: createRandom(SEED),
    userId,
    member,
    organization,
    organizations,
    nextReference,
  };
}
