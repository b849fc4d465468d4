import { House, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import type { TDeferredMenuProps } from '../../components/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSignOut } from '../../lib/sign-out';

/** The avatar menu itself, loaded when first opened (user-menu.tsx): name and e-mail, Profile, Homepage, Sign Out. */
export function UserMenuContent({
  trigger,
  defaultOpen,
  fullName,
  email,
}: TDeferredMenuProps & { fullName: string; email: string }) {
  const { signOut, isPending } = useSignOut();
  return (
    // Not modal: a modal menu marks the focusable page aria-hidden, which screen readers and axe object to.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{fullName}</span>
          <span className="block truncate text-xs text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <User aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/">
            <House aria-hidden />
            Homepage
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
