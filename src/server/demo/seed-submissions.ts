import { submissions } from '../db/schema';
import type { TDemoUserKey } from './demo-users';
import type { TDemoOrganizationKey, TSeedContext } from './seed-context';
import { addDays, atSastHour } from './seed-dates';

type TSubmissionRow = typeof submissions.$inferInsert;

type TSubmissionPlan = Pick<
  TSubmissionRow,
  'submissionType' | 'title' | 'description' | 'priority' | 'status'
> & {
  from: TDemoUserKey;
  /** An organization, or null for the site operators. */
  to: TDemoOrganizationKey | null;
  daysAgo: number;
  resolutionNotes?: string;
};

const SUBMISSIONS: readonly TSubmissionPlan[] = [
  {
    from: 'thandi',
    to: null,
    daysAgo: 40,
    submissionType: 'feature_request',
    priority: 'medium',
    status: 'in_progress',
    title: 'SMS reminders before the debit order date',
    description:
      'Many of our older members do not use e-mail. Could Masakhane send an SMS two days before contributions are due?',
  },
  {
    from: 'nomsa',
    to: 'burial',
    daysAgo: 75,
    submissionType: 'question',
    priority: 'medium',
    status: 'resolved',
    title: 'How much cover do I have for my parents?',
    description:
      'My mother and father are both on my policy. What does the society pay out for each of them?',
    resolutionNotes:
      'Explained at the monthly meeting: R5 000 for each registered parent, paid within 48 hours of the death certificate.',
  },
  {
    from: 'ayanda',
    to: 'coop',
    daysAgo: 180,
    submissionType: 'complaint',
    priority: 'high',
    status: 'resolved',
    title: 'My contribution is not showing',
    description: 'I paid by EFT on the 3rd but my history still shows nothing for this month.',
    resolutionNotes:
      'The debit order was returned by the bank (account closed). Please update your banking details.',
  },
  {
    from: 'bongani',
    to: null,
    daysAgo: 9,
    submissionType: 'bug_report',
    priority: 'high',
    status: 'pending',
    title: 'Receipt PDF shows the wrong month',
    description:
      'The receipt for my contribution paid on the 1st shows the previous month in the description.',
  },
  {
    from: 'sipho',
    to: 'stokvel',
    daysAgo: 14,
    submissionType: 'other',
    priority: 'low',
    status: 'pending',
    title: 'Move the December share-out to the 15th',
    description:
      'Several members travel home before the 20th. Can we vote on sharing out on 15 December instead?',
  },
  {
    from: 'lerato',
    to: null,
    daysAgo: 120,
    submissionType: 'feature_request',
    priority: 'low',
    status: 'rejected',
    title: 'Export contributions to Excel',
    description: 'Our auditor wants the contributions as an Excel workbook.',
    resolutionNotes: 'The CSV export opens directly in Excel; a separate .xlsx export is not planned.',
  },
  {
    from: 'ayanda',
    to: 'club',
    daysAgo: 4,
    submissionType: 'question',
    priority: 'medium',
    status: 'in_progress',
    title: 'When will my approved loan be paid out?',
    description: 'My loan was approved last week. When can I expect the money in my account?',
  },
  {
    from: 'newcomer',
    to: null,
    daysAgo: 2,
    submissionType: 'bug_report',
    priority: 'low',
    status: 'resolved',
    title: 'Verification e-mail took an hour to arrive',
    description: 'I signed up and the verification e-mail only arrived an hour later.',
    resolutionNotes: 'The mail provider delayed delivery that morning; the queue has been cleared.',
  },
];

/** Requests to organizations and to the site operators, in every type, priority and status. */
export async function seedSubmissions(ctx: TSeedContext): Promise<void> {
  const rows = SUBMISSIONS.map(({ from, to, daysAgo, resolutionNotes, ...plan }): TSubmissionRow => {
    const created = atSastHour(addDays(ctx.today, -daysAgo), 9);
    const updated =
      plan.status === 'pending' ? created : atSastHour(addDays(ctx.today, -Math.floor(daysAgo / 2)), 15);
    return {
      ...plan,
      userId: ctx.userId(from),
      targetType: to ? 'organization' : 'site_operators',
      organizationId: to ? ctx.organization(to).id : null,
      resolutionNotes: resolutionNotes ?? null,
      createdAt: created,
      updatedAt: updated,
    };
  });
  await ctx.db.insert(submissions).values(rows);
}
