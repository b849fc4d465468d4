import { ZPostOpeningPosition, ZReverseOpeningPosition } from '../../../shared/contracts/opening-position';
import { formatCents } from '../../../shared/money';
import { registerApprovalOperation } from '../approvals';
import { postOpeningPosition, reverseOpeningPosition } from './opening-position.service';

const cashOf = (input: { holdings: readonly { balanceCents: number }[] }) =>
  input.holdings.reduce((sum, holding) => sum + holding.balanceCents, 0);

/**
 * The group's money when its books start enters the books as one entry: where the group has two admins,
 * the second signs it, whatever the policy's amounts (ADR 0067).
 */
export const postOpeningPositionMove = registerApprovalOperation({
  name: 'books.post_opening',
  payload: ZPostOpeningPosition,
  describe: async (_ctx, input) => ({
    amountCents: cashOf(input),
    memberUserId: null,
    description: `Opening position: ${formatCents(cashOf(input))} cash and bank, savings of ${input.savings.length} members, ${input.loans.length} loans still out`,
  }),
  isHeld: () => true,
  isAlwaysHeld: true,
  readMoveTarget: () => 'opening-position',
  execute: (ctx, input) => postOpeningPosition(ctx, input),
});

/** Taking the opening position back is held the same way. */
export const reverseOpeningPositionMove = registerApprovalOperation({
  name: 'books.reverse_opening',
  payload: ZReverseOpeningPosition,
  describe: async (_ctx, input) => ({
    amountCents: 0,
    memberUserId: null,
    description: `Reverse the opening position: ${input.reason}`,
  }),
  isHeld: () => true,
  isAlwaysHeld: true,
  readMoveTarget: () => 'opening-position-reversal',
  execute: (ctx, input) => reverseOpeningPosition(ctx, input),
});
