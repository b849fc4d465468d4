import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSignOut } from '../../lib/sign-out';

/** Sign Out at the foot of the sidebar (also in the avatar menu); icon only when the sidebar is collapsed. */
export function SignOutButton({ isCollapsed }: { isCollapsed: boolean }) {
  const { signOut, isPending } = useSignOut();
  return (
    <Button
      variant="ghost"
      className={cn(
        'w-full justify-start gap-3 px-2.5 text-muted-foreground',
        isCollapsed && 'size-9 justify-center px-0',
      )}
      onClick={() => void signOut()}
      disabled={isPending}
      aria-label={isCollapsed ? 'Sign Out' : undefined}
    >
      {isPending ? <Spinner /> : <LogOut aria-hidden />}
      {!isCollapsed && 'Sign Out'}
    </Button>
  );
}
