import { z } from 'zod';

/** Spec part 2, sections 3 to 5 and 9: what a request is about, who it goes to, how urgent, where it stands. */
export const SUBMISSION_TYPES = ['bug_report', 'feature_request', 'question', 'complaint', 'other'] as const;
export const SUBMISSION_TARGETS = ['organization', 'site_operators'] as const;
export const SUBMISSION_PRIORITIES = ['low', 'medium', 'high'] as const;
export const SUBMISSION_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'] as const;

/** Spec part 2, section 9: the most submissions one list reads. */
export const SUBMISSIONS_READ_LIMIT = 100;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const RESOLUTION_NOTES_MAX = 2000;

/** Spec part 2, section 5: the organization target without an organization. */
export const ORGANIZATION_REQUIRED_TITLE = 'Organization required';
export const ORGANIZATION_REQUIRED_MESSAGE = 'Please select an organization';

export const ZSubmissionType = z.enum(SUBMISSION_TYPES, 'Please select a request type');
export const ZSubmissionTarget = z.enum(SUBMISSION_TARGETS, 'Please select a recipient');
export const ZSubmissionPriority = z.enum(SUBMISSION_PRIORITIES, 'Please select a priority');
export const ZSubmissionStatus = z.enum(SUBMISSION_STATUSES, 'Please select a status');

const ZTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .min(3, 'Title must be at least 3 characters')
  .max(TITLE_MAX, `Title must be less than ${TITLE_MAX} characters`);

const ZDescription = z
  .string('Description is required')
  .trim()
  .min(1, 'Description is required')
  .min(10, 'Description must be at least 10 characters')
  .max(DESCRIPTION_MAX, `Description must be less than ${DESCRIPTION_MAX} characters`);

/** Submit a Request: organization only (and then required) when the request goes to an organization. */
export const ZCreateSubmission = z
  .object({
    submissionType: ZSubmissionType,
    targetType: ZSubmissionTarget,
    organizationId: z
      .string()
      .trim()
      .max(64)
      .nullish()
      .transform((value) => value || null),
    title: ZTitle,
    description: ZDescription,
    priority: ZSubmissionPriority.default('medium'),
  })
  .superRefine((value, context) => {
    if (value.targetType === 'organization' && !value.organizationId) {
      context.addIssue({ code: 'custom', path: ['organizationId'], message: ORGANIZATION_REQUIRED_MESSAGE });
    }
    if (value.organizationId && !z.uuid().safeParse(value.organizationId).success) {
      context.addIssue({ code: 'custom', path: ['organizationId'], message: ORGANIZATION_REQUIRED_MESSAGE });
    }
  })
  // A request to the site operators belongs to no organization, whatever was sent.
  .transform((value) => ({
    ...value,
    organizationId: value.targetType === 'organization' ? value.organizationId : null,
  }));

const ZResolutionNotes = z
  .string('Resolution notes must be text')
  .trim()
  .max(RESOLUTION_NOTES_MAX, `Resolution notes must be less than ${RESOLUTION_NOTES_MAX} characters`)
  .nullable()
  .transform((value) => value || null);

/** Manage: any of status, priority and notes; empty notes clear them. */
export const ZUpdateSubmission = z
  .object({
    status: ZSubmissionStatus.optional(),
    priority: ZSubmissionPriority.optional(),
    resolutionNotes: ZResolutionNotes.optional(),
  })
  .refine(
    (value) =>
      value.status !== undefined || value.priority !== undefined || value.resolutionNotes !== undefined,
    'Nothing to update',
  );

/** The inline Manage form: every field shown, notes as typed. */
export const ZManageSubmissionForm = z.object({
  status: ZSubmissionStatus,
  priority: ZSubmissionPriority,
  resolutionNotes: z
    .string()
    .trim()
    .max(RESOLUTION_NOTES_MAX, `Resolution notes must be less than ${RESOLUTION_NOTES_MAX} characters`),
});

export const ZSubmissionListQuery = z.object({
  priority: z.enum(['all', ...SUBMISSION_PRIORITIES], 'Unknown priority').default('all'),
  limit: z.coerce.number().int().min(1).max(SUBMISSIONS_READ_LIMIT).default(SUBMISSIONS_READ_LIMIT),
});

export const ZSubmission = z.object({
  id: z.uuid(),
  submissionType: ZSubmissionType,
  targetType: ZSubmissionTarget,
  organizationId: z.uuid().nullable(),
  /** The organization it went to; null for the site operators. */
  organizationName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  priority: ZSubmissionPriority,
  status: ZSubmissionStatus,
  resolutionNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedBy: z.object({
    userId: z.uuid(),
    /** Null when the submitter has no name (shown as "Unknown"). */
    fullName: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Whether the caller may change its status, priority and notes. */
  canManage: z.boolean(),
});

export const ZSubmissionList = z.object({
  submissions: z.array(ZSubmission),
  /** Every submission in this scope matching the filter (the list holds at most the read limit). */
  total: z.number().int(),
});

export type TSubmissionType = z.infer<typeof ZSubmissionType>;
export type TSubmissionTarget = z.infer<typeof ZSubmissionTarget>;
export type TSubmissionPriority = z.infer<typeof ZSubmissionPriority>;
export type TSubmissionStatus = z.infer<typeof ZSubmissionStatus>;
export type TCreateSubmission = z.infer<typeof ZCreateSubmission>;
export type TCreateSubmissionInput = z.input<typeof ZCreateSubmission>;
export type TUpdateSubmission = z.infer<typeof ZUpdateSubmission>;
export type TManageSubmissionForm = z.infer<typeof ZManageSubmissionForm>;
export type TSubmissionListQuery = z.infer<typeof ZSubmissionListQuery>;
export type TSubmission = z.infer<typeof ZSubmission>;
export type TSubmissionList = z.infer<typeof ZSubmissionList>;

/** The words people read for each type and status (e-mails and screens). */
export const SUBMISSION_TYPE_LABELS = {
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  question: 'Question',
  complaint: 'Complaint',
  other: 'Other',
} as const satisfies Record<TSubmissionType, string>;

export const SUBMISSION_STATUS_LABELS = {
  pending: 'Pending',
  in_progress: 'In progress',
  resolved: 'Resolved',
  rejected: 'Rejected',
} as const satisfies Record<TSubmissionStatus, string>;

export const SUBMISSION_PRIORITY_LABELS = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
} as const satisfies Record<TSubmissionPriority, string>;
