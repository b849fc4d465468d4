import type { featureFlags } from '../db/schema';

/** The ten features of the spec, with their categories; all enabled out of the box. */
export const FEATURE_FLAG_SEED = [
  {
    featureKey: 'contributions',
    featureName: 'Contributions',
    category: 'payments',
    description: 'Record and view member contributions',
    isCritical: true,
  },
  {
    featureKey: 'loans',
    featureName: 'Loans',
    category: 'payments',
    description: 'Loan requests, approvals and repayments',
    isCritical: false,
  },
  {
    featureKey: 'transactions',
    featureName: 'Transactions',
    category: 'payments',
    description: 'The master book seen from the bank account',
    isCritical: true,
  },
  {
    featureKey: 'analytics',
    featureName: 'Analytics',
    category: 'analytics',
    description: 'Trends and figures for organization admins',
    isCritical: false,
  },
  {
    featureKey: 'members',
    featureName: 'Members',
    category: 'general',
    description: 'Member directory of an organization',
    isCritical: false,
  },
  {
    featureKey: 'reports',
    featureName: 'Reports',
    category: 'analytics',
    description: 'Financial and activity reports as PDF and CSV',
    isCritical: false,
  },
  {
    featureKey: 'receipts',
    featureName: 'Receipts',
    category: 'payments',
    description: 'PDF receipts, e-mailed to members',
    isCritical: false,
  },
  {
    featureKey: 'submit_request',
    featureName: 'Submit Request',
    category: 'communication',
    description: 'Send a request to an organization or the site operators',
    isCritical: false,
  },
  {
    featureKey: 'view_submissions',
    featureName: 'View Submissions',
    category: 'communication',
    description: 'Review and manage submitted requests',
    isCritical: false,
  },
  {
    featureKey: 'organizations_browser',
    featureName: 'Organizations Browser',
    category: 'general',
    description: 'Browse organizations and ask to join',
    isCritical: false,
  },
] as const satisfies readonly Omit<typeof featureFlags.$inferInsert, 'id'>[];
