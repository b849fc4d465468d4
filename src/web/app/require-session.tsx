import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { authQueries, sessionQuery } from '../features/auth/auth.queries';
import { DashboardSkeleton } from '../layouts/dashboard-skeleton';
import { isApiError } from '../lib/api';
import { SignOutIntentContext } from '../lib/sign-out-intent';
import { useLatchInTransition } from '../lib/use-latch-in-transition';
import { useOnceSettled } from '../lib/use-once-settled';

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" label={label} />
    </div>
  );
}

/** The wait before the next try after `failures` failed checks: 1 s doubling up to 30 s (spec section 9). */
export function readRetryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** failures, 30_000);
}

function SessionCheckProblem({ delayMs, onRetry }: { delayMs: number; onRetry: () => void }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <Spinner className="size-6 text-muted-foreground" label="Trying again" />
      <p className="font-medium">We could not check that you are signed in.</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        The network is busy or the connection dropped. You are still signed in; trying again in{' '}
        {Math.round(delayMs / 1000)} s.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try now
      </Button>
    </div>
  );
}

/**
 * Renders its children only with a session; otherwise sends the user to /auth and back here afterwards.
 * Only a real answer "no session" (or a 401) signs out: a busy network (429) or a dropped connection keeps
 * the page (or a notice) and retries with back-off.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  // The signed-in user, if the dashboard's first answer (app/early-data.ts) or /me already came: an answer
  // only a valid session gets, so the page need not wait for the session check to show. Known as the guard
  // mounts, the check waits until the page has drawn what it opened with; else it starts at once.
  const { data: me } = useQuery({ ...authQueries.me(), enabled: false });
  const [isCheckedAtOnce] = useState(!me);
  const isSettled = useOnceSettled();
  const {
    data: session,
    isPending,
    error,
    refetch,
  } = useQuery({
    ...sessionQuery(),
    enabled: isCheckedAtOnce || isSettled,
  });
  const location = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [failures, setFailures] = useState(0);
  const intent = useMemo(() => ({ setIsSigningOut }), []);
  const lastSession = useRef(session);
  if (session) lastSession.current = session;
  const isTransient = error !== null && !(isApiError(error) && error.status === 401);

  useEffect(() => {
    if (!isTransient) {
      setFailures(0);
      return;
    }
    const timer = setTimeout(() => {
      setFailures((count) => count + 1);
      void refetch();
    }, readRetryDelayMs(failures));
    return () => clearTimeout(timer);
  }, [isTransient, failures, refetch]);

  // The whole dashboard renders when the session is first known, in a transition once the frame has been
  // committed: in slices while the frame stays on screen (no long task on a slow phone).
  const isKnown = Boolean(session || me);
  const isShown = useLatchInTransition(isKnown);
  const content = <SignOutIntentContext.Provider value={intent}>{children}</SignOutIntentContext.Provider>;
  if (isKnown && !isShown) return <DashboardSkeleton label="Loading" />;
  if (session) return content;
  if (isSigningOut) return <FullPageSpinner label="Signing out" />;
  if (isTransient) {
    // Signed in a moment ago (or offline, with the user kept from the last visit): keep the page; its own
    // queries retry and say so.
    if (lastSession.current || me) return content;
    return <SessionCheckProblem delayMs={readRetryDelayMs(failures)} onRetry={() => void refetch()} />;
  }
  if (isPending && me) return content;
  // The frame the page was painted with stays while the session is checked.
  if (isPending) return <DashboardSkeleton label="Checking your session" />;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
}
