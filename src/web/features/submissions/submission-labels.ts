/** Request types and recipients of spec part 2 section 5, with the words people read. */
export const SUBMISSION_TYPE_LABELS = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  question: 'Question',
  complaint: 'Complaint',
  other: 'Other',
} as const;

export const SUBMISSION_PRIORITY_OPTIONS = [
  { value: 'all', label: 'All Priorities' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;
