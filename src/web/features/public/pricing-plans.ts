/** A plan on the pricing page (spec part 2, section 9). Prices are monthly, in cents. */
export type TPricingPlan = {
  id: 'burial_society' | 'stokvel' | 'cooperative' | 'investment_club';
  name: string;
  priceCents: number;
  members: number;
  description: string;
  /** What this plan adds to the one before it. */
  adds: string[];
  isMostPopular: boolean;
};

export const PRICING_PLANS: TPricingPlan[] = [
  {
    id: 'burial_society',
    name: 'Burial Society Tier 1',
    priceCents: 400_00,
    members: 30,
    description: 'For a burial society that wants its book, cover and payouts in order.',
    adds: ['Loan management', 'Advanced reporting', 'Document storage', 'Priority support'],
    isMostPopular: false,
  },
  {
    id: 'stokvel',
    name: 'Stokvel',
    priceCents: 500_00,
    members: 50,
    description: 'For savings and rotating stokvels with monthly contributions and payouts.',
    adds: ['Organization management', 'Payout tracking', 'Member self-service statements'],
    isMostPopular: true,
  },
  {
    id: 'cooperative',
    name: 'Cooperative',
    priceCents: 1299_00,
    members: 150,
    description: 'For savings cooperatives that lend to members and report to them.',
    adds: ['Up to 150 members', 'Investment tracking', 'API access'],
    isMostPopular: false,
  },
  {
    id: 'investment_club',
    name: 'Investment Club',
    priceCents: 1599_00,
    members: 150,
    description: 'For investment clubs that track a portfolio and the tax that comes with it.',
    adds: ['Portfolio management', 'Tax reporting', 'White-label options'],
    isMostPopular: false,
  },
];

export const ALL_PLANS_INCLUDE = [
  'A master book (double-entry ledger) per organization',
  'PDF receipts for every payment',
  'Role-based access for admins and members',
  'Real-time updates for everyone in the group',
  'Works on any phone, tablet or computer',
  'Data kept private in line with POPIA',
] as const;

export const PRICING_FAQ = [
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Tell us through the contact form or Submit Request and we move your organization to the new plan from your next month.',
  },
  {
    question: 'How do we pay?',
    answer: 'By card or EFT, in South African rand (ZAR). You receive a tax invoice every month.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Every plan starts with a 14-day free trial. No card is required to start.',
  },
  {
    question: 'Our group needs something special. Can you help?',
    answer:
      'Yes. For enterprise customers and federations of societies we build custom features and integrations. Contact sales to talk it through.',
  },
] as const;
