import {
  Bell,
  BookOpenCheck,
  CreditCard,
  FileText,
  HeartHandshake,
  type LucideIcon,
  Repeat,
  ScanLine,
  ShieldCheck,
} from 'lucide-react';

export type THomeFeature = { icon: LucideIcon; title: string; text: string };

/** The product's claims as the spec lists them (part 1, section 1). */
export const HOME_FEATURES: THomeFeature[] = [
  {
    icon: CreditCard,
    title: 'In-app payments',
    text: 'Members pay their contributions from the app, and each payment lands on the group’s record straight away.',
  },
  {
    icon: FileText,
    title: 'PDF receipts, automatically',
    text: 'Every payment gets a numbered PDF receipt, ready to download or e-mail to the member.',
  },
  {
    icon: ScanLine,
    title: 'Payment-slip verification',
    text: 'Members upload the bank slip; it is checked against the payment so the treasurer does not have to squint at photos.',
  },
  {
    icon: HeartHandshake,
    title: 'Daily burial cover tracking',
    text: 'Burial societies see, day by day, which members and dependants are covered and whose cover is at risk.',
  },
  {
    icon: BookOpenCheck,
    title: 'A master book per society',
    text: 'A digital ledger for each group: every rand in or out is one balanced entry, corrected by reversal, never erased.',
  },
  {
    icon: ShieldCheck,
    title: 'Role-based access',
    text: 'Admins run the group; members see their own records and the group’s totals. Nobody sees another group’s money.',
  },
  {
    icon: Bell,
    title: 'Real-time notifications',
    text: 'Contributions, loans and approvals show up for everyone at once, without refreshing the page.',
  },
  {
    icon: Repeat,
    title: 'Switch between societies',
    text: 'Belong to a burial society and a stokvel? One account holds both; switch with one tap.',
  },
];

/** The home page's figures block (spec part 1, section 1). */
export const HOME_FIGURES = [
  { value: '99.9%', label: 'Uptime' },
  { value: '800K+', label: 'Societies in South Africa' },
  { value: 'R50B+', label: 'Managed by community groups' },
] as const;

export const GROUP_TYPES = [
  'Stokvels',
  'Burial societies',
  'Savings cooperatives',
  'Investment clubs',
  'Community funds',
] as const;
