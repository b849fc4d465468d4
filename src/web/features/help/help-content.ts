import { CONTACT_DETAILS } from '../../lib/contact-details';

/** The operator's contact details: the very ones the public contact page shows. */
export const SUPPORT_CONTACT = {
  email: CONTACT_DETAILS.emails[1].address,
  phones: CONTACT_DETAILS.phones,
  hours: CONTACT_DETAILS.hours,
  location: CONTACT_DETAILS.location,
} as const;

export type TFaqItem = { question: string; answer: string };

/** The eight questions of the FAQ tab. */
export const FAQ_ITEMS: readonly TFaqItem[] = [
  {
    question: 'How do I join an organization?',
    answer:
      'Open Organizations, find your group and choose Request to Join. An admin of the organization approves the request, and the organization then appears in your organization switcher.',
  },
  {
    question: 'How do I create an organization?',
    answer:
      'Open Organizations and choose Create Organization. You become its first admin and can invite members, approve join requests and change its settings.',
  },
  {
    question: 'Who can see my contributions and loans?',
    answer:
      "You see your own history and totals. Your organization's admins see the organization's figures and lists. Other members never see your payments.",
  },
  {
    question: "Why can't I see Analytics or Reports?",
    answer:
      "Analytics is for organization admins and site admins, and reports are for admins only. If you run your group's books, ask an admin of your organization to make you an admin.",
  },
  {
    question: 'Who can see receipts?',
    answer:
      'Members see their own receipts. Organization admins see all receipts for their organization and can e-mail or download them.',
  },
  {
    question: 'What does "Access Denied" (403) mean?',
    answer:
      'Your role does not have access to that page, the feature is switched off for now, or you are not a member of the organization. Go back to the dashboard, or contact support if you think you should have access.',
  },
  {
    question: 'How do I switch between organizations?',
    answer:
      'Use the organization switcher at the top of the sidebar. Every page then shows the organization you picked, and this browser remembers your choice.',
  },
  {
    question: 'How do I keep my account secure?',
    answer:
      'Use a long password you do not use elsewhere, turn on two-factor authentication, and sign out on shared devices. Masakhane never asks for your password by e-mail or phone.',
  },
];

/** Case-insensitive search over questions and answers. */
export function searchFaq(items: readonly TFaqItem[], query: string): TFaqItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter(
    (item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
  );
}

export type TGuide = { title: string; steps: readonly string[] };

export const GUIDES: readonly TGuide[] = [
  {
    title: 'Join your organization',
    steps: [
      'Open Organizations from the sidebar.',
      'Search for your stokvel, burial society or group by name.',
      'Choose Request to Join and add a short message for the admins.',
      'Once an admin approves, the organization appears in your switcher.',
    ],
  },
  {
    title: 'Switch between organizations',
    steps: [
      'Open the organization switcher at the top of the sidebar.',
      'Pick the organization you want to work in; a tick marks the current one.',
      'Every page now shows that organization. Your choice is remembered in this browser.',
    ],
  },
  {
    title: 'Find any page quickly',
    steps: [
      'Press Ctrl+K (⌘K on a Mac) or use the search button in the header.',
      'Type part of a page name, such as "rec" for Receipts.',
      'Press Enter to open the highlighted page.',
    ],
  },
  {
    title: 'Ask for help',
    steps: [
      'Open Submit Request from the sidebar.',
      "Send your request to your organization's admins or to the Masakhane team.",
      'Follow its progress under View Submissions, or contact support directly.',
    ],
  },
];
