/** The priority filter of View Submissions (spec part 2, section 2). */
export const SUBMISSION_PRIORITY_OPTIONS = [
  { value: 'all', label: 'All Priorities' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

/** Who a request can go to, as the recipient select shows it. */
export const SUBMISSION_TARGET_LABELS = {
  organization: 'My organization',
  site_operators: 'Site operators (Masakhane team)',
} as const;
