import { z } from 'zod';
import { ZMembershipRole } from './me';
import { Z_COUNTED_PAGE_INFO, zPaging } from './paging';

/**
 * A page of an organization's member list; the join-request list takes it without the search. It pages
 * through the newest 10,000 members (ADR 63); the search reaches anyone further back.
 */
export const ZListQuery = z.object({
  search: z.string().trim().max(100, 'Search must be less than 100 characters').optional(),
  ...zPaging(200, 100),
});

export const ZMember = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string().nullable(),
  /** Shown to the organization's admins and platform staff only. */
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The member's photo address, null for initials. */
  image: z.string().nullable(),
  role: ZMembershipRole,
  /** The member's payment reference (e.g. KSS-4821); shown to the organization's admins and staff only. */
  paymentReference: z.string().nullable(),
  joinedAt: z.string(),
  /** False for a member added without an account: they cannot sign in until they claim the record. */
  hasSignIn: z.boolean(),
});

export const ZMemberList = z.object({
  members: z.array(ZMember),
  /** `total`: members matching the search, counted up to 1,000 (`isTotalCapped` past it). */
  ...Z_COUNTED_PAGE_INFO,
  /** The organization's members and admins, each counted up to 1,000 (ADR 63). */
  memberCount: z.number().int(),
  /** More members than `memberCount`: the page reads "1 000+". */
  isMemberCountCapped: z.boolean(),
  adminCount: z.number().int(),
});

export const ZUpdateMemberRole = z.object({ role: ZMembershipRole });

export type TListQuery = z.infer<typeof ZListQuery>;
export type TMember = z.infer<typeof ZMember>;
export type TMemberList = z.infer<typeof ZMemberList>;
