import { z } from 'zod';
import { registerApprovalOperation } from '../approvals';
import { mergeMemberRecords, readMergePair } from './merge-member-records';

const ZMerge = z.object({ membershipId: z.uuid(), intoMembershipId: z.uuid() });

/**
 * Merging moves a member's whole history onto another member: where the group has two admins, the second
 * signs it, whatever the policy's amounts.
 */
export const mergeMemberRecordsMove = registerApprovalOperation({
  name: 'membership.merge_records',
  payload: ZMerge,
  describe: async (ctx, input) => {
    const { record, into } = await readMergePair(ctx, input);
    return {
      amountCents: 0,
      memberUserId: null,
      description: `Merge the record of ${record.fullName ?? 'a member'} into ${into.fullName ?? 'another member'}`,
    };
  },
  isHeld: () => true,
  isAlwaysHeld: true,
  readMoveTarget: ({ membershipId }) => membershipId,
  execute: (ctx, input) => mergeMemberRecords(ctx, input),
});
