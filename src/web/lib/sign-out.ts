import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthClient } from './load-auth-client';
import { forgetOfflineData } from './offline-data';
import { useSignOutIntent } from './sign-out-intent';
import { toastError, toastSuccess } from './toasts';

/** Signs out, forgets every cached query, goes home and says so. */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useSignOutIntent();
  const [isPending, setIsPending] = useState(false);

  const signOut = useCallback(async () => {
    setIsPending(true);
    intent?.setIsSigningOut(true);
    const authClient = await loadAuthClient();
    const { error } = await authClient.signOut();
    if (error) {
      intent?.setIsSigningOut(false);
      setIsPending(false);
      toastError(error);
      return;
    }
    // No state reset on success: this page is leaving, and the guard must not redirect to /auth meanwhile.
    await navigate('/', { replace: true });
    queryClient.clear();
    await forgetOfflineData();
    toastSuccess('Signed out successfully');
  }, [intent, navigate, queryClient]);

  return { signOut, isPending };
}
