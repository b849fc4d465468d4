import { z } from 'zod';
import { ZOwnJoinRequest } from './join-requests';
import { ZMembershipRole, ZOrganizationType } from './me';
import { zPaging } from './paging';
import { ZPhoneText } from './phone';

/** The most members an organization may be limited to; null means unlimited. */
export const MAX_MEMBERS_LIMIT = 100_000;

const ZName = z
  .string({ error: 'Organization name is required' })
  .trim()
  .min(1, 'Organization name is required')
  .max(120, 'Organization name must be less than 120 characters');

/** Optional text: trimmed; empty is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const ZOptionalEmail = z
  .string()
  .trim()
  .max(255, 'Email must be less than 255 characters')
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email('Please enter a valid email address').nullable());

/** In a partial update: omitted stays undefined (unchanged); null or empty clears. */
const patchText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PATCH /orgs/{orgId}: only the fields sent change; description, e-mail and phone may be cleared with null.
 * The name and the type cannot be cleared.
 */
export const ZOrganizationPatch = z
  .object({
    name: ZName.optional(),
    description: patchText(2000, 'Description must be less than 2000 characters'),
    organizationType: ZOrganizationType.optional(),
    email: z
      .string()
      .trim()
      .max(255, 'Email must be less than 255 characters')
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null))
      .pipe(z.email('Please enter a valid email address').nullish()),
    phone: ZPhoneText.nullish().transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one field',
  });

/** Create Organization and the General tab of Organization Settings. */
export const ZOrganizationDetails = z.object({
  name: ZName,
  description: optionalText(2000, 'Description must be less than 2000 characters'),
  organizationType: ZOrganizationType.default('general'),
  email: ZOptionalEmail,
  phone: ZPhoneText.nullish().transform((value) => value || null),
});

export const ZOrganizationSettings = z.object({
  requireApproval: z.boolean(),
  allowPublicJoin: z.boolean(),
  maxMembers: z
    .number({ error: 'Maximum members must be a whole number' })
    .int('Maximum members must be a whole number')
    .min(1, 'Maximum members must be at least 1')
    .max(MAX_MEMBERS_LIMIT, `Maximum members must be at most ${MAX_MEMBERS_LIMIT}`)
    .nullable(),
});

/** The Membership tab: the limit is typed as text; empty means unlimited. */
export const ZMembershipSettingsForm = z.object({
  requireApproval: z.boolean(),
  allowPublicJoin: z.boolean(),
  maxMembers: z
    .string()
    .trim()
    .max(7, 'Maximum members must be a whole number')
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(ZOrganizationSettings.shape.maxMembers),
});

/** Archiving asks the admin to type the organization's name. */
export const ZArchiveOrganization = z.object({
  confirmName: z
    .string({ error: 'Type the organization name to confirm' })
    .trim()
    .min(1, 'Type the organization name to confirm')
    .max(120, 'Organization name must be less than 120 characters'),
});

export const ZOrganizationDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  organizationType: ZOrganizationType,
  logoUrl: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  settings: ZOrganizationSettings,
  active: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  adminCount: z.number().int(),
  /** The caller's role in it; null for platform staff who are not members. */
  myRole: ZMembershipRole.nullable(),
});

export const ZBrowseQuery = z.object({
  search: z.string().trim().max(100, 'Search must be less than 100 characters').optional(),
  ...zPaging(100, 24, 1_000_000),
  /** Platform staff only: list archived organizations too, so they can restore them. */
  includeArchived: z.enum(['true', 'false']).optional(),
});

export const ZBrowseOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  organizationType: ZOrganizationType,
  logoUrl: z.string().nullable(),
  active: z.boolean(),
  memberCount: z.number().int(),
  isMember: z.boolean(),
  /** Joining needs no approval: the request button joins at once. */
  isInstantJoin: z.boolean(),
  myJoinRequest: ZOwnJoinRequest.nullable(),
});

export const ZBrowseResult = z.object({
  organizations: z.array(ZBrowseOrganization),
  total: z.number().int(),
});

export type TOrganizationDetails = z.infer<typeof ZOrganizationDetails>;
export type TOrganizationDetailsInput = z.input<typeof ZOrganizationDetails>;
export type TOrganizationPatch = z.infer<typeof ZOrganizationPatch>;
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;
export type TMembershipSettingsForm = z.input<typeof ZMembershipSettingsForm>;
export type TOrganizationDetail = z.infer<typeof ZOrganizationDetail>;
export type TBrowseQuery = z.infer<typeof ZBrowseQuery>;
export type TBrowseOrganization = z.infer<typeof ZBrowseOrganization>;
export type TBrowseResult = z.infer<typeof ZBrowseResult>;
