import { House, LogOut, User } from 'lucide-react';
import { Link } from 'react-router';
import { getInitials } from '../../../shared/format';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSignOut } from '../auth/sign-out';
import { useDashboardAccess } from './use-dashboard-access';

/** The avatar menu: full name and e-mail, Profile, Homepage and Sign Out. */
export function UserMenu() {
  const { me } = useDashboardAccess();
  const { signOut, isPending } = useSignOut();
  const fullName = me ? (me.profile.fullName ?? me.user.name) : '';
  return (
    // Not modal: a modal menu marks the focusable page aria-hidden, which screen readers and axe object to.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-xs font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label="Account menu"
      >
        {me?.user.image ? (
          <img src={me.user.image} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{me ? getInitials(fullName) : ''}</span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{fullName}</span>
          <span className="block truncate text-xs text-muted-foreground">{me?.user.email}</span>
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
