import { z } from 'zod';
import { ZMember } from './members';
import { ZPhoneText } from './phone';

/** At most this many members are added in one go: a form's rows. */
export const MAX_MEMBERS_PER_ADD = 50;
/** An invitation works for this many days. */
export const INVITATION_DAYS = 14;

const ZContactEmail = z.union([
  z.literal(''),
  z.email('Enter a valid e-mail address, or leave it empty').max(255, 'E-mail address is too long'),
]);

/** A member an admin adds by name: a phone number, an e-mail, or neither. */
export const ZNewMemberRecord = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name must be less than 100 characters'),
  phone: ZPhoneText.optional(),
  email: ZContactEmail.optional(),
});
export type TNewMemberRecord = z.infer<typeof ZNewMemberRecord>;

export const ZAddMemberRecords = z.object({
  members: z
    .array(ZNewMemberRecord)
    .min(1, 'Add at least one member')
    .max(MAX_MEMBERS_PER_ADD, `Add at most ${MAX_MEMBERS_PER_ADD} members at a time`),
});
export type TAddMemberRecords = z.infer<typeof ZAddMemberRecords>;

export const ZAddedMemberRecords = z.object({ members: z.array(ZMember) });
export type TAddedMemberRecords = z.infer<typeof ZAddedMemberRecords>;

/** An invitation is e-mailed when an address is given; the link and code are shown either way. */
export const ZCreateInvitation = z.object({ email: ZContactEmail.optional() });
export type TCreateInvitation = z.infer<typeof ZCreateInvitation>;

export const ZInvitation = z.object({
  id: z.uuid(),
  membershipId: z.uuid(),
  /** Shown once: only its digest is kept. */
  code: z.string(),
  link: z.string(),
  sentTo: z.string().nullable(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZClaimMemberRecord = z.object({
  code: z
    .string({ error: 'Enter the invitation code' })
    .trim()
    .min(1, 'Enter the invitation code')
    .max(40, 'That is not an invitation code'),
});
export type TClaimMemberRecord = z.infer<typeof ZClaimMemberRecord>;

export const ZClaimedMemberRecord = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  membershipId: z.uuid(),
  fullName: z.string().nullable(),
});
export type TClaimedMemberRecord = z.infer<typeof ZClaimedMemberRecord>;

/** Merges a record without an account into another member's: the other membership stays. */
export const ZMergeMemberRecord = z.object({ intoMembershipId: z.uuid('Choose the member to merge into') });
export type TMergeMemberRecord = z.infer<typeof ZMergeMemberRecord>;

export const ZMergedMemberRecord = z.object({ id: z.uuid() });
