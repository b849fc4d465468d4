import { QueryClientContext } from '@tanstack/react-query';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useContext, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getInitials } from '../../shared/format';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { authClient } from '../lib/auth-client';
import { markSignedOut, type TPublicUser } from '../lib/public-session';
import { toastError } from '../lib/toasts';

/**
 * Signs out from a public page: ends the session, forgets any dashboard data cached in this tab, stays on the
 * public site (home) and says so.
 */
function useSignOutFromPublicSite() {
  const navigate = useNavigate();
  const queryClient = useContext(QueryClientContext);
  const [isPending, setIsPending] = useState(false);
  async function signOut() {
    setIsPending(true);
    const { error } = await authClient.signOut();
    setIsPending(false);
    if (error) {
      toastError(error);
      return;
    }
    queryClient?.clear();
    markSignedOut();
    await navigate('/');
    toast.success('Signed out successfully');
  }
  return { signOut, isPending };
}

function UserAvatar({ user }: { user: TPublicUser }) {
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {user.image ? (
        <img src={user.image} alt="" className="size-full object-cover" />
      ) : (
        getInitials(user.name)
      )}
    </span>
  );
}

/** The signed-in visitor's avatar menu in the public top bar: Dashboard and Sign Out. */
export function PublicAccountMenu({ user }: { user: TPublicUser }) {
  const { signOut, isPending } = useSignOutFromPublicSite();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={`Account menu for ${user.name}`}
        >
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isPending} onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The same two actions as plain buttons, for the mobile menu. */
export function PublicAccountLinks({ user }: { user: TPublicUser }) {
  const { signOut, isPending } = useSignOutFromPublicSite();
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 px-1">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </Button>
        <Button variant="ghost" disabled={isPending} onClick={() => void signOut()}>
          <LogOut aria-hidden />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
