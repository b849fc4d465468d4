import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { authClient } from '../lib/auth-client';

type TSignOutIntent = { setIsSigningOut: (isSigningOut: boolean) => void };

const SignOutIntentContext = createContext<TSignOutIntent | null>(null);

/**
 * Lets a Sign Out button tell the guard that the session is about to end on purpose, so the guard waits for the
 * button's own navigation (home) instead of redirecting to /auth.
 */
export function useSignOutIntent(): TSignOutIntent | null {
  return useContext(SignOutIntentContext);
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={label} />
    </div>
  );
}

/** Renders its children only with a session; otherwise sends the user to /auth and back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, isPending } = authClient.useSession();
  const location = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const intent = useMemo(() => ({ setIsSigningOut }), []);

  if (!session) {
    if (isPending) return <FullPageSpinner label="Checking your session" />;
    if (isSigningOut) return <FullPageSpinner label="Signing out" />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <SignOutIntentContext.Provider value={intent}>{children}</SignOutIntentContext.Provider>;
}
