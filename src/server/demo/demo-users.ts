import type { TOrganizationType } from '../../shared/organization-types';

export const DEMO_PASSWORD = 'Masakhane#2026';

export type TDemoUser = {
  key: string;
  email: string;
  name: string;
  platformRole: 'user' | 'site_admin' | 'developer';
  description: string;
};

export const DEMO_USERS = [
  {
    key: 'developer',
    email: 'dev@masakhane.demo',
    name: 'Zanele Dlamini',
    platformRole: 'developer',
    description: 'developer (everything, incl. security and logs)',
  },
  {
    key: 'siteAdmin',
    email: 'admin@masakhane.demo',
    name: 'Pieter van Wyk',
    platformRole: 'site_admin',
    description: 'site admin (platform administration)',
  },
  {
    key: 'thandi',
    email: 'thandi@masakhane.demo',
    name: 'Thandi Mokoena',
    platformRole: 'user',
    description: 'admin of Ubuntu Burial Society, member of Kasi Savings Stokvel',
  },
  {
    key: 'sipho',
    email: 'sipho@masakhane.demo',
    name: 'Sipho Nkosi',
    platformRole: 'user',
    description: 'admin of Kasi Savings Stokvel, member of Ubuntu Burial Society',
  },
  {
    key: 'lerato',
    email: 'lerato@masakhane.demo',
    name: 'Lerato Khumalo',
    platformRole: 'user',
    description: 'admin of Ikhwezi Cooperative and (with Kagiso) Vuka Investment Club',
  },
  {
    key: 'nomsa',
    email: 'nomsa@masakhane.demo',
    name: 'Nomsa Zulu',
    platformRole: 'user',
    description: 'member of Ubuntu Burial Society and Ikhwezi Cooperative',
  },
  {
    key: 'bongani',
    email: 'bongani@masakhane.demo',
    name: 'Bongani Mthembu',
    platformRole: 'user',
    description: 'member of Ubuntu Burial Society and Kasi Savings Stokvel',
  },
  {
    key: 'ayanda',
    email: 'ayanda@masakhane.demo',
    name: 'Ayanda Ndlovu',
    platformRole: 'user',
    description: 'member of four organizations',
  },
  {
    key: 'kagiso',
    email: 'kagiso@masakhane.demo',
    name: 'Kagiso Molefe',
    platformRole: 'user',
    description: 'admin of the SACCO, community fund, non-profit and (with Lerato) Vuka Investment Club',
  },
  {
    key: 'newcomer',
    email: 'newcomer@masakhane.demo',
    name: 'Naledi Petersen',
    platformRole: 'user',
    description: 'no organization yet (has a pending join request)',
  },
] as const satisfies readonly TDemoUser[];

export type TDemoUserKey = (typeof DEMO_USERS)[number]['key'];

export type TDemoOrganization = {
  key: string;
  name: string;
  type: TOrganizationType;
  description: string;
  email: string;
  phone: string;
  monthlyContributionCents: number;
  admins: readonly TDemoUserKey[];
  members: readonly TDemoUserKey[];
  settings: { require_approval: boolean; allow_public_join: boolean; max_members: number | null };
};

export const DEMO_ORGANIZATIONS = [
  {
    key: 'burial',
    name: 'Ubuntu Burial Society',
    type: 'burial_society',
    description:
      'Dignified funerals for our families in Soweto since 1998. Monthly premiums, cover from day one.',
    email: 'ubuntu.burial@masakhane.demo',
    phone: '011 555 0101',
    monthlyContributionCents: 25_000,
    admins: ['thandi'],
    members: ['sipho', 'nomsa', 'bongani', 'ayanda'],
    settings: { require_approval: true, allow_public_join: false, max_members: 200 },
  },
  {
    key: 'stokvel',
    name: 'Kasi Savings Stokvel',
    type: 'stokvel',
    description: 'Twelve friends saving together for December groceries and school fees.',
    email: 'kasi.stokvel@masakhane.demo',
    phone: '021 555 0102',
    monthlyContributionCents: 50_000,
    admins: ['sipho'],
    members: ['thandi', 'bongani', 'ayanda'],
    settings: { require_approval: true, allow_public_join: false, max_members: 12 },
  },
  {
    key: 'coop',
    name: 'Ikhwezi Cooperative',
    type: 'cooperative',
    description: 'A farming cooperative in the Eastern Cape pooling money for seed, tools and transport.',
    email: 'ikhwezi@masakhane.demo',
    phone: '043 555 0103',
    monthlyContributionCents: 30_000,
    admins: ['lerato'],
    members: ['nomsa', 'ayanda'],
    settings: { require_approval: true, allow_public_join: false, max_members: null },
  },
  {
    key: 'club',
    name: 'Vuka Investment Club',
    type: 'investment_club',
    description: 'Young professionals investing together in unit trusts and property.',
    email: 'vuka@masakhane.demo',
    phone: '012 555 0104',
    monthlyContributionCents: 100_000,
    // Two admins, so its risky money moves can need both (two to sign).
    admins: ['lerato', 'kagiso'],
    members: ['ayanda'],
    settings: { require_approval: true, allow_public_join: false, max_members: 25 },
  },
  {
    key: 'general',
    name: 'Masakhane Community Group',
    type: 'general',
    description: 'Neighbours in Khayelitsha supporting each other: open to everyone nearby.',
    email: 'community@masakhane.demo',
    phone: '021 555 0105',
    monthlyContributionCents: 10_000,
    admins: ['thandi'],
    members: [],
    settings: { require_approval: false, allow_public_join: true, max_members: null },
  },
  {
    key: 'sacco',
    name: 'Siyakha SACCO',
    type: 'sacco',
    description: 'A savings and credit cooperative for taxi owners in Durban.',
    email: 'siyakha@masakhane.demo',
    phone: '031 555 0106',
    monthlyContributionCents: 75_000,
    admins: ['kagiso'],
    members: [],
    settings: { require_approval: true, allow_public_join: false, max_members: null },
  },
  {
    key: 'fund',
    name: 'Thusanang Community Fund',
    type: 'community_fund',
    description: 'A township fund for emergencies, bursaries and small business grants.',
    email: 'thusanang@masakhane.demo',
    phone: '051 555 0107',
    monthlyContributionCents: 15_000,
    admins: ['kagiso'],
    members: [],
    settings: { require_approval: true, allow_public_join: false, max_members: null },
  },
  {
    key: 'nonprofit',
    name: 'Hope Outreach',
    type: 'non_profit',
    description: 'Volunteers running a soup kitchen and homework club in Mitchells Plain.',
    email: 'hope@masakhane.demo',
    phone: '021 555 0108',
    monthlyContributionCents: 5_000,
    admins: ['kagiso'],
    members: [],
    settings: { require_approval: true, allow_public_join: false, max_members: null },
  },
] as const satisfies readonly TDemoOrganization[];
