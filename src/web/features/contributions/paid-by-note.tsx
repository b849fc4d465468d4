import type { TContribution } from '../../../shared/contracts/contributions';

/**
 * A payment made by one member on another's behalf: "Paid by Thabo" (it counts for the member named in
 * the row); in a member's own list, the one they paid for someone else says whom it was for.
 */
export function PaidByNote({
  contribution,
  isMemberShown,
}: {
  contribution: Pick<TContribution, 'paidByUserId' | 'paidByName' | 'memberName'>;
  isMemberShown: boolean;
}) {
  if (!contribution.paidByUserId) return null;
  return (
    <span className="block text-xs text-muted-foreground">
      Paid by {contribution.paidByName ?? 'another member'}
      {!isMemberShown && contribution.memberName ? ` for ${contribution.memberName}` : ''}
    </span>
  );
}
