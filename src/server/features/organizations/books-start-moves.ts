import { formatLongDate } from '../../../shared/book-months';
import { ZSetBooksStart } from '../../../shared/contracts/books';
import { registerApprovalOperation } from '../approvals';
import { setBooksStart } from '../ledger/books.service';

/**
 * Moving the first day of the books lets entries be dated in the group's past: where the group has two
 * admins, the second signs it, whatever the policy's amounts.
 */
export const setBooksStartMove = registerApprovalOperation({
  name: 'books.set_start',
  payload: ZSetBooksStart,
  describe: async (_ctx, input) => ({
    amountCents: 0,
    memberUserId: null,
    description: `Start the books on ${formatLongDate(input.booksStartOn)}${
      input.foundedOn ? `, the group founded on ${formatLongDate(input.foundedOn)}` : ''
    }`,
  }),
  isHeld: () => true,
  isAlwaysHeld: true,
  readMoveTarget: () => 'books-start',
  execute: (ctx, input) => setBooksStart(ctx, input),
});
