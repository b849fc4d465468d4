import {
  Bell,
  BookOpenCheck,
  CreditCard,
  FileText,
  HandCoins,
  HeartHandshake,
  Landmark,
  LineChart,
  type LucideIcon,
  Repeat,
  ScanLine,
  ShieldCheck,
} from 'lucide-react';

type TFeatureGroup = {
  id: string;
  title: string;
  intro: string;
  items: { icon: LucideIcon; title: string; text: string }[];
};

/** The features page, grouped by who they help most. */
export const FEATURE_GROUPS: TFeatureGroup[] = [
  {
    id: 'money',
    title: 'Money in and out, on the record',
    intro: 'Every rand that moves is written down once, where everyone who should see it can.',
    items: [
      {
        icon: CreditCard,
        title: 'In-app payments',
        text: 'Members pay contributions from the app and the payment is on the group’s record at once, with the date, amount and reference.',
      },
      {
        icon: ScanLine,
        title: 'Payment-slip verification',
        text: 'Paid at the bank instead? Upload the slip and it is checked against the contribution, so nobody has to compare screenshots in a chat group.',
      },
      {
        icon: FileText,
        title: 'PDF receipts',
        text: 'Every payment gets a numbered PDF receipt that members can download, and treasurers can e-mail with one click.',
      },
      {
        icon: HandCoins,
        title: 'Loans and repayments',
        text: 'Where your group lends to members, loans, interest and repayments are tracked against the same book as contributions.',
      },
    ],
  },
  {
    id: 'book',
    title: 'A master book you can trust',
    intro: 'The exercise book, kept properly: nothing erased, everything adds up.',
    items: [
      {
        icon: BookOpenCheck,
        title: 'Double-entry ledger per society',
        text: 'Each group has its own digital ledger. Every entry balances, and a mistake is corrected with a reversing entry, never rubbed out.',
      },
      {
        icon: LineChart,
        title: 'Reports and analytics',
        text: 'Monthly statements, member activity, the loan book and an audit trail, as PDF or spreadsheet, for the AGM or the bank.',
      },
      {
        icon: HeartHandshake,
        title: 'Daily burial cover tracking',
        text: 'Burial societies see each day who is covered, and whose cover is at risk because of missed payments.',
      },
    ],
  },
  {
    id: 'people',
    title: 'For every member, the right view',
    intro: 'Admins run the group; members see what concerns them.',
    items: [
      {
        icon: ShieldCheck,
        title: 'Role-based access',
        text: 'Organization admins manage members, money and settings. Members see their own history and the group’s totals, and nothing of other groups.',
      },
      {
        icon: Bell,
        title: 'Real-time notifications',
        text: 'A contribution recorded, a loan approved, a join request waiting: everyone sees it as it happens, without refreshing.',
      },
      {
        icon: Repeat,
        title: 'Switch between societies',
        text: 'One account for your burial society, your stokvel and your investment club. Switch in one tap; each group’s records stay separate.',
      },
      {
        icon: Landmark,
        title: 'Made for South Africa',
        text: 'Amounts in rand, dates the South African way, and personal information handled in line with POPIA.',
      },
    ],
  },
];
