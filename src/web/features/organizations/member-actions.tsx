import { Combine, MailPlus, MoreHorizontal, ShieldCheck, ShieldMinus, UserMinus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/**
 * Promote, demote or remove one member; a member without an account can be invited to claim their record. With one admin left, demoting or removing that admin is disabled here,
 * with the reason under the items, and refused by the server.
 */
export function MemberActions({
  memberName,
  isAdmin,
  isLastAdmin,
  isBusy,
  onChangeRole,
  onRemove,
  onInvite,
  onMerge,
}: {
  memberName: string;
  isAdmin: boolean;
  isLastAdmin: boolean;
  isBusy: boolean;
  onChangeRole: (role: 'admin' | 'member') => void;
  onRemove: () => void;
  /** Given for a member without an account. */
  onInvite?: (() => void) | undefined;
  /** Given for a member without an account: a second record of someone the group already has. */
  onMerge?: (() => void) | undefined;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${memberName}`} disabled={isBusy}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onInvite && (
          <>
            <DropdownMenuItem onSelect={onInvite}>
              <MailPlus aria-hidden />
              Invite to Claim
            </DropdownMenuItem>
            {onMerge && (
              <DropdownMenuItem onSelect={onMerge}>
                <Combine aria-hidden />
                Merge Into…
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
          </>
        )}
        {isAdmin ? (
          <DropdownMenuItem disabled={isLastAdmin} onSelect={() => onChangeRole('member')}>
            <ShieldMinus aria-hidden />
            Remove Admin
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onChangeRole('admin')}>
            <ShieldCheck aria-hidden />
            Make Admin
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isLastAdmin} onSelect={onRemove}>
          <UserMinus aria-hidden />
          Remove Member
        </DropdownMenuItem>
        {isLastAdmin && (
          <DropdownMenuLabel className="max-w-60 text-xs font-normal text-muted-foreground">
            {memberName} is the only admin: make another member admin first, then they can step down or leave.
          </DropdownMenuLabel>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
