import { z } from 'zod';

/** The message a join request carries when the user writes none (spec part 2, section 7). */
export const DEFAULT_JOIN_MESSAGE = 'I would like to join this organization';

export const ZJoinRequestStatus = z.enum(['pending', 'approved', 'rejected']);

/** The caller's latest request to one organization, shown on its browse card. */
export const ZOwnJoinRequest = z.object({
  id: z.uuid(),
  status: ZJoinRequestStatus,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const ZCreateJoinRequest = z.object({
  message: z.string().trim().max(500, 'Message must be less than 500 characters').optional(),
});

export const ZJoinOutcome = z.object({
  outcome: z.enum(['requested', 'joined']),
  organizationId: z.uuid(),
  joinRequest: ZOwnJoinRequest.nullable(),
});

export const ZJoinRequest = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  message: z.string().nullable(),
  status: ZJoinRequestStatus,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const ZJoinRequestList = z.object({
  requests: z.array(ZJoinRequest),
  total: z.number().int(),
  pendingCount: z.number().int(),
});

export type TOwnJoinRequest = z.infer<typeof ZOwnJoinRequest>;
export type TJoinOutcome = z.infer<typeof ZJoinOutcome>;
export type TJoinRequestStatus = z.infer<typeof ZJoinRequestStatus>;
export type TJoinRequest = z.infer<typeof ZJoinRequest>;
export type TJoinRequestList = z.infer<typeof ZJoinRequestList>;
